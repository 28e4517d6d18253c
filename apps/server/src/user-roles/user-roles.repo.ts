import { and, arrayContains, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { UserRoleStatus } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roles, userRoles, users } from '../db/schema';
import { containsPattern } from '../lib/sql-like';
import { shownName } from '../users/users.repo';

/** Whether the user holds the role in the organisation (actively). */
export async function holdsRole(tx: DbOrTx, held: { userId: number; roleId: number; organizationId: number }): Promise<boolean> {
  const rows = await tx
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(
      and(
        eq(userRoles.userId, held.userId),
        eq(userRoles.roleId, held.roleId),
        eq(userRoles.organizationId, held.organizationId),
        eq(userRoles.status, UserRoleStatus.created),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Ids of the roles the user holds in the organisation. */
export async function heldRoleIds(tx: DbOrTx, userId: number, organizationId: number): Promise<number[]> {
  const rows = await tx
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId), eq(userRoles.status, UserRoleStatus.created)));
  return rows.map((r) => r.roleId);
}

/**
 * Grants a role and says whether it did: a concurrent grant of the same role is absorbed by the
 * active-role index, and only the transaction that inserted the row reports it.
 */
export async function insertUserRole(tx: DbOrTx, input: { userId: number; roleId: number; organizationId: number; at: Date }): Promise<boolean> {
  const rows = await tx
    .insert(userRoles)
    .values({ userId: input.userId, roleId: input.roleId, organizationId: input.organizationId, changedAt: input.at })
    .onConflictDoNothing()
    .returning({ id: userRoles.id });
  return rows.length > 0;
}

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
  // Correlated counts (raw: Drizzle has no correlated subquery in a select list): the user's active roles anywhere, for the last-role warning of the screen.
  activeCount: sql<number>`(select count(*) from user_roles ur where ur.user_id = ${userRoles.userId} and ur.status = ${UserRoleStatus.created})`.mapWith(Number),
  // Likewise the organisation's active administrators, so that removing the last one can be refused up front.
  adminsInOrganization: sql<number>`(select count(*) from user_roles ur join roles r on r.id = ur.role_id where ur.organization_id = ${userRoles.organizationId} and ur.status = ${UserRoleStatus.created} and r.code = 'OrgAdmin')`.mapWith(Number),
};

function joined(tx: DbOrTx) {
  return tx
    .select(selection)
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId));
}

/** A user role with its user, role and organisation. */
export type UserRoleRecord = Awaited<ReturnType<typeof joined>>[number];

/** The filters of user management. */
export interface UserRoleFilter {
  /** Only roles in this organisation and below. */
  rootId: number;
  masterId: number;
  organizationId?: number;
  userName?: string;
}

/** Users sort by their name as the list shows it (first name, last name), as name lists sort. */
const displayedName = users.sortName;

function userMatches(userName: string): SQL {
  const pattern = containsPattern(userName);
  return or(ilike(shownName, pattern), ilike(users.email, pattern))!;
}

function roleConditions(filter: UserRoleFilter): SQL {
  const conditions: SQL[] = [arrayContains(organizations.path, [filter.rootId]), eq(organizations.masterId, filter.masterId)];
  if (filter.organizationId) conditions.push(eq(userRoles.organizationId, filter.organizationId));
  return and(...conditions)!;
}

/**
 * One page of users (not of role rows: a user's roles never split across pages) with all their
 * roles that match, sorted by the user's name as displayed, and the number of matching users.
 */
export async function pageOfUserRoles(tx: DbOrTx, filter: UserRoleFilter, page: { limit: number; offset: number }) {
  const where = and(roleConditions(filter), filter.userName?.trim() ? userMatches(filter.userName) : undefined);
  const matching = tx
    .selectDistinct({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(where)
    .as('matching');
  const pageUsers = await tx
    // A window count (raw: Drizzle has no window functions) gives the number of users with the page.
    .select({ id: users.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .innerJoin(matching, eq(matching.userId, users.id))
    .orderBy(displayedName, asc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  if (pageUsers.length === 0) return { rows: [] as UserRoleRecord[], totalUsers: page.offset === 0 ? 0 : await countUsers(tx, where) };
  const rows = await joined(tx)
    .where(and(where, inArray(userRoles.userId, pageUsers.map((u) => u.id))))
    .orderBy(displayedName, asc(users.id), asc(userRoles.status), organizations.sortName, asc(roles.id));
  return { rows, totalUsers: pageUsers[0].total };
}

async function countUsers(tx: DbOrTx, where: SQL | undefined): Promise<number> {
  const [{ total }] = await tx
    .select({ total: sql<number>`count(distinct ${userRoles.userId})`.mapWith(Number) })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(where);
  return total;
}

/** One user role with its user, role and organisation, within the master organisation. */
export async function findUserRole(tx: DbOrTx, id: number, masterId: number): Promise<UserRoleRecord | undefined> {
  const [row] = await joined(tx).where(and(eq(userRoles.id, id), eq(organizations.masterId, masterId))).limit(1);
  return row;
}

/** The user roles `ids` with their organisation's path and federation, for the removal checks (not locked: see `activeAdminRoles`). */
export async function userRolesForRemoval(tx: DbOrTx, ids: number[]) {
  return tx
    .select({ id: userRoles.id, userId: userRoles.userId, status: userRoles.status, roleCode: roles.code, organizationId: userRoles.organizationId, path: organizations.path, masterId: organizations.masterId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .innerJoin(organizations, eq(organizations.id, userRoles.organizationId))
    .where(inArray(userRoles.id, ids));
}

/** Marks the active ones of `ids` deleted. */
export async function markDeleted(tx: DbOrTx, ids: number[], at: Date): Promise<void> {
  await tx
    .update(userRoles)
    .set({ status: UserRoleStatus.deleted, changedAt: at })
    .where(and(inArray(userRoles.id, ids), eq(userRoles.status, UserRoleStatus.created)));
}

/**
 * Active OrgAdmin roles in the organisations `organizationIds`, locked in id order: two removals
 * touching the same organisation's admins queue behind each other instead of deadlocking, and the
 * later one sees what the first removed.
 */
export async function activeAdminRoles(tx: DbOrTx, organizationIds: number[]) {
  if (organizationIds.length === 0) return [];
  return tx
    .select({ id: userRoles.id, organizationId: userRoles.organizationId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.organizationId, organizationIds), eq(userRoles.status, UserRoleStatus.created), eq(roles.code, 'OrgAdmin')))
    .orderBy(userRoles.id)
    .for('update', { of: userRoles });
}
