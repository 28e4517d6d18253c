import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  RoleRequestStatus,
  grantableRoleCodes,
  languageCodeOf,
  translate,
  type LanguageCode,
  type RoleCode,
  type roleRequestsQuery,
} from '@portal/domain';
import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { organizations, roleRequests, roles, userRoles, users } from '../db/schema';
import { adminRoots, loadGrants, type Grant } from '../access/grants';
import type { Auth, Deps } from '../plugins/context';
import { link } from '../api/route-table';
import { conflict, fieldError, forbidden, modelError, notFound } from '../lib/problems';
import { enqueueMail } from '../jobs/queue';
import { findOrganizationInMaster } from '../organizations/organizations.repo';
import { rolesExceptExisting, rolesForOrganization } from '../organizations/organizations.service';
import { roleRequestActions } from './role-requests.policy';
import { containsPattern } from '../lib/sql-like';

type Query = Partial<z.output<typeof roleRequestsQuery>> & { pageNumber: number; pageSize: number; onlyOwn?: boolean };

/** Sort keys of the list; the role column sorts by the role name it shows (translated), not by the code. */
const sortColumns = (culture: LanguageCode) =>
  ({
    roleName: sql`lower(case ${roles.code} ${sql.join(
      grantableRoleCodes.map((code) => sql`when ${code} then ${translate(culture, `roles.${code}`)}`),
      sql` `,
    )} else ${roles.code} end)`,
    organizationName: organizations.name,
    userName: sql`lower(${users.lastName} || ' ' || ${users.firstName})`,
    changedAt: roleRequests.changedAt,
    status: roleRequests.status,
  }) as const;


const selection = {
  id: roleRequests.id,
  userId: roleRequests.userId,
  roleId: roleRequests.roleId,
  organizationId: roleRequests.organizationId,
  status: roleRequests.status,
  reason: roleRequests.reason,
  changedAt: roleRequests.changedAt,
  roleCode: roles.code,
  organizationName: organizations.name,
  organizationType: organizations.type,
  organizationPath: organizations.path,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
};
type Row = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] };

function baseQuery(tx: DbOrTx) {
  return tx
    .select(selection)
    .from(roleRequests)
    .innerJoin(users, eq(users.id, roleRequests.userId))
    .innerJoin(roles, eq(roles.id, roleRequests.roleId))
    .innerJoin(organizations, eq(organizations.id, roleRequests.organizationId));
}

const idArray = (ids: number[]) => sql.raw(`ARRAY[${ids.map(Number).join(',')}]::integer[]`);

/**
 * Rows the caller may see: their own requests and those for organisations they administer, in their
 * federation. Written on role_requests alone (subqueries) so that counting needs no joins.
 */
function visibility(auth: Auth, grants: Grant[], onlyOwn = false): SQL {
  const tenant = sql`${roleRequests.organizationId} in (select id from organizations where master_id = ${auth.masterId})`;
  const roots = adminRoots(grants);
  if (onlyOwn || roots.length === 0) return and(tenant, eq(roleRequests.userId, auth.userId))!;
  const administered = sql`${roleRequests.organizationId} in (select id from organizations where path && ${idArray(roots)})`;
  return and(tenant, or(eq(roleRequests.userId, auth.userId), administered))!;
}

async function typesForPaths(tx: DbOrTx, rows: Row[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.flatMap((r) => r.organizationPath))];
  if (ids.length === 0) return new Map();
  const found = await tx.select({ id: organizations.id, type: organizations.type }).from(organizations).where(inArray(organizations.id, ids));
  return new Map(found.map((o) => [o.id, o.type]));
}

function present(row: Row, grants: Grant[], auth: Auth, types: Map<number, string>, culture: LanguageCode) {
  const actions = roleRequestActions(grants, auth.userId, {
    userId: row.userId,
    status: row.status,
    roleCode: row.roleCode as RoleCode,
    org: { id: row.organizationId, type: row.organizationType, path: row.organizationPath, ancestorTypes: types },
  });
  const links = (['approve', 'reject', 'remove'] as const).filter((a) => actions[a]).map((a) => link('role_request_status', { id: row.id }, a));
  return {
    id: row.id,
    userId: row.userId,
    roleId: row.roleId,
    organizationId: row.organizationId,
    status: row.status,
    statusLocalized: translate(culture, `roleRequestStatus.${row.status}`),
    changedAt: row.changedAt.toISOString(),
    reason: row.reason,
    roleName: translate(culture, `roles.${row.roleCode}`),
    roleCode: row.roleCode,
    organizationName: row.organizationName,
    userName: `${row.firstName} ${row.lastName}`,
    userEmail: row.email,
    isAdmin: actions.isAdmin,
    links,
  };
}

