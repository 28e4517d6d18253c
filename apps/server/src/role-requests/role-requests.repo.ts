import { and, asc, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { RoleRequestStatus, UserRoleStatus, grantableRoleCodes, translate, type LanguageCode, type OrganizationType, type RoleRequestStatusValue } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roleRequests, roles, userRoles, users } from '../db/schema';
import { inSubtrees } from '../core/organizations/organizations.repo';
import { containsPattern } from '../lib/sql-like';
import { shownName } from '../users/users.repo';
import { sortKey } from '../lib/sql-sort';

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
  languageId: users.languageId,
};

/** A role request with its user, role and organisation. */
export type RoleRequestRecord = { [K in keyof typeof selection]: (typeof selection)[K]['_']['data'] };

function joined<Extra extends Record<string, SQL.Aliased | SQL>>(tx: DbOrTx, extra?: Extra) {
  return tx
    .select({ ...selection, ...(extra as Extra) })
    .from(roleRequests)
    .innerJoin(users, eq(users.id, roleRequests.userId))
    .innerJoin(roles, eq(roles.id, roleRequests.roleId))
    .innerJoin(organizations, eq(organizations.id, roleRequests.organizationId));
}

/** Requests for organisations of the master organisation `masterId` (written on role_requests alone, so it needs no joins). */
export function inTenant(tx: DbOrTx, masterId: number): SQL {
  return inArray(roleRequests.organizationId, tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.masterId, masterId)));
}

/**
 * Rows a caller may see: their own requests and those for organisations they administer, in their
 * federation.
 */
export function visibleTo(tx: DbOrTx, caller: { userId: number; masterId: number }, adminRootIds: number[]): SQL {
  const tenant = inTenant(tx, caller.masterId);
  if (adminRootIds.length === 0) return and(tenant, eq(roleRequests.userId, caller.userId))!;
  return and(tenant, or(eq(roleRequests.userId, caller.userId), inSubtrees(roleRequests.organizationId, adminRootIds, tx)))!;
}

/** The filters of the list screen. */
export interface RoleRequestFilter {
  organizationId?: number;
  organizationName?: string;
  userName?: string;
  status?: number;
}

/** Conditions for the list filters. */
export function filterConditions(tx: DbOrTx, filter: RoleRequestFilter): SQL[] {
  const conditions: SQL[] = [];
  if (filter.organizationId) conditions.push(eq(roleRequests.organizationId, filter.organizationId));
  if (filter.organizationName?.trim()) {
    const named = tx.select({ id: organizations.id }).from(organizations).where(ilike(organizations.name, containsPattern(filter.organizationName)));
    conditions.push(inArray(roleRequests.organizationId, named));
  }
  if (filter.userName?.trim()) {
    const pattern = containsPattern(filter.userName);
    const named = tx.select({ id: users.id }).from(users).where(or(ilike(shownName, pattern), ilike(users.email, pattern)));
    conditions.push(inArray(roleRequests.userId, named));
  }
  if (filter.status !== undefined) conditions.push(eq(roleRequests.status, filter.status as RoleRequestStatusValue));
  return conditions;
}

/** A sort of the list: its key, and the table besides role_requests that the key is read from. */
export interface RoleRequestSort {
  column: SQL | SQLWrapper;
  needs?: 'roles' | 'organizations' | 'users';
}

/** Sort keys of the list; the role column sorts by the role name it shows (translated), not by the code. */
export const sortColumns = (culture: LanguageCode) =>
  ({
    // The translated names are not in the database: a CASE maps each code to its name in `culture`.
    roleName: {
      column: sortKey(sql`case ${roles.code} ${sql.join(
        grantableRoleCodes.map((code) => sql`when ${code} then ${translate(culture, `roles.${code}`)}`),
        sql` `,
      )} else ${roles.code} end`),
      needs: 'roles',
    },
    organizationName: { column: organizations.sortName, needs: 'organizations' },
    // Sorted by the name as the list shows it (first name, last name), as name lists sort.
    userName: { column: users.sortName, needs: 'users' },
    changedAt: { column: roleRequests.changedAt },
    status: { column: roleRequests.status },
  }) satisfies Record<string, RoleRequestSort>;

export type RoleRequestSortColumn = keyof ReturnType<typeof sortColumns>;

/**
 * One page of role requests and the number of all that match, in one statement. The filters are all
 * conditions on role_requests' own columns, so the rows are counted and sorted on role_requests
 * alone (joined only with the table the sort key is read from), and only the page's rows are joined
 * with their user, role and organisation: a federation's list counts tens of thousands of requests,
 * and a count over the joined rows held every user's name and e-mail for it. Only a page past the
 * end needs a second query.
 */
