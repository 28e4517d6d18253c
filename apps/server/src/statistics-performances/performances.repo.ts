import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { clubTypes } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import {
  ageClasses,
  athletes,
  bestListDefinitions,
  bestLists,
  checkings,
  events,
  organizations,
  perfCompetitions,
  performanceRelayMembers,
  performanceSubResults,
  performances,
  users,
} from '../db/schema';
import { containsPattern } from '../lib/sql-like';
import { sortKey } from '../lib/sql-sort';
import type { DefinitionRules } from '../statistics/ranking/ranking.query';

export type EventRow = typeof events.$inferSelect;
export type ClassRow = typeof ageClasses.$inferSelect;
export type CompetitionRow = typeof perfCompetitions.$inferSelect;
export type PerformanceRecord = typeof performances.$inferSelect;
export type NewPerformance = typeof performances.$inferInsert;
export type NewRelayMember = Omit<typeof performanceRelayMembers.$inferInsert, 'performanceId'>;
export type NewSubResult = Omit<typeof performanceSubResults.$inferInsert, 'performanceId'>;

// ---------------------------------------------------------------------------------------------
// Reference data

export async function findEventById(tx: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

export async function findEventByCode(tx: DbOrTx, code: string): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.code, code)).limit(1);
  return row;
}

/** Events by code, in the order of `codes` (sub-events of a combined event). */
export async function eventsByCodes(tx: DbOrTx, codes: readonly string[]): Promise<EventRow[]> {
  if (codes.length === 0) return [];
  const rows = await tx.select().from(events).where(inArray(events.code, [...codes]));
  const byCode = new Map(rows.map((r) => [r.code, r]));
  return codes.map((c) => byCode.get(c)).filter((r): r is EventRow => r !== undefined);
}

export async function findClassById(tx: DbOrTx, id: number): Promise<ClassRow | undefined> {
  const [row] = await tx.select().from(ageClasses).where(eq(ageClasses.id, id)).limit(1);
  return row;
}

export async function findClassByCode(tx: DbOrTx, code: string): Promise<ClassRow | undefined> {
  const [row] = await tx.select().from(ageClasses).where(eq(ageClasses.code, code)).limit(1);
  return row;
}

export async function findCompetitionInMaster(tx: DbOrTx, id: number, masterId: number): Promise<CompetitionRow | undefined> {
  const [row] = await tx
    .select()
    .from(perfCompetitions)
    .where(and(eq(perfCompetitions.id, id), eq(perfCompetitions.masterId, masterId)))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------
// Athletes and clubs

const athleteColumns = {
  id: athletes.id,
  firstName: athletes.firstName,
  lastName: athletes.lastName,
  gender: athletes.gender,
  yearOfBirth: athletes.yearOfBirth,
  nation: athletes.nation,
  organizationId: athletes.organizationId,
  organizationName: organizations.name,
  organizationPath: organizations.path,
};
export interface AthleteRow {
  id: number;
  firstName: string;
  lastName: string;
  gender: number;
  yearOfBirth: number;
  nation: string;
  organizationId: number;
  organizationName: string;
  /** The club's path in the tree, federation first (for the relay rule). */
  organizationPath: number[];
}

/** Athletes of the federation by id (another federation's are left out). */
export async function athletesInMaster(tx: DbOrTx, ids: readonly number[], masterId: number): Promise<Map<number, AthleteRow>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select(athleteColumns)
    .from(athletes)
    .innerJoin(organizations, eq(organizations.id, athletes.organizationId))
    .where(and(inArray(athletes.id, [...new Set(ids)]), eq(athletes.masterId, masterId)));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Athletes of the federation whose "first last" or "last first" name contains `text`, by name. */
/** Who may be found: athletes of this club or a club below it, of this gender (0 male, 1 female). */
export interface AthleteFilter {
  clubId?: number;
  gender?: number;
}

export async function searchAthletes(tx: DbOrTx, masterId: number, text: string, limit: number, filter: AthleteFilter = {}): Promise<AthleteRow[]> {
  const pattern = containsPattern(text);
  return tx
    .select(athleteColumns)
    .from(athletes)
    .innerJoin(organizations, eq(organizations.id, athletes.organizationId))
    .where(
      and(
        eq(athletes.masterId, masterId),
        or(ilike(sql`${athletes.firstName} || ' ' || ${athletes.lastName}`, pattern), ilike(sql`${athletes.lastName} || ' ' || ${athletes.firstName}`, pattern)),
        filter.clubId === undefined ? undefined : sql`${organizations.path} @> array[${filter.clubId}::integer]`,
        filter.gender === undefined ? undefined : eq(athletes.gender, filter.gender),
      ),
    )
    .orderBy(sortKey(athletes.lastName), sortKey(athletes.firstName), asc(athletes.yearOfBirth), asc(athletes.id))
    .limit(limit);
}

export async function insertAthlete(tx: DbOrTx, values: typeof athletes.$inferInsert): Promise<number> {
  const [row] = await tx.insert(athletes).values(values).returning({ id: athletes.id });
  return row.id;
}

/** A club, LG or StG of the federation. */
export async function findClubInMaster(tx: DbOrTx, id: number, masterId: number): Promise<{ id: number; name: string } | undefined> {
  const [row] = await tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.masterId, masterId), inArray(organizations.type, [...clubTypes])))
    .limit(1);
  return row;
}

