import { UserRoleStatus, languageCodeOf, userRolesApi, type userRolesQuery } from '@portal/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { isAdminOf, type Grant } from '../access/grants';
import type { Auth } from '../deps';
import { fieldError, forbidden, modelError, notFound } from '../lib/problems';
import { enqueueActorMails } from '../mail/mail-budget';
import { ancestorTypes, findOrganizationInMaster, subtree } from '../core/organizations/organizations.repo';
import { mayAssignRole } from '../core/organizations/role-rules';
import { rolesForOrganization } from '../core/organizations/role-offers';
import { findUserInMaster } from '../users/users.repo';
import { approveOpenRequests } from '../role-requests/role-requests.repo';
import { activeAdminRoles, findUserRole, heldRoleIds, insertUserRole, markDeleted, pageOfUserRoles, userRolesForRemoval } from './user-roles.repo';
import { presentUserRole } from './user-roles.present';
import type { ServiceContext } from '../service-context';

/**
 * The organisation named in the path, which the caller must administer. Its path comes from the
 * caller's own grants when they hold a role there (the usual case: their current organisation).
 */
async function administeredOrganization(tx: DbOrTx, auth: Auth, grants: readonly Grant[], organizationId: number): Promise<{ id: number; path: number[] }> {
  const held = grants.find((g) => g.organizationId === organizationId);
  const org = held ? { id: held.organizationId, path: held.path } : await findOrganizationInMaster(tx, organizationId, auth.masterId);
  if (!org) throw notFound();
  if (!isAdminOf(grants, org)) throw forbidden();
  return org;
}

/** One page of users with their roles in the administered organisation and below. */
export async function listUserRoles({ deps, auth, access, culture }: ServiceContext, organizationId: number, query: z.output<typeof userRolesQuery>) {
  const grants = await access.grants();
  await administeredOrganization(deps.db, auth, grants, organizationId);
  const { rows, totalUsers } = await pageOfUserRoles(
    deps.db,
    { rootId: organizationId, masterId: auth.masterId, organizationId: query.organizationId, userName: query.userName },
    { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize },
  );
  return {
    entities: rows.map((r) => presentUserRole(r, { grants, culture, links: deps.links })),
    links: [deps.links.to(userRolesApi.create_user_role), deps.links.to(userRolesApi.delete_roles)],
    paginationMetadata: {
      currentPage: query.pageNumber,
      totalPages: Math.max(1, Math.ceil(totalUsers / query.pageSize)),
      totalCount: totalUsers,
      pageSize: query.pageSize,
    },
  };
}

/** The administered organisation and everything below it, for the organisation filter. */
export async function organizationsForSelector({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, organizationId: number) {
  await administeredOrganization(deps.db, auth, await access.grants(), organizationId);
  return (await subtree(deps.db, organizationId)).map((o) => ({ value: o.id, text: o.name, type: o.type }));
}

/** Assigns roles; already held ones are skipped, an open request for the same role is marked approved. */
export async function createUserRoles({ deps, auth, access, culture }: ServiceContext, input: { userId: number; organizationId: number; roleIds: number[] }) {
  const grants = await access.grants();
  return deps.db.transaction(async (tx) => {
    const org = await findOrganizationInMaster(tx, input.organizationId, auth.masterId);
    if (!org) throw fieldError('OrganizationId', 'errorOrganizationNotFound');
    if (!isAdminOf(grants, org)) throw forbidden();
    const user = await findUserInMaster(tx, input.userId, auth.masterId);
    if (!user) throw fieldError('UserId', 'errorUserRequired');
    const offered = await rolesForOrganization(tx, org, culture);
    const wanted = [...new Set(input.roleIds)];
    if (wanted.some((id) => !offered.some((r) => r.id === id))) throw fieldError('RoleIds', 'errorRoleNotAllowed');
    const inTree = { ...org, ancestorTypes: await ancestorTypes(tx, org.path) };
    if (offered.some((r) => wanted.includes(r.id) && !mayAssignRole(grants, auth.userId, user.id, inTree, r.code))) throw forbidden();
    const held = await heldRoleIds(tx, user.id, org.id);
    const now = deps.clock.now();
    const toCreate: number[] = [];
    for (const roleId of wanted.filter((id) => !held.includes(id))) {
      if (await insertUserRole(tx, { userId: user.id, roleId, organizationId: org.id, at: now })) toCreate.push(roleId);
    }
    if (toCreate.length === 0) throw fieldError('RoleIds', 'errorRoleAlreadyHeld');
    await approveOpenRequests(tx, { userId: user.id, organizationId: org.id, roleIds: toCreate, at: now, by: auth.userId });
    const created = offered.filter((r) => toCreate.includes(r.id));
    await enqueueActorMails(
      tx,
      auth.userId,
      now,
      created.map((role) => ({
        to: user.email,
        name: `${user.firstName} ${user.lastName}`,
        language: languageCodeOf(user.languageId),
        message: { template: 'roleGranted', role: role.code, organization: org.name, link: `${deps.config.publicOrigin}/dashboard` },
      })),
    );
    return { created: created.length };
  });
}

/**
 * Marks roles deleted, all or nothing: every one must be active and administered by the caller, and
 * no organisation may lose its last administrator (the caller's own last admin role included).
 */
export async function deleteUserRoles({ deps, auth, access }: ServiceContext<'deps' | 'auth' | 'access'>, ids: number[]) {
  const grants = await access.grants();
  const unique = [...new Set(ids)];
  return deps.db.transaction(async (tx) => {
    const rows = (await userRolesForRemoval(tx, unique)).filter((r) => r.masterId === auth.masterId);
    if (rows.length !== unique.length) throw notFound();
    if (rows.some((r) => !isAdminOf(grants, r))) throw forbidden();
    if (rows.some((r) => r.status !== UserRoleStatus.created)) throw modelError('errorRoleAlreadyDeleted');
    // Locked, so that two admins removing two admins of one organisation at once cannot both succeed.
    const removedAdmins = rows.filter((r) => r.roleCode === 'OrgAdmin');
    const admins = await activeAdminRoles(tx, [...new Set(removedAdmins.map((r) => r.organizationId))]);
    for (const organizationId of new Set(removedAdmins.map((r) => r.organizationId))) {
      const remaining = admins.filter((a) => a.organizationId === organizationId && !unique.includes(a.id));
      if (remaining.length === 0) throw modelError('errorLastAdmin');
    }
    await markDeleted(tx, unique, deps.clock.now());
    return { deleted: unique.length };
  });
}

/** Removes one role (the row's `update` link) and answers the row as the list presents it. */
export async function removeUserRole({ deps, auth, access, culture }: ServiceContext, id: number, status: number) {
  // A removed role is not brought back here; it is assigned again (create_user_role).
  if (status !== UserRoleStatus.deleted) throw modelError('errorInvalidTransition');
  await deleteUserRoles({ deps, auth, access }, [id]);
  const row = await findUserRole(deps.db, id, auth.masterId);
  if (!row) throw notFound();
  return presentUserRole(row, { grants: await access.grants(), culture, links: deps.links });
}
