import { UserRoleStatus } from '@portal/domain';
import { linkOf, type UserRoleRow } from '../api/types';

type Row = Pick<UserRoleRow, 'id' | 'userId' | 'userEmail' | 'status' | 'userActiveRoleCount'>;

/**
 * E-mail addresses of the users who would hold no active role after `rows` are removed: a user
 * loses the last role when the number of their selected active rows reaches userActiveRoleCount.
 * Deleted rows and duplicates do not count.
 */
export function usersLosingLastRole(rows: readonly Row[]): string[] {
  const removed = new Map<number, { email: string; ids: Set<number>; active: number }>();
  for (const row of rows) {
    if (row.status !== UserRoleStatus.created) continue;
    const entry = removed.get(row.userId) ?? { email: row.userEmail, ids: new Set<number>(), active: row.userActiveRoleCount };
    entry.ids.add(row.id);
    removed.set(row.userId, entry);
  }
  return [...removed.values()]
    .filter((e) => e.ids.size >= e.active)
    .map((e) => e.email)
    .sort((a, b) => a.localeCompare(b));
}

/** Whether the selection can be deleted at once: not empty, nothing already deleted, every row removable. */
export function canDeleteSelection(rows: readonly Pick<UserRoleRow, 'status' | 'links'>[]): boolean {
  return rows.length > 0 && rows.every((r) => r.status !== UserRoleStatus.deleted && linkOf(r, 'update') !== undefined);
}
