import { describe, expect, it } from 'vitest';
import { pathTo } from '../lib/routing';
import { visibleEntries } from './nav-drawer';
import { drawerItems } from './registry';

const keys = (signedIn: boolean, roles: Parameters<typeof visibleEntries>[1]) => visibleEntries(signedIn, roles).map((e) => e.key);

describe('drawer entries (spec §2)', () => {
  it('shows visitors sign-in, registration, the public running calendar, the public best lists, the athletes and the manual (all-time) lists', () => {
    expect(keys(false, [])).toEqual(['login', 'register', 'publicCalendar', 'publicBestLists', 'publicAthletes', 'publicManualBestLists']);
  });

  it('shows the statistics group to a statistician whose root links offer its catalogues', () => {
    const offered = new Set(['bestlist_links', 'performance_links', 'competition_links']);
    const entries = visibleEntries(true, ['Statistiker'], drawerItems, (rel) => offered.has(rel));
    const statistics = entries.filter((e) => e.group === 'drawer.statistics').map((e) => e.key);
    expect(statistics.length).toBe(3);
    expect(visibleEntries(true, ['OrgUser'], drawerItems, () => false).some((e) => e.group === 'drawer.statistics')).toBe(false);
  });

  it('shows an area only when the root links offer its catalogue', () => {
    const withArea = visibleEntries(true, ['OrgUser'], drawerItems, (rel) => rel === 'competition_approval_links').map((e) => e.key);
    expect(withArea).toContain('competitionApproval');
    expect(keys(true, ['OrgUser'])).not.toContain('competitionApproval');
  });

  it('leaves a user without a role the way to get one', () => {
    expect(keys(true, [])).toEqual(['roleRequests', 'verification']);
  });

  it('shows users only to admins and the licence to licensers', () => {
    expect(keys(true, ['OrgAdmin'])).toEqual(['users', 'roleRequests', 'license', 'verification']);
    expect(keys(true, ['OrgUser'])).toEqual(['roleRequests', 'license', 'verification']);
    expect(keys(true, ['Approver'])).toEqual(['roleRequests', 'verification']);
  });

  it('comes from the features: every entry opens a route of the registry, and a group shows only with a visible entry', () => {
    for (const entry of drawerItems) expect(pathTo(entry.route)).toMatch(/^\//);
    const grouped = visibleEntries(true, ['Approver']).filter((e) => e.group === 'drawer.userManagementGroup');
    expect(grouped.map((e) => e.key)).toEqual(['roleRequests']);
  });
});
