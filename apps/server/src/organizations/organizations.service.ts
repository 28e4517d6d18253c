import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { grantableRoleCodes, translate, type LanguageCode, type OrganizationType, type RoleCode } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roleRequests, roles, userRoles } from '../db/schema';
import { rolesByOrganizationType } from './organizations.policy';
import type { OrganizationRow } from './organizations.repo';

export interface RoleOption {
  id: number;
  code: RoleCode;
  name: string;
}

/** Ancestor id → type, for the rules that depend on where in the tree an organisation sits. */
export async function ancestorTypes(tx: DbOrTx, org: Pick<OrganizationRow, 'path'>): Promise<Map<number, string>> {
  if (org.path.length === 0) return new Map();
  const rows = await tx.select({ id: organizations.id, type: organizations.type }).from(organizations).where(inArray(organizations.id, org.path));
  return new Map(rows.map((r) => [r.id, r.type]));
}

/** Whether the organisation has an admin in the PRODUCT §2 sense: an active OrgAdmin in it or in any ancestor. */
async function hasActiveAdmin(tx: DbOrTx, org: Pick<OrganizationRow, 'id' | 'path'>): Promise<boolean> {
  const ids = org.path.length ? org.path : [org.id];
  const rows = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.organizationId, ids), eq(userRoles.status, 0), eq(roles.code, 'OrgAdmin')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The roles offered for an organisation. While it has no administrator (nobody is OrgAdmin in it or
 * above it) only OrgAdmin is offered, so that someone can take responsibility for it first.
 */
export async function rolesForOrganization(tx: DbOrTx, org: OrganizationRow, culture: LanguageCode): Promise<RoleOption[]> {
  const allowed = (await hasActiveAdmin(tx, org)) ? rolesByOrganizationType[org.type as OrganizationType] ?? [] : ['OrgAdmin'];
  const rows = await tx.select().from(roles).where(inArray(roles.code, allowed as string[])).orderBy(roles.id);
  return rows.map((r) => ({ id: r.id, code: r.code as RoleCode, name: translate(culture, `roles.${r.code}`) }));
}

/** The offered roles that the user does not hold (and, for their own requests, has not requested yet). */
export async function rolesExceptExisting(
  tx: DbOrTx,
  org: OrganizationRow,
  userId: number,
  culture: LanguageCode,
  excludeOpenRequests = true,
): Promise<RoleOption[]> {
  const offered = await rolesForOrganization(tx, org, culture);
  const held = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, org.id), eq(userRoles.status, 0)));
  const open = await tx
    .select({ roleId: roleRequests.roleId })
    .from(roleRequests)
    .where(and(eq(roleRequests.userId, userId), eq(roleRequests.organizationId, org.id), eq(roleRequests.status, 0)));
  const taken = new Set([...held, ...(excludeOpenRequests ? open : [])].map((r) => r.roleId));
  return offered.filter((r) => !taken.has(r.id));
}

export const selectorOption = (o: Pick<OrganizationRow, 'id' | 'name' | 'type' | 'stateCode' | 'externalId'>) => ({
  value: o.id,
  text: o.name,
  type: o.type,
  stateCode: o.stateCode,
  externalId: o.externalId,
});

export const presentOrganization = (o: OrganizationRow) => ({
  id: o.id,
  name: o.name,
  type: o.type,
  parentId: o.parentId,
  masterId: o.masterId,
  stateCode: o.stateCode,
  district: o.district,
  area: o.area,
  externalId: o.externalId,
});

/** Organisations of a tenant by type, optionally below a parent (direct children or deeper). */
export async function organizationsByType(tx: DbOrTx, masterId: number, type: string, parentId?: number) {
  const conditions = [eq(organizations.masterId, masterId), eq(organizations.type, type)];
  if (parentId !== undefined) conditions.push(sql`${parentId} = any(${organizations.path})`, ne(organizations.id, parentId));
  return tx.select().from(organizations).where(and(...conditions)).orderBy(organizations.name);
}

export const isRoleCode = (code: string): code is RoleCode => (grantableRoleCodes as string[]).includes(code);
