import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrganizationType } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { ageClasses, bestListDefinitions, bestLists, events, organizations } from '../db/schema';
import { containsPattern } from '../lib/sql-like';
import { sortKey } from '../lib/sql-sort';

const restriction = alias(organizations, 'best_list_restriction');
const owner = alias(organizations, 'best_list_owner');

export type BestListRow = typeof bestLists.$inferSelect;
export type DefinitionRow = typeof bestListDefinitions.$inferSelect;

/** A list with the names of its owner and regional restriction. */
export interface BestListRecord {
  list: BestListRow;
  ownerName: string;
  regionalRestrictionName: string | null;
}

function selectRecords(tx: DbOrTx) {
  return tx
    .select({ list: bestLists, ownerName: owner.name, regionalRestrictionName: restriction.name })
    .from(bestLists)
    .innerJoin(owner, eq(owner.id, bestLists.ownerId))
    .leftJoin(restriction, eq(restriction.id, bestLists.regionalRestrictionId));
}

/** The list if it belongs to the federation `masterId`; another federation's is treated as absent. */
export async function findBestList(tx: DbOrTx, id: number, masterId: number): Promise<BestListRecord | undefined> {
  const [row] = await selectRecords(tx)
    .where(and(eq(bestLists.id, id), eq(bestLists.masterId, masterId)))
    .limit(1);
  return row;
}

/** The list (any federation): the public pages show every federation's lists. */
export async function findPublicBestList(tx: DbOrTx, id: number): Promise<(BestListRecord & { masterName: string }) | undefined> {
  const master = alias(organizations, 'best_list_master');
  const [row] = await tx
    .select({ list: bestLists, ownerName: owner.name, regionalRestrictionName: restriction.name, masterName: master.name })
    .from(bestLists)
    .innerJoin(owner, eq(owner.id, bestLists.ownerId))
    .innerJoin(master, eq(master.id, bestLists.masterId))
    .leftJoin(restriction, eq(restriction.id, bestLists.regionalRestrictionId))
    .where(eq(bestLists.id, id))
    .limit(1);
  return row;
}

/** Locks the list row for a change of its definitions, so that two saves of the matrix run one after the other. */
export async function lockBestList(tx: DbOrTx, id: number, masterId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: bestLists.id })
    .from(bestLists)
    .where(and(eq(bestLists.id, id), eq(bestLists.masterId, masterId)))
    .for('update');
  return rows.length > 0;
}

/** The spec's search covers the name or the location; a list's location is its regional restriction. */
function listConditions(masterId: number, search: string | undefined): SQL {
  const c: SQL[] = [eq(bestLists.masterId, masterId)];
  if (search?.trim()) c.push(or(ilike(bestLists.name, containsPattern(search)), ilike(restriction.name, containsPattern(search)))!);
  return and(...c)!;
}

const byName = [sortKey(bestLists.name), asc(bestLists.id)];

/** One page of the federation's lists by name, and the total. */
export async function pageOfBestLists(tx: DbOrTx, masterId: number, search: string | undefined, page: { limit: number; offset: number }) {
  const where = listConditions(masterId, search);
  const rows = await selectRecords(tx)
    .where(where)
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [total] = await tx
    .select({ n: count() })
    .from(bestLists)
    .leftJoin(restriction, eq(restriction.id, bestLists.regionalRestrictionId))
    .where(where);
  return { rows, total: Number(total.n) };
}

/** Every list of the federation by name (selectors). */
export async function bestListOptions(tx: DbOrTx, masterId: number) {
  return tx
    .select({ value: bestLists.id, text: bestLists.name })
    .from(bestLists)
    .where(eq(bestLists.masterId, masterId))
    .orderBy(...byName);
}

/** Every list of one or all federations, with the federation's name, by federation and name (public overview). */
export async function publicBestLists(tx: DbOrTx, masterId: number | undefined) {
  const master = alias(organizations, 'best_list_master');
  return tx
    .select({ id: bestLists.id, name: bestLists.name, masterId: bestLists.masterId, masterName: master.name, regionalRestrictionName: restriction.name })
    .from(bestLists)
    .innerJoin(master, eq(master.id, bestLists.masterId))
    .leftJoin(restriction, eq(restriction.id, bestLists.regionalRestrictionId))
    .where(masterId === undefined ? undefined : eq(bestLists.masterId, masterId))
    .orderBy(asc(master.id), ...byName);
}

