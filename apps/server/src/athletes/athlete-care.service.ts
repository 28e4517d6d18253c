import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  athleteCareApi as api,
  athleteListQuery,
  eventDisplayName,
  pagingQuery,
  publicAthletesApi,
  translate,
  type AthleteDetail,
  type AthleteMerge,
  type AthleteSummary,
  type LanguageCode,
  type MergePreview,
  type NewCompetitorValues,
} from '@portal/domain';
import type { Deps } from '../deps';
import { fieldError, notFound, Problem, type FieldMessage } from '../lib/problems';
import type { DbOrTx } from '../db/client';
import { isoDay } from '../lib/sql-dates';
import { mailDay } from '../mail/mail-dates';
import type { ServiceContext } from '../service-context';
import { findClubInMaster } from '../statistics-performances/performances.repo';
import {
  athletesIn,
  collidingMarks,
  lockAthletes,
  mergeById,
  mergeMoves,
  mergesInto,
  moveAndDelete,
  pageOfAthletes,
  pageOfDuplicatePairs,
  pageOfMerges,
  sharedRelays,
  type AthleteRecordRow,
  type MergeRow,
} from './athlete-care.repo';
import { athleteMerges } from './athletes.tables';
import { athletes } from '../statistics/statistics.tables';
import { printedMark } from './printed-mark';

type ListQuery = z.output<typeof athleteListQuery>;
type PagingQuery = z.output<typeof pagingQuery>;
type UpdateValues = Pick<NewCompetitorValues, 'firstName' | 'lastName' | 'nation' | 'organizationId' | 'nationalAthleteCode'>;
type MergeValues = { keepId: number; mergeId: number };
type Ctx = ServiceContext<'deps' | 'auth' | 'culture'>;

const fullName = (first: string, last: string) => `${first} ${last}`.trim();
const paging = (query: PagingQuery, total: number) => ({
  currentPage: query.pageNumber,
  totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
  totalCount: total,
  pageSize: query.pageSize,
});

function summaryOf(deps: Deps, a: AthleteRecordRow): AthleteSummary {
  return {
    id: a.id,
    fullName: fullName(a.first_name, a.last_name),
    firstName: a.first_name,
    lastName: a.last_name,
    gender: a.gender,
    yearOfBirth: a.year_of_birth,
    nation: a.nation,
    organizationId: a.organization_id,
    clubName: a.club_name,
    nationalAthleteCode: a.national_athlete_code,
    markCount: a.mark_count,
    links: [deps.links.to(api.get_by_id, { id: a.id }), deps.links.to(api.update, { id: a.id }), deps.links.to(publicAthletesApi.public_athlete, { id: a.id }, 'public_athlete')],
  };
}

const mergeOf = (m: MergeRow): AthleteMerge => ({
  id: m.id,
  keptId: m.kept_id,
  keptName: fullName(m.kept_first_name, m.kept_last_name),
  mergedId: m.merged_id,
  mergedName: fullName(m.first_name, m.last_name),
  mergedYearOfBirth: m.year_of_birth,
  mergedClubName: m.club_name,
  moved: m.moved,
  mergedBy: m.merged_by,
  mergedAt: new Date(m.merged_at).toISOString(),
});

async function load(deps: Deps, masterId: number, id: number): Promise<AthleteRecordRow> {
  const a = (await athletesIn(deps.db, masterId, [id])).get(id);
  if (!a) throw notFound();
  return a;
}

