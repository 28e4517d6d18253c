import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../test/harness';
import { hashPassword } from '../account/passwords';
import { seedDemoCrowd } from './demo-crowd';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoCrowd(t.database.db, await hashPassword(DEMO_PASSWORD));
});
afterAll(() => t.close());

describe('demo crowd', () => {
  it('gives the Hessen admin several pages of users and of open role requests', async () => {
    const admin = await t.login('region.admin@demo.test');
    const orgId = (await t.as(admin.accessToken, { method: 'GET', url: `/api/users/${admin.user.id}/organizations` })).json()[0].value;
    const users = await t.as(admin.accessToken, { method: 'GET', url: `/api/organizations/${orgId}/userroles?pageSize=10` });
    expect(users.json().paginationMetadata.totalPages).toBeGreaterThanOrEqual(3);
    const requests = await t.as(admin.accessToken, { method: 'GET', url: `/api/organizations/${orgId}/rolerequests?status=0&pageSize=10` });
    expect(requests.json().paginationMetadata.totalPages).toBeGreaterThanOrEqual(2);
  });

  it('gives the Dutch admin clubs in two regions, members and open requests, in Dutch', async () => {
    const nl = await t.login('nl.admin@demo.test');
    const au = nl.user.masterOrganization.value;
    const regions = (await t.as(nl.accessToken, { method: 'GET', url: '/api/organizations/types/Region' })).json() as { text: string }[];
    expect(regions.map((r) => r.text)).toEqual(['Regio Oost', 'Regio West']);
    const requests = await t.as(nl.accessToken, { method: 'GET', url: `/api/organizations/${au}/rolerequests?status=0&culture=nl` });
    expect(requests.json().paginationMetadata.totalCount).toBeGreaterThanOrEqual(6);
    expect(requests.json().entities[0].statusLocalized).toBe('Aangevraagd');
    const member = await t.login('lid01@demo.test');
    expect(member.user.languageCode).toBe('nl');
  });
});
