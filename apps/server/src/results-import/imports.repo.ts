import { and, asc, count, desc, eq, gt, isNotNull, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { perfCompetitions, resultImportRows, resultImports, users } from '../db/schema';
import type { Preview, PreviewRow } from './import-preview';

export type ImportRecord = typeof resultImports.$inferSelect;
export type ImportRowRecord = typeof resultImportRows.$inferSelect;

/** An import with its competition's name and days and the uploader's name. */
export interface ImportListRecord {
  import: ImportRecord;
  competitionName: string | null;
  competitionDateFrom: string | null;
  competitionDateTo: string | null;
  userName: string | null;
}

const listColumns = {
  import: resultImports,
  competitionName: perfCompetitions.name,
  competitionDateFrom: perfCompetitions.dateFrom,
  competitionDateTo: perfCompetitions.dateTo,
  userName: sql<string | null>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
};

function listQuery(db: DbOrTx, where: SQL | undefined) {
  return db
    .select(listColumns)
    .from(resultImports)
    .leftJoin(perfCompetitions, eq(perfCompetitions.id, resultImports.competitionId))
    .leftJoin(users, eq(users.id, resultImports.userId))
    .where(where);
}

export async function pageOfImports(db: DbOrTx, masterId: number, page: { limit: number; offset: number }): Promise<{ rows: ImportListRecord[]; total: number }> {
  const where = eq(resultImports.masterId, masterId);
  const [rows, [{ total }]] = await Promise.all([
    listQuery(db, where).orderBy(desc(resultImports.createdAt), desc(resultImports.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(resultImports).where(where),
  ]);
  return { rows, total };
}

export async function findImport(db: DbOrTx, id: number, masterId: number): Promise<ImportListRecord | undefined> {
  const [row] = await listQuery(db, and(eq(resultImports.id, id), eq(resultImports.masterId, masterId)));
  return row;
}

/** The import row locked for a change of its state. */
export async function lockImport(tx: DbOrTx, id: number, masterId: number): Promise<ImportRecord | undefined> {
  const [row] = await tx
    .select()
    .from(resultImports)
    .where(and(eq(resultImports.id, id), eq(resultImports.masterId, masterId)))
    .for('update');
  return row;
}

type ImportCounts = 'countOk' | 'countWarnings' | 'countErrors' | 'countCreated' | 'countUpdated' | 'countUnchanged' | 'countRemoved';

/** A read sheet kept as an import in preview: the import with the preview's counts, and its rows; its id. */
export async function keepPreview(tx: DbOrTx, preview: Preview, values: Omit<typeof resultImports.$inferInsert, ImportCounts>): Promise<number> {
  const { counts, changes } = preview;
  const [row] = await tx
    .insert(resultImports)
    .values({
      ...values,
      countOk: counts.ok,
      countWarnings: counts.warnings,
      countErrors: counts.errors,
      countCreated: changes.created,
      countUpdated: changes.updated,
      countUnchanged: changes.unchanged,
      countRemoved: changes.removed,
    })
    .returning({ id: resultImports.id });
  await insertRows(tx, row.id, preview.rows);
  return row.id;
}

/** Rows are written in batches: a 20,000-row sheet in one statement would exceed the parameter limit. */
async function insertRows(tx: DbOrTx, importId: number, rows: readonly PreviewRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.insert(resultImportRows).values(rows.slice(i, i + 1000).map((r) => ({ ...r, importId })));
  }
}

export async function updateImport(tx: DbOrTx, id: number, values: Partial<typeof resultImports.$inferInsert>): Promise<void> {
  await tx.update(resultImports).set(values).where(eq(resultImports.id, id));
}

export type RowFilter = 'ok' | 'warning' | 'error' | 'candidates' | undefined;

function rowConditions(importId: number, filter: RowFilter): SQL | undefined {
  const own = eq(resultImportRows.importId, importId);
  if (filter === 'candidates') return and(own, sql`jsonb_array_length(${resultImportRows.candidates}) > 0`, sql`coalesce((${resultImportRows.data} ->> 'resolved')::boolean, false) = false`);
  if (filter) return and(own, eq(resultImportRows.status, filter));
  return own;
}

/** One page of an import's rows in the file's order; the marks to be removed come last. */
export async function pageOfRows(db: DbOrTx, importId: number, filter: RowFilter, page: { limit: number; offset: number }): Promise<{ rows: ImportRowRecord[]; total: number }> {
  const where = rowConditions(importId, filter);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(resultImportRows).where(where).orderBy(asc(resultImportRows.position)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(resultImportRows).where(where),
  ]);
  return { rows, total };
}

/** How many rows still wait for the statistician's choice among candidates. */
export async function unresolvedRows(db: DbOrTx, importId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(resultImportRows).where(rowConditions(importId, 'candidates'));
  return n;
}

export async function findRowByLine(tx: DbOrTx, importId: number, line: number): Promise<ImportRowRecord | undefined> {
  const [row] = await tx
    .select()
    .from(resultImportRows)
    .where(and(eq(resultImportRows.importId, importId), eq(resultImportRows.line, line)));
  return row;
}

export async function updateRow(tx: DbOrTx, importId: number, position: number, values: Partial<typeof resultImportRows.$inferInsert>): Promise<void> {
  await tx
    .update(resultImportRows)
    .set(values)
    .where(and(eq(resultImportRows.importId, importId), eq(resultImportRows.position, position)));
}

export async function rowsOf(db: DbOrTx, importId: number): Promise<ImportRowRecord[]> {
  return db.select().from(resultImportRows).where(eq(resultImportRows.importId, importId)).orderBy(asc(resultImportRows.position));
}

export async function deleteRows(tx: DbOrTx, importId: number): Promise<void> {
  await tx.delete(resultImportRows).where(eq(resultImportRows.importId, importId));
}

/** Whether an import into the same competition was done after this one and is still in force (its undo must come first). */
export async function laterDoneImport(db: DbOrTx, record: ImportRecord): Promise<boolean> {
  if (record.competitionId === null || record.committedAt === null) return false;
  const [row] = await db
    .select({ id: resultImports.id })
    .from(resultImports)
    .where(
      and(
        eq(resultImports.competitionId, record.competitionId),
        eq(resultImports.state, 'done'),
        ne(resultImports.id, record.id),
        isNotNull(resultImports.committedAt),
        gt(resultImports.committedAt, record.committedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Other imports in preview for the competition (a commit changes what their preview says). */
export async function otherPreviews(db: DbOrTx, competitionId: number, exceptId: number) {
  return db
    .select({ id: resultImports.id })
    .from(resultImports)
    .where(and(eq(resultImports.competitionId, competitionId), eq(resultImports.state, 'preview'), ne(resultImports.id, exceptId), isNull(resultImports.committedAt)));
}