export type RoleRequestRow = ReturnType<typeof present>;

/** One page of the role requests the caller may see, filtered and sorted as the list screen asks. */
export async function listRoleRequests(tx: DbOrTx, auth: Auth, culture: LanguageCode, query: Query) {
  const grants = await loadGrants(tx, auth.userId);
  const conditions: SQL[] = [visibility(auth, grants, query.onlyOwn)];
  if (query.organizationId) conditions.push(eq(roleRequests.organizationId, query.organizationId));
  if (query.organizationName?.trim()) {
    conditions.push(sql`${roleRequests.organizationId} in (select id from organizations where name ilike ${containsPattern(query.organizationName)})`);
  }
  if (query.userName?.trim()) {
    const pattern = containsPattern(query.userName);
    conditions.push(sql`${roleRequests.userId} in (select id from users where first_name || ' ' || last_name ilike ${pattern} or email ilike ${pattern})`);
  }
  if (query.status !== undefined) conditions.push(eq(roleRequests.status, query.status));
  const where = and(...conditions);

  const flags = {
    roleName: query.roleNameDescending,
    organizationName: query.organizationNameDescending,
    userName: query.userNameDescending,
    changedAt: query.changedAtDescending,
    status: query.statusDescending,
  };
  const sortBy = query.sortBy ?? (Object.keys(flags) as (keyof typeof flags)[]).find((k) => flags[k] !== undefined) ?? 'changedAt';
  const descending = flags[sortBy] ?? (query.sortBy ? false : true);
  const column = sortColumns(culture)[sortBy];
  const order = descending ? desc(column) : asc(column);

  const [{ total }] = await tx.select({ total: sql<number>`count(*)::int` }).from(roleRequests).where(where);
  const rows = (await baseQuery(tx)
    .where(where)
    .orderBy(order, desc(roleRequests.id))
    .limit(query.pageSize)
    .offset((query.pageNumber - 1) * query.pageSize)) as Row[];
  const types = await typesForPaths(tx, rows);
  const totalCount = Number(total);
  return {
    entities: rows.map((r) => present(r, grants, auth, types, culture)),
    links: [link('create_role_request')],
    paginationMetadata: {
      currentPage: query.pageNumber,
      totalPages: Math.max(1, Math.ceil(totalCount / query.pageSize)),
      totalCount,
      pageSize: query.pageSize,
    },
  };
}

async function findVisible(tx: DbOrTx, auth: Auth, grants: Grant[], id: number): Promise<Row> {
  const [row] = (await baseQuery(tx).where(and(eq(roleRequests.id, id), visibility(auth, grants)))) as Row[];
  if (!row) throw notFound();
  return row;
}

/** A request of the caller's federation (another tenant's is absent); whether the caller may act on it is decided after. */
async function findInTenant(tx: DbOrTx, auth: Auth, id: number): Promise<Row> {
  const [row] = (await baseQuery(tx).where(and(eq(roleRequests.id, id), eq(organizations.masterId, auth.masterId)))) as Row[];
  if (!row) throw notFound();
  return row;
}