export async function insertBestList(tx: DbOrTx, values: typeof bestLists.$inferInsert): Promise<number> {
  const [row] = await tx.insert(bestLists).values(values).returning({ id: bestLists.id });
  return row.id;
}

export async function updateBestList(tx: DbOrTx, id: number, masterId: number, values: { name: string; regionalRestrictionId: number | null }): Promise<boolean> {
  const rows = await tx
    .update(bestLists)
    .set(values)
    .where(and(eq(bestLists.id, id), eq(bestLists.masterId, masterId)))
    .returning({ id: bestLists.id });
  return rows.length > 0;
}

/** Organisation types a list may be restricted to: associations and clubs (PRODUCT §1). */
export const restrictionTypes: OrganizationType[] = ['Region', 'Area', 'District', 'Club', 'LG', 'StG'];

/** Candidates for the regional restriction: associations and clubs of the federation whose name contains `search`. */
export async function restrictionCandidates(tx: DbOrTx, masterId: number, search: string, limit: number) {
  return tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.masterId, masterId), inArray(organizations.type, restrictionTypes), ilike(organizations.name, containsPattern(search))))
    .orderBy(organizations.sortName, asc(organizations.id))
    .limit(limit);
}

// ---------------------------------------------------------------------------------------------
// Definitions

/** A definition with its class and event as the screens and the rankings need them. */
export interface DefinitionRecord {
  definition: DefinitionRow;
  classCode: string;
  className: string;
  classOrder: number;
  eventCode: string;
  eventName: string;
  eventOrder: number;
  eventMeasurement: string;
  heightWeightUnit: string | null;
}

/** The definitions of a list, by class order, then event order. */
export async function definitionsOf(tx: DbOrTx, listId: number, where?: SQL): Promise<DefinitionRecord[]> {
  return tx
    .select({
      definition: bestListDefinitions,
      classCode: ageClasses.code,
      className: ageClasses.name,
      classOrder: ageClasses.sortOrder,
      eventCode: events.code,
      eventName: events.name,
      eventOrder: events.sortOrder,
      eventMeasurement: events.measurement,
      heightWeightUnit: events.heightWeightUnit,
    })
    .from(bestListDefinitions)
    .innerJoin(ageClasses, eq(ageClasses.id, bestListDefinitions.classId))
    .innerJoin(events, eq(events.id, bestListDefinitions.eventId))
    .where(and(eq(bestListDefinitions.bestListId, listId), where))
    .orderBy(asc(ageClasses.sortOrder), asc(events.sortOrder), asc(bestListDefinitions.id));
}

/** The definition of one event and class of a list, by their codes. */
export async function definitionByCodes(tx: DbOrTx, listId: number, eventCode: string, classCode: string): Promise<DefinitionRecord | undefined> {
  const [row] = await definitionsOf(tx, listId, and(eq(events.code, eventCode), eq(ageClasses.code, classCode)));
  return row;
}

export type NewDefinition = typeof bestListDefinitions.$inferInsert;

/** Adds definitions; combinations the list has already stay as they are. Answers how many were added. */
export async function insertDefinitions(tx: DbOrTx, values: NewDefinition[]): Promise<number> {
  let added = 0;
  // In chunks: every row binds ten parameters, and a statement takes at most 65535.
  for (let i = 0; i < values.length; i += 1000) {
    const rows = await tx
      .insert(bestListDefinitions)
      .values(values.slice(i, i + 1000))
      .onConflictDoNothing({ target: [bestListDefinitions.bestListId, bestListDefinitions.classId, bestListDefinitions.eventId] })
      .returning({ id: bestListDefinitions.id });
    added += rows.length;
  }
  return added;
}

export async function deleteDefinitions(tx: DbOrTx, listId: number, ids: number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 1000) {
    await tx.delete(bestListDefinitions).where(and(eq(bestListDefinitions.bestListId, listId), inArray(bestListDefinitions.id, ids.slice(i, i + 1000))));
  }
}

export async function countDefinitions(tx: DbOrTx, listId: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(bestListDefinitions).where(eq(bestListDefinitions.bestListId, listId));
  return Number(row.n);
}

