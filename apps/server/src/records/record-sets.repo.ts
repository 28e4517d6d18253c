import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { ageClasses, organizations, recordSets, records } from '../db/schema';
import { containsPattern } from '../lib/sql-like';
import { sortKey } from '../lib/sql-sort';

const qualifier = alias(organizations, 'record_set_qualifier');

export type RecordSetRow = typeof recordSets.$inferSelect;
export type NewRecordSet = typeof recordSets.$inferInsert;

/** A set with the name of the association it holds for, and how many records it has. */
export interface RecordSetRecord {
  set: RecordSetRow;
  qualifierName: string | null;
  recordCount: number;
}

function selectSets(tx: DbOrTx) {
  return tx
    .select({
      set: recordSets,
      qualifierName: qualifier.name,
      recordCount: sql<number>`(select count(*)::int from ${records} where ${records.recordSetId} = ${recordSets.id})`,
    })
    .from(recordSets)
    .leftJoin(qualifier, eq(qualifier.id, recordSets.validityOrganizationId));
}

const asRecord = (row: { set: RecordSetRow; qualifierName: string | null; recordCount: number | string }): RecordSetRecord => ({ ...row, recordCount: Number(row.recordCount) });

/** The set if it belongs to the federation `masterId`; another federation's is treated as absent. */
export async function findRecordSet(tx: DbOrTx, id: number, masterId: number): Promise<RecordSetRecord | undefined> {
  const [row] = await selectSets(tx)
    .where(and(eq(recordSets.id, id), eq(recordSets.masterId, masterId)))
    .limit(1);
  return row && asRecord(row);
}

function listConditions(masterId: number, search: string | undefined): SQL {
  const c: SQL[] = [eq(recordSets.masterId, masterId)];
  const text = search?.trim();
  if (text) c.push(or(ilike(recordSets.name, containsPattern(text)), ilike(recordSets.code, containsPattern(text)))!);
  return and(...c)!;
}

const byName = [sortKey(recordSets.name), asc(recordSets.id)];

/** One page of the federation's sets by name (search on name and code), and the total. */
export async function pageOfRecordSets(tx: DbOrTx, masterId: number, search: string | undefined, page: { limit: number; offset: number }) {
  const where = listConditions(masterId, search);
  const rows = (
    await selectSets(tx)
      .where(where)
      .orderBy(...byName)
      .limit(page.limit)
      .offset(page.offset)
  ).map(asRecord);
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [total] = await tx.select({ n: count() }).from(recordSets).where(where);
  return { rows, total: Number(total.n) };
}

/** Every set of one federation, or of all, by federation and name (the public page). */
export async function publicRecordSets(tx: DbOrTx, masterId: number | undefined) {
  const master = alias(organizations, 'record_set_master');
  const rows = await tx
    .select({ set: recordSets, qualifierName: qualifier.name, masterName: master.name })
    .from(recordSets)
    .innerJoin(master, eq(master.id, recordSets.masterId))
    .leftJoin(qualifier, eq(qualifier.id, recordSets.validityOrganizationId))
    .where(masterId === undefined ? undefined : eq(recordSets.masterId, masterId))
    .orderBy(asc(master.id), ...byName);
  return rows;
}

export async function insertRecordSet(tx: DbOrTx, values: NewRecordSet): Promise<number> {
  const [row] = await tx.insert(recordSets).values(values).returning({ id: recordSets.id });
  return row.id;
}

/** Writes a set of the federation; false when it is gone. */
export async function updateRecordSet(tx: DbOrTx, id: number, masterId: number, values: Partial<NewRecordSet>): Promise<boolean> {
  const rows = await tx
    .update(recordSets)
    .set(values)
    .where(and(eq(recordSets.id, id), eq(recordSets.masterId, masterId)))
    .returning({ id: recordSets.id });
  return rows.length > 0;
}

/** Deletes a set of the federation; its records go with it (the foreign key cascades). False when it is gone. */
export async function deleteRecordSet(tx: DbOrTx, id: number, masterId: number): Promise<boolean> {
  const rows = await tx
    .delete(recordSets)
    .where(and(eq(recordSets.id, id), eq(recordSets.masterId, masterId)))
    .returning({ id: recordSets.id });
  return rows.length > 0;
}

/** Indoors no wind is read: the records of a set that became indoor lose theirs. */
export async function clearWindOfSet(tx: DbOrTx, setId: number): Promise<void> {
  await tx.update(records).set({ windTenths: null }).where(eq(records.recordSetId, setId));
}

/** Whether the organisation is the federation `masterId` itself or one of its organisations of `types`. */
export async function isAssociationOf(tx: DbOrTx, organizationId: number, masterId: number, types: readonly ('master' | 'Region')[]): Promise<boolean> {
  if (organizationId === masterId) return types.includes('master');
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), eq(organizations.masterId, masterId), inArray(organizations.type, [...types])))
    .limit(1);
  return rows.length > 0;
}

/** Whether the federation's reference data holds the class. */
export async function classExists(tx: DbOrTx, code: string): Promise<boolean> {
  const rows = await tx.select({ code: ageClasses.code }).from(ageClasses).where(eq(ageClasses.code, code)).limit(1);
  return rows.length > 0;
}
