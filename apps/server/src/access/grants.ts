import { and, eq } from 'drizzle-orm';
import { UserRoleStatus, preferredOrganizationId, type GrantableRoleCode, type OrganizationType, type RoleCode } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roles, userRoles } from '../db/schema';

/** One active role of a user in one organisation, with that organisation's place in the tree. */
export interface Grant {
  organizationId: number;
  organizationName: string;
  organizationType: OrganizationType;
  externalId: string | null;
  role: GrantableRoleCode;
  roleId: number;
  /** Ids of the organisation and its ancestors, root first. */
  path: number[];
  masterId: number;
}

/** Every active role the user holds. */
export async function loadGrants(tx: DbOrTx, userId: number): Promise<Grant[]> {
  const rows = await tx
    .select({
      organizationId: userRoles.organizationId,
      organizationName: organizations.name,
      organizationType: organizations.type,
      externalId: organizations.externalId,
      role: roles.code,
      roleId: roles.id,
      path: organizations.path,
      masterId: organizations.masterId,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(and(eq(userRoles.userId, userId), eq(userRoles.status, UserRoleStatus.created)))
    .orderBy(organizations.sortName, roles.id);
  return rows.map((r) => ({ ...r, masterId: r.masterId ?? r.organizationId }));
}

/** "Admin of X": OrgAdmin in X or in any ancestor of X. */
export function isAdminOf(grants: readonly Pick<Grant, 'role' | 'organizationId'>[], org: { path: readonly number[] }): boolean {
  return grants.some((g) => g.role === 'OrgAdmin' && org.path.includes(g.organizationId));
}

/** Organisations where the user is OrgAdmin (their subtrees are what they administer). */
export function adminRoots(grants: readonly Grant[]): number[] {
  return grants.filter((g) => g.role === 'OrgAdmin').map((g) => g.organizationId);
}

/** Whether the user holds one of `allowed` in exactly this organisation. */
export function hasRoleIn(grants: readonly Grant[], organizationId: number, allowed: readonly RoleCode[]): boolean {
  return grants.some((g) => g.organizationId === organizationId && allowed.includes(g.role));
}

/** Where a user whose current organisation went stale continues: the organisation of their highest role. */
export function fallbackOrganization(grants: readonly Grant[]): number | null {
  return preferredOrganizationId(grants.map((g) => ({ organizationId: g.organizationId, roleCode: g.role })));
}
