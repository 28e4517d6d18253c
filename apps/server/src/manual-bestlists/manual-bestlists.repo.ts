import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { ageClasses, manualBestlists, manualPerformances, organizations } from '../db/schema';
import { containsPattern } from '../lib/sql-like';
import { sortKey } from '../lib/sql-sort';

export type ManualBestlistRow = typeof manualBestlists.$inferSelect;
export type NewManualBestlist = typeof manualBestlists.$inferInsert;

/** A list with its class's stored (German) name and the number of its performances. */
export interface ManualBestlistRecord {
  list: ManualBestlistRow;
  className: string;
  performanceCount: number;
}

const performanceCount = sql<number>`(select count(*) from ${manualPerformances} where ${manualPerformances.manualBestlistId} = ${manualBestlists.id})`.mapWith(Number);

function selectRecords(tx: DbOrTx) {
  return tx
    .select({ list: manualBestlists, className: ageClasses.name, performanceCount })
    .from(manualBestlists)
    .innerJoin(ageClasses, eq(ageClasses.code, manualBestlists.classCode));
}

const byName = [sortKey(manualBestlists.name), asc(manualBestlists.id)];

/** The list if it belongs to the federation `masterId`; another federation's is treated as absent. */
export async function findManualBestlist(tx: DbOrTx, id: number, masterId: number): Promise<ManualBestlistRecord | undefined> {
  const [row] = await selectRecords(tx)
    .where(and(eq(manualBestlists.id, id), eq(manualBestlists.masterId, masterId)))
    .limit(1);
  return row;
}

/** The list of any federation with the federation's name (the public page). */
export async function findPublicManualBestlist(tx: DbOrTx, id: number): Promise<(ManualBestlistRecord & { masterName: string }) | undefined> {
  const master = alias(organizations, 'manual_list_master');
  const [row] = await tx
    .select({ list: manualBestlists, className: ageClasses.name, performanceCount, masterName: master.name })
    .from(manualBestlists)
    .innerJoin(ageClasses, eq(ageClasses.code, manualBestlists.classCode))
    .innerJoin(master, eq(master.id, manualBestlists.masterId))
    .where(eq(manualBestlists.id, id))
    .limit(1);
  return row;
}

function listConditions(masterId: number, search: string | undefined): SQL {
  const c: SQL[] = [eq(manualBestlists.masterId, masterId)];
  if (search?.trim()) {
    const pattern = containsPattern(search);
    c.push(or(ilike(manualBestlists.name, pattern), ilike(manualBestlists.code, pattern))!);
  }
  return and(...c)!;
}

/** One page of the federation's lists by name (searched in name and code), and the total. */
export async function pageOfManualBestlists(tx: DbOrTx, masterId: number, search: string | undefined, page: { limit: number; offset: number }) {
  const where = listConditions(masterId, search);
  const rows = await selectRecords(tx)
    .where(where)
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [total] = await tx.select({ n: count() }).from(manualBestlists).where(where);
  return { rows, total: Number(total.n) };
}

/** Every list of one or all federations with the federation's name, by federation and name (public overview). */
export async function publicManualBestlists(tx: DbOrTx, masterId: number | undefined) {
  const master = alias(organizations, 'manual_list_master');
  return tx
    .select({ list: manualBestlists, className: ageClasses.name, masterName: master.name })
    .from(manualBestlists)
    .innerJoin(ageClasses, eq(ageClasses.code, manualBestlists.classCode))
    .innerJoin(master, eq(master.id, manualBestlists.masterId))
    .where(masterId === undefined ? undefined : eq(manualBestlists.masterId, masterId))
    .orderBy(asc(master.id), ...byName);
}

export async function insertManualBestlist(tx: DbOrTx, values: NewManualBestlist): Promise<number> {
  const [row] = await tx.insert(manualBestlists).values(values).returning({ id: manualBestlists.id });
  return row.id;
}

/** Writes the list's fields; false when it is gone or of another federation. */
export async function updateManualBestlist(tx: DbOrTx, id: number, masterId: number, values: Partial<NewManualBestlist>): Promise<boolean> {
  const rows = await tx
    .update(manualBestlists)
    .set(values)
    .where(and(eq(manualBestlists.id, id), eq(manualBestlists.masterId, masterId)))
    .returning({ id: manualBestlists.id });
  return rows.length > 0;
}

/** Locks the list of the federation for a change of its performances; false when there is none. */
export async function lockManualBestlist(tx: DbOrTx, id: number, masterId: number): Promise<ManualBestlistRow | undefined> {
  const [row] = await tx
    .select()
    .from(manualBestlists)
    .where(and(eq(manualBestlists.id, id), eq(manualBestlists.masterId, masterId)))
    .for('update');
  return row;
}

/** Deletes the list (its performances go with it, by the foreign key); false when there was none. */
export async function deleteManualBestlist(tx: DbOrTx, id: number, masterId: number): Promise<boolean> {
  const rows = await tx
    .delete(manualBestlists)
    .where(and(eq(manualBestlists.id, id), eq(manualBestlists.masterId, masterId)))
    .returning({ id: manualBestlists.id });
  return rows.length > 0;
}

/** Whether the federation knows the class (its stored name), or undefined. */
export async function findClassByCode(tx: DbOrTx, code: string) {
  const [row] = await tx.select().from(ageClasses).where(eq(ageClasses.code, code)).limit(1);
  return row;
}
