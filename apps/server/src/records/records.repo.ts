import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { events, performances, recordSets, records } from '../db/schema';
import { containsPattern } from '../lib/sql-like';

export type RecordRow = typeof records.$inferSelect;
export type NewRecord = typeof records.$inferInsert;
export type EventRow = typeof events.$inferSelect;

/** A record with its event, and the athlete of the performance it was adopted from (where known). */
export interface RecordWithEvent {
  record: RecordRow;
  event: EventRow;
  athleteId: number | null;
}

function selectRecords(tx: DbOrTx) {
  return tx
    .select({ record: records, event: events, athleteId: performances.athleteId })
    .from(records)
    .innerJoin(events, eq(events.id, records.eventId))
    .leftJoin(performances, eq(performances.id, records.performanceId));
}

/** The record if its set belongs to the federation `masterId`; another federation's is treated as absent. */
export async function findRecord(tx: DbOrTx, id: number, masterId: number): Promise<RecordWithEvent | undefined> {
  const [row] = await selectRecords(tx)
    .innerJoin(recordSets, eq(recordSets.id, records.recordSetId))
    .where(and(eq(records.id, id), eq(recordSets.masterId, masterId)))
    .limit(1);
  return row && { record: row.record, event: row.event, athleteId: row.athleteId };
}

function listConditions(setId: number, search: string | undefined): SQL {
  const c: SQL[] = [eq(records.recordSetId, setId)];
  const text = search?.trim();
  if (text) {
    const pattern = containsPattern(text);
    c.push(
      or(
        ilike(records.athleteFirstname, pattern),
        ilike(records.athleteLastname, pattern),
        ilike(sql`${records.athleteFirstname} || ' ' || ${records.athleteLastname}`, pattern),
        ilike(records.recordTown, pattern),
      )!,
    );
  }
  return and(...c)!;
}

/** The list's order (spec §2.6 grouped by event type): event type, the event's order, then the day. */
const listOrder = [asc(events.eventType), asc(events.sortOrder), asc(records.recordDate), asc(records.id)];

/** One page of a set's records, and the total. */
export async function pageOfRecords(tx: DbOrTx, setId: number, search: string | undefined, page: { limit: number; offset: number }) {
  const where = listConditions(setId, search);
  const rows = await selectRecords(tx)
    .where(where)
    .orderBy(...listOrder)
    .limit(page.limit)
    .offset(page.offset);
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [total] = await tx.select({ n: count() }).from(records).where(where);
  return { rows, total: Number(total.n) };
}

/** Every record of the sets with one of `statuses`, in list order (the public page). */
export async function recordsOfSets(tx: DbOrTx, setIds: number[], statuses: number[]): Promise<RecordWithEvent[]> {
  if (setIds.length === 0) return [];
  return selectRecords(tx)
    .where(and(inArray(records.recordSetId, setIds), inArray(records.recordStatus, statuses)))
    .orderBy(asc(records.recordSetId), ...listOrder);
}

export async function insertRecord(tx: DbOrTx, values: NewRecord): Promise<number> {
  const [row] = await tx.insert(records).values(values).returning({ id: records.id });
  return row.id;
}

/** Writes a record; false when it is gone. */
export async function updateRecord(tx: DbOrTx, id: number, values: Partial<NewRecord>): Promise<boolean> {
  const rows = await tx.update(records).set(values).where(eq(records.id, id)).returning({ id: records.id });
  return rows.length > 0;
}

export async function deleteRecord(tx: DbOrTx, id: number): Promise<boolean> {
  const rows = await tx.delete(records).where(eq(records.id, id)).returning({ id: records.id });
  return rows.length > 0;
}

/** The events with these codes (the reference data may lack some). */
export async function eventsByCodes(tx: DbOrTx, codes: readonly string[]): Promise<EventRow[]> {
  if (codes.length === 0) return [];
  return tx.select().from(events).where(inArray(events.code, [...codes]));
}
