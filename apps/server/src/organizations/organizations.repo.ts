import { and, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { OrganizationType } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations } from '../db/schema';
import { containsPattern } from '../lib/sql-like';

export type OrganizationRow = typeof organizations.$inferSelect;

export interface NewOrganization {
  name: string;
  type: OrganizationType;
  parentId?: number | null;
  stateCode?: string | null;
  district?: string | null;
  area?: string | null;
  externalId?: string | null;
  defaultLanguageId?: number | null;
}

/** Inserts an organisation under its parent, deriving its master organisation and ancestor path. */
export async function insertOrganization(tx: DbOrTx, input: NewOrganization): Promise<OrganizationRow> {
  const parent = input.parentId ? await findOrganization(tx, input.parentId) : undefined;
  if (input.parentId && !parent) throw new Error(`parent organisation ${input.parentId} not found`);
  const [row] = await tx
    .insert(organizations)
    .values({ ...input, parentId: input.parentId ?? null, masterId: parent?.masterId ?? null, path: parent?.path ?? [] })
    .returning();
  const [done] = await tx
    .update(organizations)
    .set({ masterId: parent?.masterId ?? row.id, path: [...(parent?.path ?? []), row.id] })
    .where(eq(organizations.id, row.id))
    .returning();
  return done;
}

export async function findOrganization(tx: DbOrTx, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await tx.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

/** The organisation if it belongs to the master organisation `masterId`; another tenant's is treated as absent. */
export async function findOrganizationInMaster(tx: DbOrTx, id: number, masterId: number): Promise<OrganizationRow | undefined> {
  const [row] = await tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.id, id), eq(organizations.masterId, masterId)))
    .limit(1);
  return row;
}

export async function listMasterOrganizations(tx: DbOrTx): Promise<OrganizationRow[]> {
  return tx.select().from(organizations).where(eq(organizations.type, 'master')).orderBy(organizations.id);
}

/** Organisations of a master organisation whose name contains `search` (case-insensitive). */
export async function searchOrganizations(tx: DbOrTx, masterId: number, search: string, limit = 50): Promise<OrganizationRow[]> {
  return tx
    .select()
    .from(organizations)
    .where(and(eq(organizations.masterId, masterId), ilike(organizations.name, containsPattern(search))))
    .orderBy(organizations.name)
    .limit(limit);
}

/** The organisation and all its descendants. */
export async function subtreeIds(tx: DbOrTx, rootIds: number[]): Promise<number[]> {
  if (rootIds.length === 0) return [];
  const rows = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(sql`${organizations.path} && ${sql.raw(`ARRAY[${rootIds.map(Number).join(',')}]::integer[]`)}`);
  return rows.map((r) => r.id);
}

export async function organizationsByIds(tx: DbOrTx, ids: number[]): Promise<OrganizationRow[]> {
  if (ids.length === 0) return [];
  return tx.select().from(organizations).where(inArray(organizations.id, ids)).orderBy(organizations.name);
}
