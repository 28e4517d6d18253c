import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  API_IMPORT_SOURCE,
  competitorSearchQueryWithTeam,
  dayOf,
  eventByCode,
  formatStoredMark,
  PerformanceLimits,
  performanceListQuery,
  performancesApi,
  relayMemberGender,
  type LanguageCode,
  type NewCompetitorValues,
  type PerformanceCreateValues,
  type PerformanceDetail,
  type PerformanceUpdateValues,
  type Sex,
} from '@portal/domain';
import type { RequestAccess } from '../access/request-access';
import type { DbOrTx } from '../db/client';
import { fieldError, forbidden, notFound } from '../lib/problems';
import type { Auth, Deps } from '../deps';
import { perfCompetitions } from '../db/schema';
import { rankPerformances, type DefinitionRules } from '../statistics/ranking/ranking.query';
import { actingOrganization, mayChangePerformance } from './performances.policy';
import {
  athletesInMaster,
  deletePerformance,
  eventsByCodes,
  findBestListInMaster,
  findClassByCode,
  findClassById,
  findClubInMaster,
  findDefinitionRules,
  findEventByCode,
  findEventById,
  findPerformance,
  insertAthlete,
  insertPerformance,
  listsOfPerformances,
  relayMembersOf,
  searchAthletes,
  searchClubs,
  subResultsOf,
  updatePerformance,
  userNames,
  type AthleteFilter,
  type AthleteRow,
} from './performances.repo';
import {
  aggregateStatus,
  classNameText,
  creatorText,
  detailLinks,
  eventShortText,
  performanceStatusText,
  presentEvent,
  presentRow,
  windText,
  type PresentContext,
} from './performances.present';
import { resolveSave, type SaveContext } from './performances.validation';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof performanceListQuery>;
type CompetitorSearchValues = z.output<typeof competitorSearchQueryWithTeam>;

async function presentContext(deps: Deps, access: RequestAccess, culture: LanguageCode, userIds: (number | null)[], competitionIds: number[] = []): Promise<PresentContext> {
  const [actingOrganizationId, names, externalCompetitions] = await Promise.all([
    actingOrganization(access),
    userNames(deps.db, userIds),
    competitionsSentByMeetingSoftware(deps.db, competitionIds),
  ]);
  return { links: deps.links, culture, actingOrganizationId, userNames: names, externalCompetitions };
}

/** Of the competitions, those meeting software sent: their marks show the external import as creator. */
async function competitionsSentByMeetingSoftware(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: perfCompetitions.id })
    .from(perfCompetitions)
    .where(and(inArray(perfCompetitions.id, [...new Set(ids)]), eq(perfCompetitions.importSource, API_IMPORT_SOURCE)));
  return new Set(rows.map((r) => r.id));
}

const competitorOf = (a: AthleteRow) => ({ ...a, fullName: `${a.firstName} ${a.lastName}` });

// ---------------------------------------------------------------------------------------------
// The list

/**
 * One page of the statistician's list through the one ranking query. With a best list chosen its
 * definition for the event and class and its regional restriction apply (no definition: an empty
 * page), rejected performances included so that they can be restored.
 */
export async function listPerformances({ deps, auth, access, culture }: ServiceContext, query: ListQuery) {
  const [event, ageClass] = await Promise.all([findEventByCode(deps.db, query.eventCode), findClassByCode(deps.db, query.classCode)]);
  if (!event) throw fieldError('EventCode', 'errorEventRequired');
  if (!ageClass) throw fieldError('ClassCode', 'errorClassRequired');
  const page = { currentPage: query.pageNumber, pageSize: query.pageSize };
  const empty = { entities: [], links: [deps.links.to(performancesApi.new)], paginationMetadata: { ...page, totalPages: 1, totalCount: 0 } };

  let rules: DefinitionRules | null = null;
  let bestListId: number | null = null;
  let regionalRestrictionId: number | null = null;
  if (query.performanceListId > 0) {
    const list = await findBestListInMaster(deps.db, query.performanceListId, auth.masterId);
    if (!list) throw notFound();
    const definition = await findDefinitionRules(deps.db, list.id, event.id, ageClass.id);
    if (!definition) return empty;
    rules = definition;
    bestListId = list.id;
    regionalRestrictionId = list.regionalRestrictionId;
  }
  const { rows, total } = await rankPerformances(deps.db, {
    masterId: auth.masterId,
    eventId: event.id,
    classId: ageClass.id,
    seasonYear: null,
    environment: query.environment,
    rules,
    bestListId,
    regionalRestrictionId,
    excludeRejected: false,
    bestOnly: query.outputGrouping === 1,
    search: query.freetextSearch ?? null,
    dates: { from: query.dateFrom ?? null, to: query.dateTo ?? null, period: query.searchPeriod },
    includeUnranked: true,
    limit: query.pageSize,
    offset: (query.pageNumber - 1) * query.pageSize,
  });
  const [lists, ctx] = await Promise.all([
    listsOfPerformances(
      deps.db,
      rows.map((r) => r.id),
    ),
    presentContext(
      deps,
      access,
      culture,
      rows.map((r) => r.creatorUserId),
      rows.filter((r) => r.creatorUserId === null).map((r) => r.competitionId),
    ),
  ]);
  return {
    entities: rows.map((r) => presentRow(r, lists.get(r.id) ?? [], bestListId, event, ageClass, ctx)),
    links: empty.links,
    paginationMetadata: { ...page, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total },
  };
}

