import { and, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { organizations, perfCompetitions } from '../db/schema';
import { containsPattern } from '../lib/sql-like';

const region = alias(organizations, 'competition_region');
const area = alias(organizations, 'competition_area');
const district = alias(organizations, 'competition_district');

export type CompetitionRow = typeof perfCompetitions.$inferSelect;
export type NewCompetition = typeof perfCompetitions.$inferInsert;

/** A competition with the names of its state, area and district association. */
export interface CompetitionRecord {
  competition: CompetitionRow;
  regionName: string | null;
  areaName: string | null;
  districtName: string | null;
}

function selectRecords(tx: DbOrTx) {
  return tx
    .select({ competition: perfCompetitions, regionName: region.name, areaName: area.name, districtName: district.name })
    .from(perfCompetitions)
    .leftJoin(region, eq(region.id, perfCompetitions.regionId))
    .leftJoin(area, eq(area.id, perfCompetitions.areaId))
    .leftJoin(district, eq(district.id, perfCompetitions.districtId));
}

/** The competition if it belongs to the federation `masterId`; another federation's is treated as absent. */
export async function findCompetition(tx: DbOrTx, id: number, masterId: number): Promise<CompetitionRecord | undefined> {
  const [row] = await selectRecords(tx)
    .where(and(eq(perfCompetitions.id, id), eq(perfCompetitions.masterId, masterId)))
    .limit(1);
  return row;
}

export interface CompetitionFilter {
  freetextSearch?: string;
  /** Competitions starting on this day or later. */
  dateFrom?: string;
}

/** The list's conditions: the federation, free text on name, location and town, the first day. */
export function listConditions(masterId: number, filter: CompetitionFilter): SQL {
  const c: SQL[] = [eq(perfCompetitions.masterId, masterId)];
  const text = filter.freetextSearch?.trim();
  if (text) {
    const pattern = containsPattern(text);
    c.push(or(ilike(perfCompetitions.name, pattern), ilike(perfCompetitions.location, pattern), ilike(perfCompetitions.town, pattern))!);
  }
  if (filter.dateFrom) c.push(gte(perfCompetitions.dateFrom, filter.dateFrom));
  return and(...c)!;
}

const newestFirst = [desc(perfCompetitions.dateFrom), desc(perfCompetitions.id)];

/** One page of competitions, newest first, and the total. */
export async function pageOfCompetitions(tx: DbOrTx, where: SQL, page: { limit: number; offset: number }): Promise<{ rows: CompetitionRecord[]; total: number }> {
  // The page's ids first, on the table and its (master, date_from, id) index; names for these rows only.
  const ids = (await tx.select({ id: perfCompetitions.id }).from(perfCompetitions).where(where).orderBy(...newestFirst).limit(page.limit).offset(page.offset)).map((r) => r.id);
  const rows = ids.length ? await selectRecords(tx).where(inArray(perfCompetitions.id, ids)).orderBy(...newestFirst) : [];
  if (page.offset === 0 && rows.length < page.limit) return { rows, total: rows.length };
  const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(perfCompetitions).where(where);
  return { rows, total: Number(count.n) };
}

/** Competitions for a selector: newest first, at most `limit`. */
export async function competitionOptions(tx: DbOrTx, where: SQL, limit: number): Promise<CompetitionRow[]> {
  return tx.select().from(perfCompetitions).where(where).orderBy(...newestFirst).limit(limit);
}

export async function insertCompetition(tx: DbOrTx, values: NewCompetition): Promise<number> {
  const [row] = await tx.insert(perfCompetitions).values(values).returning({ id: perfCompetitions.id });
  return row.id;
}

/** Writes the fields of a portal competition; false when it is gone or no longer a portal entry. */
export async function updateCompetition(tx: DbOrTx, id: number, masterId: number, importSource: string, values: Partial<NewCompetition>): Promise<boolean> {
  const rows = await tx
    .update(perfCompetitions)
    .set(values)
    .where(and(eq(perfCompetitions.id, id), eq(perfCompetitions.masterId, masterId), eq(perfCompetitions.importSource, importSource)))
    .returning({ id: perfCompetitions.id });
  return rows.length > 0;
}
