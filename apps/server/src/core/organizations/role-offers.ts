import { and, eq, inArray } from 'drizzle-orm';
import { RoleRequestStatus, UserRoleStatus, translate, type LanguageCode, type RoleOption } from '@portal/domain';
import type { DbOrTx } from '../../db/client';
import { roleRequests, roles, userRoles } from '../../db/schema';
import type { OrganizationRow } from './organizations.repo';
import { rolesByOrganizationType } from './role-rules';

/** Whether the organisation has an admin in the PRODUCT §2 sense: an active OrgAdmin in it or in any ancestor. */
async function hasActiveAdmin(tx: DbOrTx, org: Pick<OrganizationRow, 'id' | 'path'>): Promise<boolean> {
  const ids = org.path.length ? org.path : [org.id];
  const rows = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.organizationId, ids), eq(userRoles.status, UserRoleStatus.created), eq(roles.code, 'OrgAdmin')))
    .limit(1);
  return rows.length > 0;
}

/**
 * The roles offered for an organisation. While it has no administrator (nobody is OrgAdmin in it or
 * above it) only OrgAdmin is offered, so that someone can take responsibility for it first.
 */
export async function rolesForOrganization(tx: DbOrTx, org: OrganizationRow, culture: LanguageCode): Promise<RoleOption[]> {
  const allowed = (await hasActiveAdmin(tx, org)) ? rolesByOrganizationType[org.type] : (['OrgAdmin'] as const);
  const rows = await tx.select().from(roles).where(inArray(roles.code, [...allowed])).orderBy(roles.id);
  return rows.map((r) => ({ id: r.id, code: r.code, name: translate(culture, `roles.${r.code}`) }));
}

/** The offered roles that the user does not hold (and, with `excludeOpenRequests`, has not requested yet). */
export async function rolesExceptExisting(
  tx: DbOrTx,
  org: OrganizationRow,
  userId: number,
  culture: LanguageCode,
  excludeOpenRequests: boolean,
): Promise<RoleOption[]> {
  const offered = await rolesForOrganization(tx, org, culture);
  const held = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, org.id), eq(userRoles.status, UserRoleStatus.created)));
  const open = excludeOpenRequests
    ? await tx
        .select({ roleId: roleRequests.roleId })
        .from(roleRequests)
        .where(and(eq(roleRequests.userId, userId), eq(roleRequests.organizationId, org.id), eq(roleRequests.status, RoleRequestStatus.requested)))
    : [];
  const taken = new Set([...held, ...open].map((r) => r.roleId));
  return offered.filter((r) => !taken.has(r.id));
}
