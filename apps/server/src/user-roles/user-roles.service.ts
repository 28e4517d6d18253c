import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { UserRoleStatus, languageCodeOf, translate, type LanguageCode, type RoleCode } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roleRequests, roles, userRoles, users } from '../db/schema';
import { isAdminOf, loadGrants, type Grant } from '../access/grants';
import type { Auth, Deps } from '../plugins/context';
import { link } from '../api/route-table';
import { fieldError, forbidden, modelError, notFound } from '../lib/problems';
import { enqueueMail } from '../jobs/queue';
import { findOrganizationInMaster, type OrganizationRow } from '../organizations/organizations.repo';
import { ancestorTypes, rolesForOrganization } from '../organizations/organizations.service';
import { mayAssignRole } from '../organizations/organizations.policy';
import { containsPattern } from '../lib/sql-like';


/** The organisation named in the path, which the caller must administer. */
export async function administeredOrganization(tx: DbOrTx, auth: Auth, grants: Grant[], organizationId: number): Promise<OrganizationRow> {
  const org = await findOrganizationInMaster(tx, organizationId, auth.masterId);
  if (!org) throw notFound();
  if (!isAdminOf(grants, org)) throw forbidden();
  return org;
}

const inSubtree = (rootId: number) => sql`${rootId} = any(${organizations.path})`;

const selection = {
  id: userRoles.id,
  userId: userRoles.userId,
  roleId: userRoles.roleId,
  organizationId: userRoles.organizationId,
  status: userRoles.status,
  roleCode: roles.code,
  organizationName: organizations.name,
  organizationPath: organizations.path,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  activeCount: sql<number>`(select count(*)::int from user_roles ur where ur.user_id = ${userRoles.userId} and ur.status = 0)`,
};

function present(row: Awaited<ReturnType<typeof rowsQuery>>[number], grants: Grant[], culture: LanguageCode) {
  const removable = row.status === UserRoleStatus.created && isAdminOf(grants, { path: row.organizationPath });
  return {
    id: row.id,
    userId: row.userId,
    userName: `${row.firstName} ${row.lastName}`,
    userEmail: row.email,
    roleId: row.roleId,
    roleName: translate(culture, `roles.${row.roleCode}`),
    roleCode: row.roleCode,
    organizationId: row.organizationId,
    organizationName: row.organizationName,
    status: row.status,
    statusLocalized: translate(culture, `userRoleStatus.${row.status}`),
    userActiveRoleCount: Number(row.activeCount),
    links: removable ? [link('user_role_status', { id: row.id }, 'update')] : [],
  };
}

function rowsQuery(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(selection)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(where);
}

/** One page of the user roles in the administered organisation and below, grouped by user. */
export async function listUserRoles(
  tx: DbOrTx,
  auth: Auth,
  culture: LanguageCode,
  organizationId: number,
  query: { userName?: string; organizationId?: number; pageNumber: number; pageSize: number },
) {
  const grants = await loadGrants(tx, auth.userId);
  await administeredOrganization(tx, auth, grants, organizationId);
  const conditions: SQL[] = [inSubtree(organizationId), eq(organizations.masterId, auth.masterId)];
  if (query.organizationId) conditions.push(eq(userRoles.organizationId, query.organizationId));
  if (query.userName?.trim()) {
    conditions.push(or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containsPattern(query.userName)), ilike(users.email, containsPattern(query.userName)))!);
  }
  const where = and(...conditions);
  const [{ total }] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(where);
  const rows = await rowsQuery(tx, where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id), asc(userRoles.status), asc(organizations.name), asc(roles.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize);
  const totalCount = Number(total);
  return {
    entities: rows.map((r) => present(r, grants, culture)),
    links: [link('create_user_role'), link('delete_roles')],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)), totalCount, pageSize: query.pageSize },
  };
}