// ---------------------------------------------------------------------------------------------
// One performance

async function loadPerformance(db: DbOrTx, auth: Auth, id: number) {
  const record = await findPerformance(db, id, auth.masterId);
  if (!record) throw notFound();
  return record;
}

export async function getPerformance({ deps, auth, access, culture }: ServiceContext, id: number): Promise<PerformanceDetail> {
  const record = await loadPerformance(deps.db, auth, id);
  const p = record.performance;
  const [members, subs, lists, subEvents, athletes] = await Promise.all([
    relayMembersOf(deps.db, id),
    subResultsOf(deps.db, id),
    listsOfPerformances(deps.db, [id]),
    eventsByCodes(deps.db, record.event.subEvents),
    athletesInMaster(deps.db, p.athleteId === null ? [] : [p.athleteId], auth.masterId),
  ]);
  const ctx = await presentContext(deps, access, culture, [p.creatorUserId, p.lastEditorUserId]);
  if (record.competition.importSource === API_IMPORT_SOURCE) ctx.externalCompetitions = new Set([record.competition.id]);
  const athlete = p.athleteId === null ? undefined : athletes.get(p.athleteId);
  const status = aggregateStatus(lists.get(id) ?? []);
  const mark = formatStoredMark(record.event, p.markUnits, p.handTimed);
  return {
    id: p.id,
    competition: {
      id: record.competition.id,
      name: record.competition.name,
      town: record.competition.town,
      environment: record.competition.environment,
      dateFrom: record.competition.dateFrom,
      dateTo: record.competition.dateTo,
    },
    event: presentEvent(record.event, subEvents, culture),
    class: { id: record.ageClass.id, code: record.ageClass.code, name: classNameText(record.ageClass, culture), classShort: record.ageClass.code, sex: record.ageClass.sex },
    competitor: athlete ? competitorOf(athlete) : null,
    organization: { value: p.organizationId, text: record.organizationName },
    competitorId: p.athleteId,
    organizationId: p.organizationId,
    performanceDateTime: p.performanceDate,
    bestResult: mark,
    bestResultString: mark,
    windResult: p.windTenths === null ? null : p.windTenths / 10,
    bestWind: windText(p.windTenths),
    heightWeight: p.heightWeight,
    relayMembers: members.map((m) => ({
      competitorId: m.athleteId,
      fullName: `${m.firstName} ${m.lastName}`,
      gender: m.gender,
      organizationName: m.organizationName,
      organizationPath: m.organizationPath,
      value: m.value,
    })),
    multiEventResults: subs.map(({ sub, event }) => ({
      eventId: event.id,
      eventCode: event.code,
      eventShortNational: eventShortText(event, culture),
      result: formatStoredMark(event, sub.markUnits, sub.handTimed),
      windResult: sub.windTenths === null ? null : sub.windTenths / 10,
      points: sub.points,
      overrideReason: sub.pointsOverrideReason,
    })),
    status,
    statusLocalized: performanceStatusText(culture, status),
    creatorUserId: p.creatorUserId,
    creatorOrganisationId: p.creatorOrganizationId,
    creatorName: creatorText(ctx, p.creatorUserId, p.competitionId),
    createdDatetime: p.createdAt.toISOString(),
    lastEditorUserId: p.lastEditorUserId,
    lastEditorName: p.lastEditorUserId === null ? null : creatorText(ctx, p.lastEditorUserId),
    lastEditDatetime: p.lastEditAt === null ? null : p.lastEditAt.toISOString(),
    links: detailLinks(ctx, p.id, p.creatorOrganizationId),
  };
}

/** The federation's day on the server's clock (`TZ`) and the language of the answer's messages. */
const saveContext = (deps: Deps, culture: LanguageCode): SaveContext => ({ today: dayOf(deps.clock.now()), culture });