/** The federation's athletes by name, those whose name or code contains `search` if given. */
export async function listAthletes({ deps, auth }: Ctx, query: ListQuery) {
  const { rows, total } = await pageOfAthletes(deps.db, auth.masterId, query.search || undefined, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return { entities: rows.map((a) => summaryOf(deps, a)), links: [], paginationMetadata: paging(query, total) };
}

/** Pairs of athletes that may be one person, each with both records. */
export async function duplicateCandidates({ deps, auth }: Ctx, query: PagingQuery) {
  const { pairs, total } = await pageOfDuplicatePairs(deps.db, auth.masterId, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  const known = await athletesIn(
    deps.db,
    auth.masterId,
    pairs.flatMap((p) => [p.firstId, p.secondId]),
  );
  return {
    entities: pairs.map((p) => ({
      first: summaryOf(deps, known.get(p.firstId)!),
      second: summaryOf(deps, known.get(p.secondId)!),
      reasons: p.reasons as ('name' | 'code')[],
      links: [],
    })),
    links: [],
    paginationMetadata: paging(query, total),
  };
}

async function detailOf(deps: Deps, a: AthleteRecordRow): Promise<AthleteDetail> {
  return { ...summaryOf(deps, a), merges: (await mergesInto(deps.db, a.id)).map(mergeOf) };
}

export async function athleteById({ deps, auth }: Ctx, id: number) {
  return detailOf(deps, await load(deps, auth.masterId, id));
}

/** Corrects the spelling of the name, the club, the athlete code or the nation; the marks keep the club they were made for. */
export async function updateAthlete({ deps, auth }: Ctx, id: number, values: UpdateValues) {
  await load(deps, auth.masterId, id);
  const club = await findClubInMaster(deps.db, values.organizationId, auth.masterId);
  if (!club) throw fieldError('OrganizationId', 'errorClubRequired');
  await deps.db
    .update(athletes)
    .set({ firstName: values.firstName, lastName: values.lastName, nation: values.nation, organizationId: club.id, nationalAthleteCode: values.nationalAthleteCode ?? null })
    .where(eq(athletes.id, id));
  return detailOf(deps, await load(deps, auth.masterId, id));
}

/**
 * Why merging `merge` into `keep` cannot be done, as catalogue keys with their parameters in the
 * caller's language: different gender, marks on the same event, day and competition that differ,
 * a relay both ran in.
 */
async function problemsOf(db: DbOrTx, culture: LanguageCode, keep: AthleteRecordRow, merge: AthleteRecordRow): Promise<FieldMessage[]> {
  const problems: FieldMessage[] = [];
  if (keep.gender !== merge.gender) problems.push({ key: 'athleteCare.problems.gender' });
  const event = (code: string, german: string) => eventDisplayName(code, culture, { german });
  const day = (value: string | Date) => mailDay(isoDay(value), culture);
  for (const c of await collidingMarks(db, keep.id, merge.id)) {
    problems.push({
      key: 'athleteCare.problems.collision',
      params: {
        event: event(c.event_code, c.event_name),
        date: day(c.performance_date),
        competition: c.competition_name,
        keep: printedMark(c.event_code, c.measurement, c.keep_units, c.keep_hand_timed),
        merge: printedMark(c.event_code, c.measurement, c.merge_units, c.merge_hand_timed),
      },
    });
  }
  for (const r of await sharedRelays(db, keep.id, merge.id)) {
    problems.push({ key: 'athleteCare.problems.relay', params: { event: event(r.event_code, r.event_name), date: day(r.performance_date), competition: r.competition_name } });
  }
  return problems;
}

async function pair(db: DbOrTx, masterId: number, { keepId, mergeId }: MergeValues) {
  const found = await athletesIn(db, masterId, [keepId, mergeId]);
  const keep = found.get(keepId);
  const merge = found.get(mergeId);
  if (!keep || !merge) throw notFound();
  return { keep, merge };
}

/** What merging would move, and why it would be refused; nothing is changed. */
export async function mergePreview({ deps, auth, culture }: Ctx, values: MergeValues): Promise<MergePreview> {
  const { keep, merge } = await pair(deps.db, auth.masterId, values);
  return {
    keep: summaryOf(deps, keep),
    merge: summaryOf(deps, merge),
    moves: await mergeMoves(deps.db, keep.id, merge.id),
    problems: (await problemsOf(deps.db, culture, keep, merge)).map((p) => translate(culture, p.key, p.params)),
    links: [deps.links.to(api.merge_athletes)],
  };
}

/**
 * Merges `mergeId` into `keepId` in one transaction: refused with 422 naming each problem, else
 * everything moves, the merged id is remembered with who merged, and the merged record is deleted.
 */
export async function mergeAthletes({ deps, auth, culture }: Ctx, values: MergeValues): Promise<AthleteMerge> {
  const id = await deps.db.transaction(async (tx) => {
    if ((await lockAthletes(tx, auth.masterId, [values.keepId, values.mergeId])).length !== 2) throw notFound();
    const { keep, merge } = await pair(tx, auth.masterId, values);
    const problems = await problemsOf(tx, culture, keep, merge);
    if (problems.length) throw new Problem(422, 'http.422', {}, { Model: problems });
    const moved = await mergeMoves(tx, keep.id, merge.id);
    await moveAndDelete(tx, keep, merge.id);
    const [row] = await tx
      .insert(athleteMerges)
      .values({
        masterId: auth.masterId,
        mergedId: merge.id,
        keptId: keep.id,
        firstName: merge.first_name,
        lastName: merge.last_name,
        gender: merge.gender,
        yearOfBirth: merge.year_of_birth,
        nation: merge.nation,
        clubName: merge.club_name,
        nationalAthleteCode: merge.national_athlete_code,
        moved,
        userId: auth.userId,
        mergedAt: deps.clock.now(),
      })
      .returning({ id: athleteMerges.id });
    return row.id;
  });
  const merged = await mergeById(deps.db, id);
  if (!merged) throw notFound();
  return mergeOf(merged);
}

/** The federation's merges, newest first: who merged whom into whom, and what moved. */
export async function mergeHistory({ deps, auth }: Ctx, query: PagingQuery) {
  const { rows, total } = await pageOfMerges(deps.db, auth.masterId, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return { entities: rows.map(mergeOf), links: [], paginationMetadata: paging(query, total) };
}

