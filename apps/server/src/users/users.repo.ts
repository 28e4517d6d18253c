import { and, asc, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { UserRoleStatus } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { organizations, roleRequests, userRoles, users } from '../db/schema';
import { inSubtrees } from '../core/organizations/organizations.repo';
import { containsPattern } from '../lib/sql-like';
import { sortKey } from '../lib/sql-sort';

/**
 * The name as the screens show it (first name, last name). Raw SQL because Drizzle has no string
 * concatenation; searched and sorted as one text.
 */
export const shownName = sql`${users.firstName} || ' ' || ${users.lastName}`;

/** A user as stored. */
export type UserRow = typeof users.$inferSelect;

/** The user with the name and external id of their master organisation. */
export async function findUserWithMaster(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({ user: users, masterName: organizations.name, masterExternalId: organizations.externalId, footerLinks: organizations.footerLinks })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.masterOrganizationId))
    .where(eq(users.id, userId));
  return row;
}

/** A user of the master organisation `masterId`; another federation's user is absent. */
export async function findUserInMaster(tx: DbOrTx, id: number, masterId: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(and(eq(users.id, id), eq(users.masterOrganizationId, masterId))).limit(1);
  return row;
}

/**
 * Users who belong below the organisations `rootIds`: they hold a role there or have asked for one
 * (a newly registered member becomes visible to the admins through their first role request).
 */
function relatedTo(tx: DbOrTx, rootIds: number[]): SQL {
  const withRole = tx
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.status, UserRoleStatus.created), inSubtrees(userRoles.organizationId, rootIds, tx)));
  const withRequest = tx.select({ id: roleRequests.userId }).from(roleRequests).where(inSubtrees(roleRequests.organizationId, rootIds, tx));
  return or(inArray(users.id, withRole), inArray(users.id, withRequest))!;
}

/** Confirmed users of the federation below `rootIds` whose name or e-mail contains `search`, by name. */
export async function usersBelow(tx: DbOrTx, masterId: number, rootIds: number[], search: string | undefined, limit: number): Promise<UserRow[]> {
  if (rootIds.length === 0) return [];
  const conditions: SQL[] = [eq(users.masterOrganizationId, masterId), isNotNull(users.emailConfirmedAt), relatedTo(tx, rootIds)];
  if (search?.trim()) {
    const pattern = containsPattern(search);
    conditions.push(or(ilike(users.email, pattern), ilike(shownName, pattern))!);
  }
  return tx.select().from(users).where(and(...conditions)).orderBy(sortKey(users.lastName), sortKey(users.firstName), asc(users.id)).limit(limit);
}

/** The user `id` if they belong below `rootIds` (see `usersBelow`). */
export async function findUserBelow(tx: DbOrTx, id: number, masterId: number, rootIds: number[]): Promise<UserRow | undefined> {
  if (rootIds.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, id), eq(users.masterOrganizationId, masterId), relatedTo(tx, rootIds)))
    .limit(1);
  return row;
}