/** Clubs, LGs and StGs of the federation whose name contains `text`, by name. */
export async function searchClubs(tx: DbOrTx, masterId: number, text: string, limit: number): Promise<{ id: number; name: string }[]> {
  return tx
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.masterId, masterId), inArray(organizations.type, [...clubTypes]), ilike(organizations.name, containsPattern(text))))
    .orderBy(organizations.sortName, asc(organizations.id))
    .limit(limit);
}

export async function organizationName(tx: DbOrTx, id: number): Promise<string> {
  const [row] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, id)).limit(1);
  return row?.name ?? '';
}

/** "First Last" of users by id; ids that resolve to no user are missing from the map. */
export async function userNames(tx: DbOrTx, ids: readonly (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await tx.select({ id: users.id, firstName: users.firstName, lastName: users.lastName }).from(users).where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}

// ---------------------------------------------------------------------------------------------
// Best lists (read only: the lists belong to the best-list area)

export async function findBestListInMaster(tx: DbOrTx, id: number, masterId: number) {
  const [row] = await tx
    .select()
    .from(bestLists)
    .where(and(eq(bestLists.id, id), eq(bestLists.masterId, masterId)))
    .limit(1);
  return row;
}

/** The list's conditions for one event and class, or undefined when it does not count them. */
export async function findDefinitionRules(tx: DbOrTx, bestListId: number, eventId: number, classId: number): Promise<DefinitionRules | undefined> {
  const [row] = await tx
    .select({
      startAge: bestListDefinitions.startAge,
      endAge: bestListDefinitions.endAge,
      heightWeight: bestListDefinitions.heightWeight,
      wind: bestListDefinitions.wind,
      handTimeAllowed: bestListDefinitions.handTimeAllowed,
      environment: bestListDefinitions.environment,
    })
    .from(bestListDefinitions)
    .where(and(eq(bestListDefinitions.bestListId, bestListId), eq(bestListDefinitions.eventId, eventId), eq(bestListDefinitions.classId, classId)))
    .limit(1);
  return row;
}

/** One best list a performance counts for, with the performance's checking for it (if any). */
export interface PerformanceList {
  performanceId: number;
  bestListId: number;
  name: string;
  regionalRestrictionName: string | null;
  status: number | null;
  reason: string | null;
  userId: number | null;
}

type ListRow = {
  performance_id: number;
  best_list_id: number;
  name: string;
  restriction_name: string | null;
  status: number | null;
  reason: string | null;
  user_id: number | null;
};

/**
 * The best lists each performance counts for: lists of its federation with a definition for its
 * event and class whose regional restriction (if any) contains its club; with their checkings.
 * By list name. Raw SQL because the restriction is an array containment on the club's path.
 */
export async function listsOfPerformances(tx: DbOrTx, performanceIds: readonly number[]): Promise<Map<number, PerformanceList[]>> {
  const result = new Map<number, PerformanceList[]>();
  if (performanceIds.length === 0) return result;
  const ids = sql.join(
    [...new Set(performanceIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const rows = await tx.execute<ListRow>(sql`
    select p.id as performance_id, bl.id as best_list_id, bl.name, r.name as restriction_name, c.status, c.reason, c.user_id
    from performances p
    join best_list_definitions d on d.event_id = p.event_id and d.class_id = p.class_id
    join best_lists bl on bl.id = d.best_list_id and bl.master_id = p.master_id
    join organizations club on club.id = p.organization_id
    left join organizations r on r.id = bl.regional_restriction_id
    left join checkings c on c.performance_id = p.id and c.best_list_id = bl.id
    where p.id in (${ids}) and (bl.regional_restriction_id is null or club.path @> array[bl.regional_restriction_id]::integer[])
    order by p.id, translate(lower(bl.name), 'äöüß', 'aous'), bl.id`);
  for (const r of rows.rows) {
    const list = result.get(r.performance_id) ?? [];
    list.push({
      performanceId: r.performance_id,
      bestListId: r.best_list_id,
      name: r.name,
      regionalRestrictionName: r.restriction_name,
      status: r.status === null ? null : Number(r.status),
      reason: r.reason,
      userId: r.user_id,
    });
    result.set(r.performance_id, list);
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// Performances

/** A performance of the federation with what its form and checkings show. */
export interface PerformanceDetailRecord {
  performance: PerformanceRecord;
  competition: CompetitionRow;
  event: EventRow;
  ageClass: ClassRow;
  organizationName: string;
}

export async function findPerformance(tx: DbOrTx, id: number, masterId: number): Promise<PerformanceDetailRecord | undefined> {
  const [row] = await tx
    .select({ performance: performances, competition: perfCompetitions, event: events, ageClass: ageClasses, organizationName: organizations.name })
    .from(performances)
    .innerJoin(perfCompetitions, eq(perfCompetitions.id, performances.competitionId))
    .innerJoin(events, eq(events.id, performances.eventId))
    .innerJoin(ageClasses, eq(ageClasses.id, performances.classId))
    .innerJoin(organizations, eq(organizations.id, performances.organizationId))
    .where(and(eq(performances.id, id), eq(performances.masterId, masterId)))
    .limit(1);
  return row;
}

export async function relayMembersOf(tx: DbOrTx, performanceId: number) {
  return tx
    .select({
      athleteId: performanceRelayMembers.athleteId,
      value: performanceRelayMembers.value,
      firstName: athletes.firstName,
      lastName: athletes.lastName,
      gender: athletes.gender,
      organizationName: organizations.name,
      organizationPath: organizations.path,
    })
    .from(performanceRelayMembers)
    .innerJoin(athletes, eq(athletes.id, performanceRelayMembers.athleteId))
    .innerJoin(organizations, eq(organizations.id, athletes.organizationId))
    .where(eq(performanceRelayMembers.performanceId, performanceId))
    .orderBy(asc(performanceRelayMembers.position));
}

export async function subResultsOf(tx: DbOrTx, performanceId: number) {
  return tx
    .select({ sub: performanceSubResults, event: events })
    .from(performanceSubResults)
    .innerJoin(events, eq(events.id, performanceSubResults.eventId))
    .where(eq(performanceSubResults.performanceId, performanceId))
    .orderBy(asc(performanceSubResults.position));
}

async function writeParts(tx: DbOrTx, performanceId: number, members: NewRelayMember[], subs: NewSubResult[]): Promise<void> {
  await tx.delete(performanceRelayMembers).where(eq(performanceRelayMembers.performanceId, performanceId));
  await tx.delete(performanceSubResults).where(eq(performanceSubResults.performanceId, performanceId));
  if (members.length) await tx.insert(performanceRelayMembers).values(members.map((m) => ({ ...m, performanceId })));
  if (subs.length) await tx.insert(performanceSubResults).values(subs.map((s) => ({ ...s, performanceId })));
}

export async function insertPerformance(tx: DbOrTx, values: NewPerformance, members: NewRelayMember[], subs: NewSubResult[]): Promise<number> {
  const [row] = await tx.insert(performances).values(values).returning({ id: performances.id });
  await writeParts(tx, row.id, members, subs);
  return row.id;
}

/** Writes a performance of the creator organisation; false when it is gone or belongs to another organisation now. */
export async function updatePerformance(
  tx: DbOrTx,
  key: { id: number; masterId: number; creatorOrganizationId: number },
  values: Partial<NewPerformance>,
  members: NewRelayMember[],
  subs: NewSubResult[],
): Promise<boolean> {
  const rows = await tx
    .update(performances)
    .set(values)
    .where(and(eq(performances.id, key.id), eq(performances.masterId, key.masterId), eq(performances.creatorOrganizationId, key.creatorOrganizationId)))
    .returning({ id: performances.id });
  if (rows.length === 0) return false;
  await writeParts(tx, key.id, members, subs);
  return true;
}

/** Deletes a performance of the creator organisation with its members, sub-results and checkings (cascade). */
export async function deletePerformance(tx: DbOrTx, key: { id: number; masterId: number; creatorOrganizationId: number }): Promise<boolean> {
  const rows = await tx
    .delete(performances)
    .where(and(eq(performances.id, key.id), eq(performances.masterId, key.masterId), eq(performances.creatorOrganizationId, key.creatorOrganizationId)))
    .returning({ id: performances.id });
  return rows.length > 0;
}

// ---------------------------------------------------------------------------------------------
// Checkings

/** The checking of a performance for a list, locked for the toggle. */
export async function lockChecking(tx: DbOrTx, performanceId: number, bestListId: number) {
  const [row] = await tx
    .select()
    .from(checkings)
    .where(and(eq(checkings.performanceId, performanceId), eq(checkings.bestListId, bestListId)))
    .for('update')
    .limit(1);
  return row;
}

export async function insertChecking(tx: DbOrTx, values: typeof checkings.$inferInsert): Promise<void> {
  await tx.insert(checkings).values(values);
}

/** Changes a checking only while it still has the status the caller read; false otherwise. */
export async function updateCheckingFrom(tx: DbOrTx, id: number, expectedStatus: number, values: Partial<typeof checkings.$inferInsert>): Promise<boolean> {
  const rows = await tx
    .update(checkings)
    .set(values)
    .where(and(eq(checkings.id, id), eq(checkings.status, expectedStatus)))
    .returning({ id: checkings.id });
  return rows.length > 0;
}

/** Not-decided checkings for lists that have none yet; existing verdicts stay as they are. */
export async function insertNotDecided(tx: DbOrTx, performanceId: number, bestListIds: readonly number[], userId: number, status: number, at: Date): Promise<void> {
  if (bestListIds.length === 0) return;
  await tx
    .insert(checkings)
    .values(bestListIds.map((bestListId) => ({ performanceId, bestListId, status, userId, changedAt: at })))
    .onConflictDoNothing({ target: [checkings.performanceId, checkings.bestListId] });
}
