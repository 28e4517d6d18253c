import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { statusPatch } from '../test/fixtures';

/** Grants and kept answers (decision 026): shared while the platform data stands still, never after it changed. */
let t: TestApp;
let admin: { token: string; org: number };
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('region.admin@demo.test');
  admin = { token: login.accessToken, org: login.user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId };
});
afterAll(() => t.close());

const get = (token: string, url: string, org?: number, headers: Record<string, string> = {}) => t.as(token, { method: 'GET', url, org, headers });
const rolesUrl = () => `/api/organizations/${admin.org}/rolerequests?pageSize=10`;

describe('answers kept until the platform data changes', () => {
  it('answers a repeated call from memory after one version read', async () => {
    const first = await get(admin.token, rolesUrl(), admin.org);
    t.queries.length = 0;
    const again = await get(admin.token, rolesUrl(), admin.org);
    expect(again.body).toBe(first.body);
    expect(t.queries).toEqual([expect.stringContaining('"platform_version"')]);
  });

  it('sees a change made outside the portal (SQL by hand) at the next call', async () => {
    const before = (await get(admin.token, '/api/users/current')).json();
    await t.database.db.execute(sql`update users set first_name = 'Geändert' where id = ${before.id}`);
    const after = (await get(admin.token, '/api/users/current')).json();
    expect(after.firstName).toBe('Geändert');
    await t.database.db.execute(sql`update users set first_name = ${before.firstName} where id = ${before.id}`);
  });

  it('sees a role removed by hand at once: the organisation is no longer a valid current one', async () => {
    const user = await t.login('club.user@demo.test');
    const club = user.user.userRoles[0].organizationId;
    expect((await get(user.accessToken, '/api/users/current', club)).statusCode).toBe(200);
    await t.database.db.execute(sql`update user_roles set status = 1 where user_id = ${user.user.id} and organization_id = ${club}`);
    try {
      expect((await get(user.accessToken, '/api/users/current', club)).statusCode).toBe(403);
    } finally {
      await t.database.db.execute(sql`update user_roles set status = 0 where user_id = ${user.user.id} and organization_id = ${club}`);
    }
    expect((await get(user.accessToken, '/api/users/current', club)).statusCode).toBe(200);
  });

  it('keeps answers apart per caller, language and input', async () => {
    const other = await t.login('club.user@demo.test');
    const mine = (await get(admin.token, '/api/users/current')).json();
    const theirs = (await get(other.accessToken, '/api/users/current')).json();
    expect(mine.id).not.toBe(theirs.id);
    const german = (await get(admin.token, rolesUrl(), admin.org, { 'accept-language': 'de' })).json();
    const english = (await get(admin.token, rolesUrl(), admin.org, { 'accept-language': 'en' })).json();
    expect(german.entities[0].roleName).not.toBe(english.entities[0].roleName);
    const smaller = (await get(admin.token, rolesUrl().replace('pageSize=10', 'pageSize=2'), admin.org)).json();
    expect(smaller.entities).toHaveLength(2);
  });

  it('sees a decision made through the API at the next call', async () => {
    const pending = (await get(admin.token, `${rolesUrl()}&status=0`, admin.org)).json();
    const request = pending.entities.find((r: { links: { rel: string }[] }) => r.links.some((l) => l.rel === 'approve'));
    expect(request).toBeDefined();
    const approve = await t.as(admin.token, { method: 'PATCH', url: `/api/rolerequests/${request.id}/status`, org: admin.org, payload: statusPatch(2), headers: { 'content-type': 'application/json-patch+json' } });
    expect(approve.statusCode).toBe(200);
    const after = (await get(admin.token, `${rolesUrl()}&status=0`, admin.org)).json();
    expect(after.entities.map((r: { id: number }) => r.id)).not.toContain(request.id);
  });
});
