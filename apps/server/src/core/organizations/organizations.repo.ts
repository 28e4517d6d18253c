import { and, arrayContains, arrayOverlaps, asc, eq, ilike, inArray, ne, type SQL } from 'drizzle-orm';
import type { FooterLinks, OrganizationType } from '@portal/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';
import { containsPattern } from '../../lib/sql-like';

/** An organisation as stored. */
export type OrganizationRow = typeof organizations.$inferSelect;

/** The fields of a new organisation; master and path are derived from the parent. */
export interface NewOrganization {
  name: string;
  type: OrganizationType;
  parentId?: number | null;
  stateCode?: string | null;
  district?: string | null;
  area?: string | null;
  externalId?: string | null;
  defaultLanguageId?: number | null;
  footerLinks?: FooterLinks | null;
  nation?: string | null;
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

/** An organisation by id, in any federation (only for registration and seeding). */
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

/** The master organisations (federations), oldest first. */
export async function listMasterOrganizations(tx: DbOrTx): Promise<OrganizationRow[]> {
  return tx.select().from(organizations).where(eq(organizations.type, 'master')).orderBy(organizations.id);
}

/** Organisations of a master organisation whose name contains `search` (case-insensitive), by name. */
export async function searchOrganizations(tx: DbOrTx, masterId: number, search: string | undefined, limit: number): Promise<OrganizationRow[]> {
  const conditions: SQL[] = [eq(organizations.masterId, masterId)];
  if (search?.trim()) conditions.push(ilike(organizations.name, containsPattern(search)));
  return tx.select().from(organizations).where(and(...conditions)).orderBy(organizations.sortName, asc(organizations.id)).limit(limit);
}

/** Organisations of a tenant by type, optionally anywhere below a parent (not the parent itself). */
export async function organizationsByType(tx: DbOrTx, masterId: number, type: OrganizationType, parentId?: number): Promise<OrganizationRow[]> {
  const conditions: SQL[] = [eq(organizations.masterId, masterId), eq(organizations.type, type)];
  if (parentId !== undefined) conditions.push(arrayContains(organizations.path, [parentId]), ne(organizations.id, parentId));
  return tx.select().from(organizations).where(and(...conditions)).orderBy(organizations.sortName, asc(organizations.id));
}

/** The organisation `rootId` and everything below it, by name. */
export async function subtree(tx: DbOrTx, rootId: number): Promise<OrganizationRow[]> {
  return tx.select().from(organizations).where(arrayContains(organizations.path, [rootId])).orderBy(organizations.sortName, asc(organizations.id));
}

/** Condition: the organisation id column lies in the subtree of one of `rootIds`. */
export function inSubtrees(organizationId: PgColumn, rootIds: number[], tx: DbOrTx): SQL {
  return inArray(organizationId, tx.select({ id: organizations.id }).from(organizations).where(arrayOverlaps(organizations.path, rootIds)));
}

/** Ancestor id → type, for the rules that depend on where in the tree an organisation sits. */
export async function ancestorTypes(tx: DbOrTx, path: readonly number[]): Promise<Map<number, OrganizationType>> {
  if (path.length === 0) return new Map();
  const rows = await tx.select({ id: organizations.id, type: organizations.type }).from(organizations).where(inArray(organizations.id, [...path]));
  return new Map(rows.map((r) => [r.id, r.type]));
}
