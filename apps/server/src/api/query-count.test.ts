import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

/**
 * Few statements per signed-in request (throughput): the current organisation check, the grants and
 * the page with its count are one query each at most.
 */
const MAX_QUERIES = 3;

let t: TestApp;
let token: string;
let hessen: number;
beforeAll(async () => {
  t = await createTestApp();
  const login = await t.login('region.admin@demo.test');
  token = login.accessToken;
  hessen = login.user.userRoles.find((r) => r.role.code === 'OrgAdmin')!.organizationId;
});
afterAll(() => t.close());

async function queriesOf(url: string): Promise<string[]> {
  t.queries.length = 0;
  const res = await t.as(token, { method: 'GET', url, org: hessen });
  expect(res.statusCode, url).toBe(200);
  return [...t.queries];
}

describe('queries per signed-in request', () => {
  it.each([
    ['the role requests list', () => `/api/organizations/${hessen}/rolerequests?status=0&pageSize=10`],
    ['the user roles list', () => `/api/organizations/${hessen}/userroles?pageSize=10`],
    ['the current user', () => '/api/users/current'],
    ['the root links', () => '/api'],
  ])(`sends at most ${MAX_QUERIES} for %s`, async (_, url) => {
    const queries = await queriesOf(url());
    expect(queries.length, queries.join('\n\n')).toBeLessThanOrEqual(MAX_QUERIES);
  });
});