/** Enters a performance for the caller's statistician organisation, which becomes its creator organisation. */
export async function createPerformance({ deps, auth, access, culture }: ServiceContext, values: PerformanceCreateValues) {
  const creatorOrganizationId = await actingOrganization(access);
  if (creatorOrganizationId === null) throw forbidden();
  const id = await deps.db.transaction(async (tx) => {
    const save = await resolveSave(tx, auth.masterId, values, saveContext(deps, culture));
    return insertPerformance(
      tx,
      { ...save.columns, masterId: auth.masterId, creatorUserId: auth.userId, creatorOrganizationId, createdAt: deps.clock.now() },
      save.members,
      save.subs,
    );
  });
  return getPerformance({ deps, auth, access, culture }, id);
}

/** Changes a performance; only its creator organisation may (403), and competition, event, class and creator stay. */
export async function changePerformance({ deps, auth, access, culture }: ServiceContext, id: number, values: PerformanceUpdateValues) {
  const acting = await actingOrganization(access);
  await deps.db.transaction(async (tx) => {
    const { performance } = await loadPerformance(tx, auth, id);
    if (!mayChangePerformance(acting, performance)) throw forbidden();
    const save = await resolveSave(
      tx,
      auth.masterId,
      { ...values, competitionId: performance.competitionId, eventId: performance.eventId, classId: performance.classId },
      saveContext(deps, culture),
    );
    const written = await updatePerformance(
      tx,
      { id, masterId: auth.masterId, creatorOrganizationId: acting! },
      { ...save.columns, lastEditorUserId: auth.userId, lastEditAt: deps.clock.now() },
      save.members,
      save.subs,
    );
    if (!written) throw notFound();
  });
  return getPerformance({ deps, auth, access, culture }, id);
}

/** Deletes a performance of the caller's organisation with its members, sub-results and checkings. */
export async function removePerformance({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, id: number) {
  const acting = await actingOrganization(access);
  const { performance } = await loadPerformance(deps.db, auth, id);
  if (!mayChangePerformance(acting, performance)) throw forbidden();
  if (!(await deletePerformance(deps.db, { id, masterId: auth.masterId, creatorOrganizationId: acting! }))) throw notFound();
  return {};
}

// ---------------------------------------------------------------------------------------------
// Athletes, clubs, events

/**
 * Athletes of the caller's federation by name, at most 20. Named a team (the relay's club, class
 * and event), only those who may run in it: of the club or a club below it, of the class's sex
 * unless the relay is mixed (`relayMemberProblem`).
 */
export async function competitorSearch({ deps, auth }: ServiceContext<'deps' | 'auth'>, query: CompetitorSearchValues) {
  const filter: AthleteFilter = {};
  if (query.teamClubId !== undefined) filter.clubId = query.teamClubId;
  if (query.classId !== undefined) {
    const [ageClass, event] = await Promise.all([findClassById(deps.db, query.classId), query.eventId === undefined ? undefined : findEventById(deps.db, query.eventId)]);
    if (!ageClass) throw fieldError('ClassId', 'errorClassRequired');
    const gender = relayMemberGender({ sex: ageClass.sex as Sex, mixed: event ? (eventByCode(event.code)?.mixed ?? false) : false });
    if (gender !== null) filter.gender = gender;
  }
  return (await searchAthletes(deps.db, auth.masterId, query.search, PerformanceLimits.searchResults, filter)).map(competitorOf);
}

/** A new athlete of the caller's federation, member of one of its clubs, answered as the search finds them. */
export async function createCompetitor({ deps, auth }: ServiceContext<'deps' | 'auth'>, values: NewCompetitorValues) {
  const club = await findClubInMaster(deps.db, values.organizationId, auth.masterId);
  if (!club) throw fieldError('OrganizationId', 'errorClubRequired');
  const id = await insertAthlete(deps.db, {
    masterId: auth.masterId,
    firstName: values.firstName,
    lastName: values.lastName,
    gender: values.gender,
    yearOfBirth: values.yearOfBirth,
    nation: values.nation,
    organizationId: club.id,
    nationalAthleteCode: values.nationalAthleteCode,
    createdAt: deps.clock.now(),
  });
  const created = (await athletesInMaster(deps.db, [id], auth.masterId)).get(id);
  if (!created) throw notFound();
  return competitorOf(created);
}

/** Clubs, LGs and StGs of the caller's federation by name, at most 20. */
export async function clubSearch({ deps, auth }: ServiceContext<'deps' | 'auth'>, search: string) {
  return (await searchClubs(deps.db, auth.masterId, search, PerformanceLimits.searchResults)).map((c) => ({ value: c.id, text: c.name }));
}

export async function eventInfo({ deps, culture }: ServiceContext<'deps' | 'culture'>, eventId: number) {
  const event = await findEventById(deps.db, eventId);
  if (!event) throw notFound();
  return presentEvent(event, await eventsByCodes(deps.db, event.subEvents), culture);
}