/** Assigns roles; already held ones are skipped, an open request for the same role is marked approved. */
export async function createUserRoles(deps: Deps, auth: Auth, culture: LanguageCode, input: { userId: number; organizationId: number; roleIds: number[] }) {
  return deps.db.transaction(async (tx) => {
    const grants = await loadGrants(tx, auth.userId);
    const org = await findOrganizationInMaster(tx, input.organizationId, auth.masterId);
    if (!org) throw fieldError('OrganizationId', 'errorOrganizationNotFound');
    if (!isAdminOf(grants, org)) throw forbidden();
    const [user] = await tx.select().from(users).where(and(eq(users.id, input.userId), eq(users.masterOrganizationId, auth.masterId)));
    if (!user) throw fieldError('UserId', 'errorUserRequired');
    const offered = await rolesForOrganization(tx, org, culture);
    const wanted = [...new Set(input.roleIds)];
    if (wanted.some((id) => !offered.some((r) => r.id === id))) throw fieldError('RoleIds', 'errorRoleNotAllowed');
    const orgForPolicy = { ...org, ancestorTypes: await ancestorTypes(tx, org) };
    if (offered.some((r) => wanted.includes(r.id) && !mayAssignRole(grants, orgForPolicy, r.code))) throw forbidden();
    const held = await tx
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.organizationId, org.id), eq(userRoles.status, 0)));
    const toCreate = wanted.filter((id) => !held.some((h) => h.roleId === id));
    if (toCreate.length === 0) throw fieldError('RoleIds', 'errorRoleAlreadyHeld');
    const now = deps.clock.now();
    await tx.insert(userRoles).values(toCreate.map((roleId) => ({ userId: user.id, roleId, organizationId: org.id, changedAt: now })));
    await tx
      .update(roleRequests)
      .set({ status: 2, reason: null, changedAt: now, changedBy: auth.userId })
      .where(and(eq(roleRequests.userId, user.id), eq(roleRequests.organizationId, org.id), inArray(roleRequests.roleId, toCreate), eq(roleRequests.status, 0)));
    const created = offered.filter((r) => toCreate.includes(r.id));
    for (const role of created) {
      await enqueueMail(tx, {
        to: user.email,
        name: `${user.firstName} ${user.lastName}`,
        language: languageCodeOf(user.languageId),
        message: { template: 'roleGranted', role: role.code as RoleCode, organization: org.name, link: `${deps.config.publicOrigin}/dashboard` },
      });
    }
    return { created: created.length };
  });
}

/** Marks roles deleted, all or nothing: every one must be active and administered by the caller. */
export async function deleteUserRoles(deps: Deps, auth: Auth, ids: number[]) {
  return deps.db.transaction(async (tx) => {
    const grants = await loadGrants(tx, auth.userId);
    const unique = [...new Set(ids)];
    const rows = await tx
      .select({ id: userRoles.id, status: userRoles.status, path: organizations.path, masterId: organizations.masterId })
      .from(userRoles)
      .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
      .where(inArray(userRoles.id, unique));
    const visible = rows.filter((r) => r.masterId === auth.masterId);
    if (visible.length !== unique.length) throw notFound();
    if (visible.some((r) => !isAdminOf(grants, r))) throw forbidden();
    if (visible.some((r) => r.status !== UserRoleStatus.created)) throw modelError('errorRoleAlreadyDeleted');
    await tx
      .update(userRoles)
      .set({ status: UserRoleStatus.deleted, changedAt: deps.clock.now() })
      .where(and(inArray(userRoles.id, unique), eq(userRoles.status, UserRoleStatus.created)));
    return { deleted: unique.length };
  });
}

/** The one row after a change, as the list presents it. */
export async function userRoleRow(tx: DbOrTx, auth: Auth, culture: LanguageCode, id: number) {
  const grants = await loadGrants(tx, auth.userId);
  const [row] = await rowsQuery(tx, and(eq(userRoles.id, id), eq(organizations.masterId, auth.masterId)));
  if (!row) throw notFound();
  return present(row, grants, culture);
}
