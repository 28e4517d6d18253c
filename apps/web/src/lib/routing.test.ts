import { describe, expect, it } from 'vitest';
import { guardDecision, hasAnyRole, pathTo, routeMeta, safeRedirect } from './routing';

const base = { isAuthenticated: true, userLoaded: true, roles: [] as const, requested: '/license' };

describe('guardDecision (spec §2 route guard)', () => {
  it('lets anyone open a route without an authorize list', () => {
    expect(guardDecision({ ...base, authorize: undefined, isAuthenticated: false, userLoaded: false })).toEqual({ allow: true });
  });

  it('sends a visitor to the dashboard with the requested path as redirect', () => {
    expect(guardDecision({ ...base, authorize: ['OrgAdmin'], isAuthenticated: false, userLoaded: false, requested: '/usermanagement?x=1' })).toEqual({
      allow: false,
      to: '/dashboard?redirect=%2Fusermanagement%3Fx%3D1',
    });
  });

  it('treats a token without loaded user data as not signed in', () => {
    expect(guardDecision({ ...base, authorize: [], userLoaded: false })).toMatchObject({ allow: false, to: '/dashboard?redirect=%2Flicense' });
  });

  it('lets a signed-in user without roles open routes with an empty list', () => {
    expect(guardDecision({ ...base, authorize: [] })).toEqual({ allow: true });
  });

  it('sends a user lacking the role to the dashboard without redirect', () => {
    expect(guardDecision({ ...base, authorize: ['OrgAdmin'], roles: ['OrgUser'] })).toEqual({ allow: false, refused: ['OrgAdmin'] });
  });

  it('allows a matching role', () => {
    expect(guardDecision({ ...base, authorize: ['OrgAdmin', 'Approver'], roles: ['Approver'] })).toEqual({ allow: true });
  });

  it('refuses a screen whose area the root does not offer, after the roles, and allows it when offered', () => {
    expect(guardDecision({ ...base, authorize: [], areaOffered: false })).toEqual({ allow: false, refused: [], area: true });
    expect(guardDecision({ ...base, authorize: ['OrgAdmin'], roles: ['OrgUser'], areaOffered: false })).toEqual({ allow: false, refused: ['OrgAdmin'] });
    expect(guardDecision({ ...base, authorize: [], areaOffered: true })).toEqual({ allow: true });
    expect(guardDecision({ ...base, authorize: undefined, isAuthenticated: false, userLoaded: false, areaOffered: false })).toEqual({ allow: true });
  });

  it('allows Any only with at least one role', () => {
    expect(guardDecision({ ...base, authorize: ['Any'], roles: [] })).toEqual({ allow: false, refused: ['Any'] });
    expect(guardDecision({ ...base, authorize: ['Any'], roles: ['Trainer'] })).toEqual({ allow: true });
  });
});

describe('route table', () => {
  it('uses the spec names, paths and access lists', () => {
    expect(pathTo('license')).toBe('/license');
    expect(routeMeta('license')?.authorize).toEqual(['OrgAdmin', 'OrgUser', 'Official', 'Approver']);
    expect(routeMeta('usermanagement')?.authorize).toEqual(['OrgAdmin']);
    expect(routeMeta('rolerequests')?.authorize).toEqual([]);
    expect(routeMeta('Verification')?.authorize).toEqual([]);
    expect(routeMeta('newrolerequest')?.parent).toBe('rolerequests');
    expect(routeMeta('dashboard')?.authorize).toBeUndefined();
  });

  it('hasAnyRole', () => {
    expect(hasAnyRole(['OrgUser'], ['OrgAdmin', 'OrgUser'])).toBe(true);
    expect(hasAnyRole([], ['OrgAdmin'])).toBe(false);
  });
});

describe('safeRedirect', () => {
  it('keeps local paths and refuses others', () => {
    expect(safeRedirect('/license')).toBe('/license');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
