import { describe, expect, it } from 'vitest';
import { visibleEntries } from './nav-drawer';

const keys = (signedIn: boolean, roles: Parameters<typeof visibleEntries>[1]) => visibleEntries(signedIn, roles).map((e) => e.key);

describe('drawer entries (spec §2)', () => {
  it('shows no role-bound entries to visitors', () => {
    expect(keys(false, [])).toEqual([]);
  });

  it('leaves a user without a role the way to get one', () => {
    expect(keys(true, [])).toEqual(['roleRequests', 'verification']);
  });

  it('shows users only to admins and the licence to licensers', () => {
    expect(keys(true, ['OrgAdmin'])).toEqual(['users', 'roleRequests', 'license', 'verification']);
    expect(keys(true, ['OrgUser'])).toEqual(['roleRequests', 'license', 'verification']);
    expect(keys(true, ['Approver'])).toEqual(['roleRequests', 'verification']);
  });
});