/** The lists that the definitions belong to, for those of the federation `masterId` (others are absent). */
export async function definitionOwners(tx: DbOrTx, ids: number[], masterId: number): Promise<{ id: number; bestListId: number }[]> {
  return tx
    .select({ id: bestListDefinitions.id, bestListId: bestListDefinitions.bestListId })
    .from(bestListDefinitions)
    .innerJoin(bestLists, eq(bestLists.id, bestListDefinitions.bestListId))
    .where(and(inArray(bestListDefinitions.id, ids), eq(bestLists.masterId, masterId)));
}

export interface DefinitionValuesRow {
  id: number;
  startAge: number;
  endAge: number;
  heightWeight: number | null;
  wind: boolean;
  environment: number;
  handTimeAllowed: boolean;
}

/** Writes the values of many definitions of one list in one statement per thousand rows. */
export async function updateDefinitionValues(tx: DbOrTx, listId: number, rows: DefinitionValuesRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    const values = sql.join(
      rows
        .slice(i, i + 1000)
        .map(
          (r) =>
            sql`(${r.id}::integer, ${r.startAge}::smallint, ${r.endAge}::smallint, ${r.heightWeight}::numeric, ${r.wind}::boolean, ${r.environment}::smallint, ${r.handTimeAllowed}::boolean)`,
        ),
      sql`, `,
    );
    // Raw SQL: Drizzle has no UPDATE … FROM (VALUES …), which writes every row in one statement.
    await tx.execute(sql`
      update best_list_definitions d set start_age = v.start_age, end_age = v.end_age, height_weight = v.height_weight,
        wind = v.wind, environment = v.environment, hand_time_allowed = v.hand_time_allowed
      from (values ${values}) as v(id, start_age, end_age, height_weight, wind, environment, hand_time_allowed)
      where d.id = v.id and d.best_list_id = ${listId}`);
  }
}

/** The classes of a list's definitions, in their order. */
export async function classesOfList(tx: DbOrTx, listId: number) {
  return tx
    .selectDistinct({ id: ageClasses.id, code: ageClasses.code, name: ageClasses.name, order: ageClasses.sortOrder })
    .from(bestListDefinitions)
    .innerJoin(ageClasses, eq(ageClasses.id, bestListDefinitions.classId))
    .where(eq(bestListDefinitions.bestListId, listId))
    .orderBy(asc(ageClasses.sortOrder));
}

/** The events of a list's definitions for a class and environment (2 = any; a definition for both environments fits either). */
export async function eventsOfList(tx: DbOrTx, listId: number, classId: number, environment: number) {
  const env = environment === 2 ? undefined : or(eq(bestListDefinitions.environment, environment), eq(bestListDefinitions.environment, 2));
  return tx
    .selectDistinct({ id: events.id, code: events.code, name: events.name, order: events.sortOrder })
    .from(bestListDefinitions)
    .innerJoin(events, eq(events.id, bestListDefinitions.eventId))
    .where(and(eq(bestListDefinitions.bestListId, listId), eq(bestListDefinitions.classId, classId), env))
    .orderBy(asc(events.sortOrder));
}

// ---------------------------------------------------------------------------------------------
// Reference data

export type EventRow = typeof events.$inferSelect;
export type ClassRow = typeof ageClasses.$inferSelect;

export async function allClasses(tx: DbOrTx): Promise<ClassRow[]> {
  return tx.select().from(ageClasses).orderBy(asc(ageClasses.sortOrder));
}

export async function allEvents(tx: DbOrTx): Promise<EventRow[]> {
  return tx.select().from(events).orderBy(asc(events.sortOrder));
}

export async function eventsByIds(tx: DbOrTx, ids: number[]): Promise<EventRow[]> {
  return ids.length ? tx.select().from(events).where(inArray(events.id, ids)) : [];
}

export async function classesByIds(tx: DbOrTx, ids: number[]): Promise<ClassRow[]> {
  return ids.length ? tx.select().from(ageClasses).where(inArray(ageClasses.id, ids)) : [];
}

export async function eventsByCodes(tx: DbOrTx, codes: string[]): Promise<EventRow[]> {
  return codes.length ? tx.select().from(events).where(inArray(events.code, codes)) : [];
}

export async function classesByCodes(tx: DbOrTx, codes: string[]): Promise<ClassRow[]> {
  return codes.length ? tx.select().from(ageClasses).where(inArray(ageClasses.code, codes)) : [];
}