/** Files a request for a role in an organisation of the caller's federation. */
export async function createRoleRequest(deps: Deps, auth: Auth, culture: LanguageCode, input: { roleId: number; organizationId: number; userId?: number }) {
  if (input.userId !== undefined && input.userId !== auth.userId) throw forbidden();
  const org = await findOrganizationInMaster(deps.db, input.organizationId, auth.masterId);
  if (!org) throw fieldError('OrganizationId', 'errorOrganizationNotFound');
  const available = await rolesExceptExisting(deps.db, org, auth.userId, culture);
  if (!available.some((r) => r.id === input.roleId)) {
    const offered = await rolesForOrganization(deps.db, org, culture);
    const held = await deps.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(and(eq(userRoles.userId, auth.userId), eq(userRoles.organizationId, org.id), eq(userRoles.roleId, input.roleId), eq(userRoles.status, 0)));
    const key = held.length ? 'errorRoleAlreadyHeld' : offered.some((r) => r.id === input.roleId) ? 'errorRoleRequestExists' : 'errorRoleNotAllowed';
    throw fieldError('RoleId', key);
  }
  const [created] = await deps.db
    .insert(roleRequests)
    .values({ userId: auth.userId, roleId: input.roleId, organizationId: org.id, status: RoleRequestStatus.requested, changedAt: deps.clock.now(), changedBy: auth.userId })
    .onConflictDoNothing()
    .returning({ id: roleRequests.id });
  if (!created) throw fieldError('RoleId', 'errorRoleRequestExists');
  const grants = await loadGrants(deps.db, auth.userId);
  const row = await findVisible(deps.db, auth, grants, created.id);
  return present(row, grants, auth, await typesForPaths(deps.db, [row]), culture);
}

/** Applies a status change (approve 2, reject 1 with a reason, remove 3) that the caller may make now. */
export async function changeRoleRequestStatus(deps: Deps, auth: Auth, culture: LanguageCode, id: number, change: { status: number; reason?: string | null }) {
  return deps.db.transaction(async (tx) => {
    const grants = await loadGrants(tx, auth.userId);
    // 403 (not 404) for a request of the same federation that the caller may not decide or remove.
    const row = await findInTenant(tx, auth, id);
    const types = await typesForPaths(tx, [row]);
    const actions = roleRequestActions(grants, auth.userId, {
      userId: row.userId,
      status: row.status,
      roleCode: row.roleCode as RoleCode,
      org: { id: row.organizationId, type: row.organizationType, path: row.organizationPath, ancestorTypes: types },
    });
    const reason = change.reason?.trim() ?? '';
    const action = { [RoleRequestStatus.approved]: 'approve', [RoleRequestStatus.rejected]: 'reject', [RoleRequestStatus.deleted]: 'remove' }[change.status] as
      | 'approve'
      | 'reject'
      | 'remove'
      | undefined;
    if (!action) throw modelError('errorInvalidTransition');
    if (!actions[action]) {
      // Deciding without the right is refused; the right but the wrong state is an invalid transition.
      const couldEver = action === 'remove' ? row.userId === auth.userId || actions.isAdmin : actions.isAdmin;
      throw couldEver ? modelError('errorInvalidTransition') : forbidden();
    }
    if (action === 'reject' && !reason) throw fieldError('Reason', 'errorReasonRequired');
    const now = deps.clock.now();
    const updated = await tx
      .update(roleRequests)
      .set({ status: change.status, reason: action === 'approve' ? null : reason || null, changedAt: now, changedBy: auth.userId })
      .where(and(eq(roleRequests.id, id), eq(roleRequests.status, row.status)))
      .returning({ id: roleRequests.id });
    if (updated.length === 0) throw conflict();

    if (action === 'approve' || action === 'reject') {
      if (action === 'approve') {
        const held = await tx
          .select({ id: userRoles.id })
          .from(userRoles)
          .where(and(eq(userRoles.userId, row.userId), eq(userRoles.roleId, row.roleId), eq(userRoles.organizationId, row.organizationId), eq(userRoles.status, 0)));
        if (held.length === 0) await tx.insert(userRoles).values({ userId: row.userId, roleId: row.roleId, organizationId: row.organizationId, changedAt: now });
      }
      const [requester] = await tx.select().from(users).where(eq(users.id, row.userId));
      const language = languageCodeOf(requester.languageId);
      await enqueueMail(tx, {
        to: requester.email,
        name: `${requester.firstName} ${requester.lastName}`,
        language,
        message:
          action === 'approve'
            ? { template: 'roleRequestApproved', role: row.roleCode, organization: row.organizationName, link: `${deps.config.publicOrigin}/dashboard` }
            : { template: 'roleRequestRejected', role: row.roleCode, organization: row.organizationName, reason, link: `${deps.config.publicOrigin}/rolerequests` },
      });
    }
    const after = await findVisible(tx, auth, grants, id);
    return present(after, await loadGrants(tx, auth.userId), auth, types, culture);
  });
}
