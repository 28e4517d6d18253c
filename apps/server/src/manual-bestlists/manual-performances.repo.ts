import { and, asc, eq, gt, ilike, inArray, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { Environment, manualListDateRange } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { events, manualBestlists, manualPerformances } from '../db/schema';
import { containsPattern } from '../lib/sql-like';

export type ManualPerformanceRow = typeof manualPerformances.$inferSelect;
export type NewManualPerformance = typeof manualPerformances.$inferInsert;
export type EventRow = typeof events.$inferSelect;

/** A performance with its event and its place among the list's marks of the event. */
export interface RankedManualPerformance {
  performance: ManualPerformanceRow;
  event: EventRow;
  rank: number;
}

/**
 * Where an event type stands in the list: at its first event in the federation's event order, so
 * that sprints come before middle distances, hurdles, jumps and throws, and an event type's events
 * stay together (a steeplechase is listed with the other middle distances).
 */
const eventTypeOrder = sql`(select min(t.sort_order) from ${events} t where t.event_type = ${events.eventType})`;

/** The list's order: event type, event, rank (sort key), then the earlier mark, then the first entered. */
const listOrder = (rank: SQL.Aliased<number>) => [eventTypeOrder, asc(events.eventType), asc(events.sortOrder), asc(events.id), sql`${rank}`, asc(manualPerformances.performanceDate), asc(manualPerformances.id)];

export interface ManualPerformanceFilter {
  freetextSearch?: string;
  eventCode?: string;
}

function filterConditions(filter: ManualPerformanceFilter): SQL | undefined {
  const c: SQL[] = [];
  const text = filter.freetextSearch?.trim();
  if (text) {
    const pattern = containsPattern(text);
    const fullName = sql`coalesce(${manualPerformances.athleteFirstname}, '') || ' ' || ${manualPerformances.athleteLastname}`;
    c.push(or(ilike(manualPerformances.athleteLastname, pattern), ilike(manualPerformances.athleteFirstname, pattern), ilike(fullName, pattern))!);
  }
  if (filter.eventCode?.trim()) c.push(eq(events.code, filter.eventCode.trim()));
  return c.length ? and(...c) : undefined;
}

/**
 * A page of a list's performances in list order, each with its rank among all the list's marks of
 * its event (`rank()` over the sort key: equal marks share a place), however the page is filtered.
 */
export async function pageOfManualPerformances(
  tx: DbOrTx,
  listId: number,
  filter: ManualPerformanceFilter,
  page: { limit: number; offset: number } | null,
): Promise<{ rows: RankedManualPerformance[]; total: number }> {
  const ranked = tx.$with('ranked').as(
    tx
      .select({
        rankedId: sql<number>`${manualPerformances.id}`.as('ranked_id'),
        rank: sql<number>`rank() over (partition by ${manualPerformances.eventId} order by ${manualPerformances.sortKey})`.as('rank'),
      })
      .from(manualPerformances)
      .where(eq(manualPerformances.manualBestlistId, listId)),
  );
  const query = tx
    .with(ranked)
    .select({ performance: manualPerformances, event: events, rank: sql<number>`${ranked.rank}`.mapWith(Number), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(ranked)
    .innerJoin(manualPerformances, eq(manualPerformances.id, ranked.rankedId))
    .innerJoin(events, eq(events.id, manualPerformances.eventId))
    .where(filterConditions(filter))
    .orderBy(...listOrder(ranked.rank));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  if (rows.length > 0 || !page || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // Beyond the last page no row tells the total.
  const [counted] = await tx
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(manualPerformances)
    .innerJoin(events, eq(events.id, manualPerformances.eventId))
    .where(and(eq(manualPerformances.manualBestlistId, listId), filterConditions(filter)));
  return { rows, total: counted.n };
}

/** The performance if its list belongs to the federation `masterId`, with its event and rank; another federation's is absent. */
export async function findManualPerformance(tx: DbOrTx, id: number, masterId: number): Promise<(RankedManualPerformance & { list: typeof manualBestlists.$inferSelect }) | undefined> {
  const better = sql<number>`(1 + (select count(*) from ${manualPerformances} o where o.manual_bestlist_id = ${manualPerformances.manualBestlistId} and o.event_id = ${manualPerformances.eventId} and o.sort_key < ${manualPerformances.sortKey}))`;
  const [row] = await tx
    .select({ performance: manualPerformances, event: events, list: manualBestlists, rank: better.mapWith(Number) })
    .from(manualPerformances)
    .innerJoin(manualBestlists, eq(manualBestlists.id, manualPerformances.manualBestlistId))
    .innerJoin(events, eq(events.id, manualPerformances.eventId))
    .where(and(eq(manualPerformances.id, id), eq(manualBestlists.masterId, masterId)))
    .limit(1);
  return row;
}

export async function insertManualPerformance(tx: DbOrTx, values: NewManualPerformance): Promise<number> {
  const [row] = await tx.insert(manualPerformances).values(values).returning({ id: manualPerformances.id });
  return row.id;
}

export async function updateManualPerformance(tx: DbOrTx, id: number, values: Partial<NewManualPerformance>): Promise<void> {
  await tx.update(manualPerformances).set(values).where(eq(manualPerformances.id, id));
}

export async function deleteManualPerformance(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(manualPerformances).where(eq(manualPerformances.id, id));
}

/** The reference rows of these event codes. */
export async function eventsByCodes(tx: DbOrTx, codes: readonly string[]): Promise<EventRow[]> {
  return codes.length ? tx.select().from(events).where(inArray(events.code, [...codes])) : [];
}

/** Codes of the events the list has performances in. */
export async function usedEventCodes(tx: DbOrTx, listId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ code: events.code })
    .from(manualPerformances)
    .innerJoin(events, eq(events.id, manualPerformances.eventId))
    .where(eq(manualPerformances.manualBestlistId, listId));
  return rows.map((r) => r.code);
}

/**
 * Whether the list has a performance dated outside the season of `year` for the list's environment
 * (`manualListDateRange`; on a list of both environments each event's environment decides).
 */
export async function hasPerformancesOutsideSeason(tx: DbOrTx, listId: number, year: number, listEnvironment: number): Promise<boolean> {
  const outside = Object.values(Environment).map((eventEnvironment) => {
    const { from, to } = manualListDateRange(year, listEnvironment, eventEnvironment);
    return and(eq(events.environment, eventEnvironment), or(lt(manualPerformances.performanceDate, from), gt(manualPerformances.performanceDate, to)));
  });
  const rows = await tx
    .select({ id: manualPerformances.id })
    .from(manualPerformances)
    .innerJoin(events, eq(events.id, manualPerformances.eventId))
    .where(and(eq(manualPerformances.manualBestlistId, listId), or(...outside)))
    .limit(1);
  return rows.length > 0;
}

/** Whether the list has a performance of another gender than `gender`. */
export async function hasPerformancesOfOtherGender(tx: DbOrTx, listId: number, gender: number): Promise<boolean> {
  const rows = await tx
    .select({ id: manualPerformances.id })
    .from(manualPerformances)
    .where(and(eq(manualPerformances.manualBestlistId, listId), ne(manualPerformances.gender, gender)))
    .limit(1);
  return rows.length > 0;
}

/** Clears the wind readings of the list's performances (the list became an indoor list, where none counts). */
export async function clearWindOfList(tx: DbOrTx, listId: number): Promise<void> {
  await tx
    .update(manualPerformances)
    .set({ windTenths: null })
    .where(and(eq(manualPerformances.manualBestlistId, listId), isNotNull(manualPerformances.windTenths)));
}
