import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  classDisplayName,
  dayOf,
  eventDisplayName,
  publicBestListsApi as api,
  publicBestListsQuery,
  publicRankingQuery,
  seasonYear,
  type PublicBestList,
  type PublicBestListGroup,
  type PublicRanking,
  type LanguageCode,
} from '@portal/domain';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/problems';
import type { Deps } from '../../deps';
import { rankedSlices, type SliceFilter } from '../../statistics/ranking/ranked-slices';
import type { SerializedAnswer } from '../../api/serialized-answer';
import { rankingPageJson } from './ranking-page-json';
import { currentStatisticsVersion } from '../../statistics/statistics-version';
import { definitionByCodes, definitionsOf, findPublicBestList, publicBestLists } from '../best-lists.repo';
import { listsWindAssistedApart, markFormatOf } from '../ranking-entry';
import type { ServiceContext } from '../../service-context';

type ListsQuery = z.output<typeof publicBestListsQuery>;
type RankingQuery = z.output<typeof publicRankingQuery>;

/** At most this many season years in the page's selector. */
const MAX_YEARS = 100;

/** The season a day belongs to: indoor lists move on to the next year in November. */
const currentSeason = (deps: Deps, environment: number) => seasonYear(dayOf(deps.clock.now()), environment === 0 ? 0 : 1);

/** Every federation's lists (or one federation's), by name, with the links of their page and ranking. */
export async function publicLists(deps: Deps, query: ListsQuery): Promise<PublicBestListGroup[]> {
  const groups = new Map<number, PublicBestListGroup>();
  for (const row of await publicBestLists(deps.db, query.masterOrganizationId)) {
    let group = groups.get(row.masterId);
    if (!group) groups.set(row.masterId, (group = { masterOrganizationId: row.masterId, masterOrganizationName: row.masterName, lists: [] }));
    group.lists.push({
      id: row.id,
      name: row.name,
      regionalRestrictionName: row.regionalRestrictionName,
      links: [deps.links.to(api.public_bestlist, { id: row.id }), deps.links.to(api.public_bestlist_ranking, { id: row.id })],
    });
  }
  return [...groups.values()];
}

/** The first season with a performance in the federation (the index on master and date answers it). */
async function firstSeason(db: DbOrTx, masterId: number): Promise<number | null> {
  const result = await db.execute<{ first: string | Date | null }>(sql`select min(performance_date) as first from performances where master_id = ${masterId}`);
  const first = result.rows[0]?.first;
  if (first === null || first === undefined) return null;
  return Number((typeof first === 'string' ? first : first.toISOString()).slice(0, 4));
}

/** The page data of a list: its events and classes in their order, the combinations, the selectable seasons. */
export async function publicList({ deps, culture }: ServiceContext<'deps' | 'culture'>, id: number): Promise<PublicBestList> {
  const record = await findPublicBestList(deps.db, id);
  if (!record) throw notFound();
  const definitions = await definitionsOf(deps.db, id);
  const events = new Map<string, { code: string; name: string; order: number }>();
  const classes = new Map<string, { code: string; name: string }>();
  for (const d of definitions) {
    events.set(d.eventCode, { code: d.eventCode, name: eventDisplayName(d.eventCode, culture, { german: d.eventName }), order: d.eventOrder });
    classes.set(d.classCode, { code: d.classCode, name: classDisplayName(d.classCode, culture, { german: d.className }) });
  }
  const latest = currentSeason(deps, 0);
  const first = Math.max((await firstSeason(deps.db, record.list.masterId)) ?? latest, latest - MAX_YEARS + 1);
  const years = Array.from({ length: Math.max(1, latest - first + 1) }, (_, i) => latest - i);
  return {
    id: record.list.id,
    name: record.list.name,
    regionalRestrictionName: record.regionalRestrictionName,
    masterOrganizationId: record.list.masterId,
    masterOrganizationName: record.masterName,
    events: [...events.values()].sort((a, b) => a.order - b.order).map(({ code, name }) => ({ code, name })),
    classes: [...classes.values()],
    definitions: definitions.map((d) => ({ eventCode: d.eventCode, classCode: d.classCode, environment: d.definition.environment, wind: d.definition.wind })),
    years,
    currentYear: currentSeason(deps, 1),
    links: [deps.links.to(api.public_bestlist_ranking, { id })],
  };
}

/**
 * One page of a list's ranking, kept by the route until the statistics data changes (decision
 * 023): the list's restriction, rejected marks left out; wind-assisted marks apart on the first page.
 */
export async function publicRanking(
  { deps, culture, keptVersion }: ServiceContext<'deps' | 'culture'> & { keptVersion?: string },
  id: number,
  query: RankingQuery,
): Promise<SerializedAnswer<PublicRanking>> {
  const version = Number(keptVersion ?? (await currentStatisticsVersion(deps.db)));
  // The list and its definition are held with the rankings until a list, a definition or a name changes (decision 050).
  const listed = await rankedSlices(deps.db).listed(`${id}|${query.eventCode}|${query.classCode}`, version, async () => {
    const [record, definition] = await Promise.all([findPublicBestList(deps.db, id), definitionByCodes(deps.db, id, query.eventCode, query.classCode)]);
    return record && definition ? { record, definition } : undefined;
  });
  return computePublicRanking(deps, culture, id, query, listed?.record, listed?.definition, version);
}

/** One page of a list's ranking for one of its definitions, through the one ranking query. */
async function computePublicRanking(
  deps: Deps,
  culture: LanguageCode,
  id: number,
  query: RankingQuery,
  record: Awaited<ReturnType<typeof findPublicBestList>>,
  definition: Awaited<ReturnType<typeof definitionByCodes>>,
  version: number,
): Promise<SerializedAnswer<PublicRanking>> {
  if (!record || !definition) throw notFound();
  const d = definition.definition;
  const environment = query.environment ?? d.environment;
  const year = query.year ?? currentSeason(deps, environment);
  const filter: SliceFilter = {
    masterId: record.list.masterId,
    eventId: d.eventId,
    classId: d.classId,
    seasonYear: year,
    environment,
    rules: { startAge: d.startAge, endAge: d.endAge, heightWeight: d.heightWeight, wind: d.wind, handTimeAllowed: d.handTimeAllowed, environment: d.environment },
    bestListId: id,
    regionalRestrictionId: record.list.regionalRestrictionId,
    excludeRejected: true,
    bestOnly: query.bestOnly,
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  };
  const format = markFormatOf(definition.eventCode, definition.eventMeasurement);
  const windApart = listsWindAssistedApart(d, environment) && query.pageNumber === 1;
  // The season's marks are held in memory and ranked there; each entry is encoded once (decision 050).
  const slices = rankedSlices(deps.db);
  const [page, assisted] = await Promise.all([
    slices.rankShown(filter, version),
    // The wind-assisted marks are listed apart, a page's worth, without their number.
    windApart ? slices.rankShown({ ...filter, windAssisted: true, offset: 0 }, version, false) : undefined,
  ]);
  return rankingPageJson(
    {
      paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(page.total / query.pageSize)), totalCount: page.total, pageSize: query.pageSize },
      eventCode: definition.eventCode,
      eventName: eventDisplayName(definition.eventCode, culture, { german: definition.eventName }),
      classCode: definition.classCode,
      className: classDisplayName(definition.classCode, culture, { german: definition.className }),
      year,
      environment,
    },
    { rows: page.rows, format, ranks: page.ranks },
    assisted ? { rows: assisted.rows, format, ranks: null } : null,
  );
}
