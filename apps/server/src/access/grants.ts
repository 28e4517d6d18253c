import { and, eq } from 'drizzle-orm';
import type { RoleCode } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roles, userRoles } from '../db/schema';

/** One active role of a user in one organisation, with that organisation's ancestor path. */
export interface Grant {
  organizationId: number;
  role: RoleCode;
  path: number[];
  masterId: number;
}

/** Every active role the user holds. */
export async function loadGrants(tx: DbOrTx, userId: number): Promise<Grant[]> {
  const rows = await tx
    .select({ organizationId: userRoles.organizationId, role: roles.code, path: organizations.path, masterId: organizations.masterId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.status, 0)));
  return rows.map((r) => ({ ...r, role: r.role as RoleCode, masterId: r.masterId ?? r.organizationId }));
}

/** "Admin of X": OrgAdmin in X or in any ancestor of X. */
export function isAdminOf(grants: Grant[], org: { path: number[] }): boolean {
  return grants.some((g) => g.role === 'OrgAdmin' && org.path.includes(g.organizationId));
}

/** Organisations where the user is OrgAdmin (their subtrees are what they administer). */
export function adminRoots(grants: Grant[]): number[] {
  return grants.filter((g) => g.role === 'OrgAdmin').map((g) => g.organizationId);
}

export function hasRoleIn(grants: Grant[], organizationId: number, allowed: readonly RoleCode[]): boolean {
  return grants.some((g) => g.organizationId === organizationId && allowed.includes(g.role));
}