export async function pageOfRoleRequests(
  tx: DbOrTx,
  where: SQL | undefined,
  order: RoleRequestSort & { descending: boolean },
  page: { limit: number; offset: number },
): Promise<{ rows: RoleRequestRecord[]; total: number; typesAlongPaths: Map<number, OrganizationType> }> {
  const direction = (column: SQL | SQLWrapper) => (order.descending ? desc(column) : asc(column));
  // The window count is raw SQL: Drizzle has no window functions.
  let counted = tx.select({ id: roleRequests.id, total: sql<number>`count(*) over ()`.as('total') }).from(roleRequests).$dynamic();
  if (order.needs === 'roles') counted = counted.innerJoin(roles, eq(roles.id, roleRequests.roleId));
  if (order.needs === 'organizations') counted = counted.innerJoin(organizations, eq(organizations.id, roleRequests.organizationId));
  if (order.needs === 'users') counted = counted.innerJoin(users, eq(users.id, roleRequests.userId));
  const pageRows = counted.where(where).orderBy(direction(order.column), desc(roleRequests.id)).limit(page.limit).offset(page.offset).as('page');
  // A correlated aggregate (raw: Drizzle has no json_object_agg) gives the types of the organisations
  // on each row's path, which the row's actions depend on.
  const rows = await joined(tx, {
    total: sql<number>`${pageRows.total}`.mapWith(Number),
    pathTypes: sql<Record<string, OrganizationType>>`(select json_object_agg(a.id, a.type) from ${organizations} a where a.id = any(${organizations.path}))`,
  })
    .innerJoin(pageRows, eq(pageRows.id, roleRequests.id))
    .orderBy(direction(order.column), desc(roleRequests.id));
  const typesAlongPaths = new Map<number, OrganizationType>();
  for (const row of rows) for (const [id, type] of Object.entries(row.pathTypes ?? {})) typesAlongPaths.set(Number(id), type);
  if (rows.length > 0) return { rows: rows as RoleRequestRecord[], total: rows[0].total, typesAlongPaths };
  if (page.offset === 0) return { rows: [], total: 0, typesAlongPaths };
  const [{ total }] = await tx.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(roleRequests).where(where);
  return { rows: [], total, typesAlongPaths };
}

/** One role request with its user, role and organisation, if `where` holds for it. */
export async function findRoleRequest(tx: DbOrTx, where: SQL | undefined): Promise<RoleRequestRecord | undefined> {
  const [row] = (await joined(tx).where(where).limit(1)) as RoleRequestRecord[];
  return row;
}

/** Files an open request; undefined when an open one for the same user, role and organisation exists. */
export async function insertOpenRequest(tx: DbOrTx, input: { userId: number; roleId: number; organizationId: number; at: Date }): Promise<number | undefined> {
  const [created] = await tx
    .insert(roleRequests)
    .values({ userId: input.userId, roleId: input.roleId, organizationId: input.organizationId, status: RoleRequestStatus.requested, changedAt: input.at, changedBy: input.userId })
    .onConflictDoNothing()
    .returning({ id: roleRequests.id });
  return created?.id;
}

/** Sets a new status if the request still has the status it was read with; false when another change came first. */
export async function updateStatusIfUnchanged(
  tx: DbOrTx,
  id: number,
  expected: RoleRequestStatusValue,
  change: { status: RoleRequestStatusValue; reason: string | null; at: Date; by: number },
): Promise<boolean> {
  const updated = await tx
    .update(roleRequests)
    .set({ status: change.status, reason: change.reason, changedAt: change.at, changedBy: change.by })
    .where(and(eq(roleRequests.id, id), eq(roleRequests.status, expected)))
    .returning({ id: roleRequests.id });
  return updated.length > 0;
}

/** Marks open requests for these roles approved (the roles were assigned directly). */
export async function approveOpenRequests(tx: DbOrTx, input: { userId: number; organizationId: number; roleIds: number[]; at: Date; by: number }): Promise<void> {
  if (input.roleIds.length === 0) return;
  await tx
    .update(roleRequests)
    .set({ status: RoleRequestStatus.approved, reason: null, changedAt: input.at, changedBy: input.by })
    .where(
      and(
        eq(roleRequests.userId, input.userId),
        eq(roleRequests.organizationId, input.organizationId),
        inArray(roleRequests.roleId, input.roleIds),
        eq(roleRequests.status, RoleRequestStatus.requested),
      ),
    );
}

/** A confirmed user holding OrgAdmin in one of the organisations asked about. */
export interface AdminRecipient {
  organizationId: number;
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
  languageId: number;
}

/** The confirmed OrgAdmins of `organizationIds` except `exceptUserId`, longest-standing account first. */
export async function adminsOf(tx: DbOrTx, organizationIds: readonly number[], exceptUserId: number): Promise<AdminRecipient[]> {
  if (organizationIds.length === 0) return [];
  return tx
    .select({ organizationId: userRoles.organizationId, userId: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName, languageId: users.languageId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(
      and(
        inArray(userRoles.organizationId, [...organizationIds]),
        eq(roles.code, 'OrgAdmin'),
        eq(userRoles.status, UserRoleStatus.created),
        ne(users.id, exceptUserId),
        isNotNull(users.emailConfirmedAt),
      ),
    )
    .orderBy(asc(users.id));
}
