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
