import { describe, expect, it } from 'vitest';
import { canDeleteSelection, usersLosingLastRole } from './last-roles';

const row = (id: number, userId: number, active: number, status: 0 | 1 = 0) => ({
  id,
  userId,
  userEmail: `user${userId}@demo.test`,
  status,
  userActiveRoleCount: active,
});

describe('usersLosingLastRole', () => {
  it('names a user whose only active role is removed', () => {
    expect(usersLosingLastRole([row(1, 7, 1)])).toEqual(['user7@demo.test']);
  });

  it('does not name a user who keeps another active role', () => {
    expect(usersLosingLastRole([row(1, 7, 2)])).toEqual([]);
  });

  it('names a user when all of their active roles are selected', () => {
    expect(usersLosingLastRole([row(1, 7, 2), row(2, 7, 2), row(3, 8, 3)])).toEqual(['user7@demo.test']);
  });

  it('ignores deleted rows and counts a row once', () => {
    expect(usersLosingLastRole([row(1, 7, 2), row(1, 7, 2), row(2, 7, 2, 1)])).toEqual([]);
  });

  it('lists several users sorted by e-mail', () => {
    expect(usersLosingLastRole([row(1, 9, 1), row(2, 3, 1)])).toEqual(['user3@demo.test', 'user9@demo.test']);
  });

  it('is empty for an empty selection', () => {
    expect(usersLosingLastRole([])).toEqual([]);
  });
});

describe('canDeleteSelection', () => {
  const update = [{ rel: 'update', href: '/x', templated: false }];
  it('needs a non-empty selection', () => {
    expect(canDeleteSelection([])).toBe(false);
  });
  it('refuses a selection with a deleted row', () => {
    expect(canDeleteSelection([{ status: 0, links: update }, { status: 1, links: [] }])).toBe(false);
  });
  it('refuses rows the user may not remove', () => {
    expect(canDeleteSelection([{ status: 0, links: [] }])).toBe(false);
  });
  it('allows active removable rows', () => {
    expect(canDeleteSelection([{ status: 0, links: update }])).toBe(true);
  });
});
