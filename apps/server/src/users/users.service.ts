import { roleRequestsQuery, translate, type CurrentUser } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client';
import { adminRoots, isAdminOf, loadGrants, type Grant } from '../access/grants';
import type { RequestAccess } from '../access/request-access';
import type { Auth } from '../deps';
import { forbidden, notFound } from '../lib/problems';
import { findOrganizationInMaster } from '../core/organizations/organizations.repo';
import { listRoleRequests } from '../role-requests/role-requests.service';
import { findUserBelow, findUserInMaster, findUserWithMaster, usersBelow } from './users.repo';
import { presentCurrentUser, presentUserSummary } from './users.present';
import type { ServiceContext } from '../service-context';

const SELECTOR_LIMIT = 50;

/** The user `userId` with `grants` (their active roles) as the web app keeps it. */
export async function currentUser(tx: DbOrTx, userId: number, grants?: readonly Grant[]): Promise<CurrentUser> {
  const row = await findUserWithMaster(tx, userId);
  if (!row) throw notFound();
  return presentCurrentUser(row, grants ?? (await loadGrants(tx, userId)));
}

/** What the verification page shows: the e-mail confirmation, the roles held and the own role requests. */
export async function verificationStatus({ deps, auth, access, culture }: ServiceContext) {
  const user = await currentUser(deps.db, auth.userId, await access.grants());
  const requests = await listRoleRequests({ deps, auth, access, culture }, roleRequestsQuery.parse({ pageSize: 100 }), { onlyOwn: true });
  return {
    email: user.email,
    emailConfirmed: user.emailConfirmed,
    roles: user.userRoles.map((r) => ({ organizationName: r.organizationName, roleCode: r.role.code, roleName: translate(culture, `roles.${r.role.code}`) })),
    requests: requests.entities,
  };
}

/** The caller's roles in one organisation. */
export async function rolesIn({ deps, auth, access, culture }: ServiceContext, userId: number, organizationId: number) {
  if (userId !== auth.userId) throw forbidden();
  const held = (await access.grants()).filter((g) => g.organizationId === organizationId);
  if (held.length === 0 && !(await findOrganizationInMaster(deps.db, organizationId, auth.masterId))) throw notFound();
  return held.sort((a, b) => a.roleId - b.roleId).map((g) => ({ id: g.roleId, code: g.role, name: translate(culture, `roles.${g.role}`) }));
}

/** The organisations where the caller holds a role, by name. */
export async function userOrganizations(auth: Auth, access: RequestAccess, userId: number) {
  if (userId !== auth.userId) throw forbidden();
  const seen = new Map<number, Grant>();
  for (const g of await access.grants()) if (!seen.has(g.organizationId)) seen.set(g.organizationId, g);
  return [...seen.values()].map((g) => ({ value: g.organizationId, text: g.organizationName, type: g.organizationType, externalId: g.externalId }));
}

/** Users an admin of organisation `organizationId` may pick: those belonging below the caller's administered organisations. */
export async function usersForSelector(db: Db, auth: Auth, access: RequestAccess, organizationId: number, search: string | undefined) {
  const org = await findOrganizationInMaster(db, organizationId, auth.masterId);
  if (!org) throw notFound();
  const grants = await access.grants();
  if (!isAdminOf(grants, org)) throw forbidden();
  const rows = await usersBelow(db, auth.masterId, adminRoots(grants), search, SELECTOR_LIMIT + 1);
  // Administrators never assign roles to themselves (that would approve their own request).
  return rows
    .filter((u) => u.id !== auth.userId)
    .slice(0, SELECTOR_LIMIT)
    .map((u) => ({ value: u.id, text: `${u.lastName}, ${u.firstName}`, email: u.email }));
}

/** Oneself, or a user belonging below an organisation the caller administers. */
export async function userById(db: Db, auth: Auth, access: RequestAccess, id: number) {
  if (id === auth.userId) return presentUserSummary((await findUserWithMaster(db, id))!.user);
  const roots = adminRoots(await access.grants());
  const user = await findUserBelow(db, id, auth.masterId, roots);
  if (user) return presentUserSummary(user);
  // Another user of the same federation is refused (403); anyone else does not exist for the caller (404).
  throw (await findUserInMaster(db, id, auth.masterId)) ? forbidden() : notFound();
}
