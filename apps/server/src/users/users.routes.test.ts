import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('current user', () => {
  it('carries the German flag for users of the German federation only', async () => {
    const german = await t.login('club.user@demo.test');
    const dutch = await t.login('nl.admin@demo.test');
    const me = (token: string) => t.as(token, { method: 'GET', url: '/api/users/current' }).then((r) => r.json());
    expect((await me(german.accessToken)).isGerman).toBe(true);
    const nl = await me(dutch.accessToken);
    expect(nl.isGerman).toBe(false);
    expect(nl.languageCode).toBe('nl');
    expect(nl.userRoles).toEqual([expect.objectContaining({ organizationName: 'Atletiekunie', role: { code: 'OrgAdmin' } })]);
  });
});

describe('users an administrator may read', () => {
  it('are those below the organisations they administer, not the whole federation', async () => {
    const region = await t.login('region.admin@demo.test');
    const federation = await t.login('federation.admin@demo.test');
    const orgs = (await t.as(region.accessToken, { method: 'GET', url: '/api/organizations/types/Region' })).json() as { value: number; text: string }[];
    const hessen = orgs.find((o) => o.text === 'Hessischer Leichtathletik-Verband')!.value;
    const user = (token: string, id: number) => t.as(token, { method: 'GET', url: `/api/users/${id}` });
    const pick = async (token: string, orgId: number, search: string) =>
      ((await t.as(token, { method: 'GET', url: `/api/organizations/${orgId}/users?search=${search}` })).json() as { email: string }[]).map((u) => u.email);

    // The record admin's only role is in the federation itself, above Hessen; the club user's is in Hessen.
    const recordAdmin = (await t.login('records@demo.test')).user.id;
    const clubUser = (await t.login('club.user@demo.test')).user.id;
    expect((await user(region.accessToken, clubUser)).statusCode).toBe(200);
    expect((await user(region.accessToken, recordAdmin)).statusCode).toBe(403);
    expect((await user(federation.accessToken, recordAdmin)).statusCode).toBe(200);
    expect(await pick(region.accessToken, hessen, 'demo.test')).toContain('club.user@demo.test');
    expect(await pick(region.accessToken, hessen, 'demo.test')).not.toContain('federation.admin@demo.test');
    expect(await pick(federation.accessToken, federation.user.masterOrganization.value, 'demo.test')).toContain('records@demo.test');
  });
});
