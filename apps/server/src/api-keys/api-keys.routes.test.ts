import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ApiKey, CreatedApiKey } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { loginAll } from '../test/fixtures';
import { apiKeys } from '../db/schema';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
const base = '/api/api-keys';

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const create = (token: string, name: string) => t.as(token, { method: 'POST', url: base, payload: { name } });
const list = async (token: string): Promise<ApiKey[]> => {
  const r = await t.as(token, { method: 'GET', url: base });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().entities;
};
const send = (key: string) =>
  t.as(null, {
    method: 'POST',
    url: '/api/external/results',
    headers: { authorization: `ApiKey ${key}` },
    payload: { competition: { externalId: 'lifecycle', name: 'Schlüsseltest', dateFrom: '2026-06-14', dateTo: '2026-06-14', town: 'Kassel', nation: 'GER' }, results: [] },
  });

describe('who manages the keys', () => {
  it('is offered to the federation’s OrgAdmins and statisticians; anyone else gets 403', async () => {
    for (const who of ['federation', 'statistician', 'nl'] as const) {
      expect(JSON.stringify((await t.as(s[who].token, { method: 'GET', url: '/api' })).json()), who).toContain('api_key_links');
      expect((await t.as(s[who].token, { method: 'GET', url: base })).statusCode, who).toBe(200);
    }
    // An OrgAdmin of a region is no admin of the federation.
    for (const who of ['region', 'club', 'records', 'norole'] as const) {
      expect(JSON.stringify((await t.as(s[who].token, { method: 'GET', url: '/api' })).json()), who).not.toContain('api_key_links');
      expect((await t.as(s[who].token, { method: 'GET', url: base })).statusCode, who).toBe(403);
      expect((await create(s[who].token, 'Nicht erlaubt')).statusCode, who).toBe(403);
    }
    const links = (await t.as(s.federation.token, { method: 'GET', url: `${base}/links` })).json().links.map((l: { rel: string }) => l.rel);
    expect(links).toEqual(['get_api_keys', 'new_api_key', 'revoke']);
  });
});

describe('a key from creation to revocation', () => {
  let created: CreatedApiKey;

  it('shows the key once and stores only its hash and first characters', async () => {
    const r = await create(s.federation.token, '  Stadion Kassel  ');
    expect(r.statusCode, r.body).toBe(201);
    created = r.json();
    expect(created.key).toMatch(/^ak_[A-Za-z0-9_-]{40}$/);
    expect(created).toMatchObject({ name: 'Stadion Kassel', keyPrefix: created.key.slice(0, 8), createdBy: 'Franziska Bundmann', lastUsedAt: null, revokedAt: null });
    expect(created.links.map((l) => l.rel)).toEqual(['revoke']);
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).toBe(createHash('sha256').update(created.key).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.key);
    // The list never shows the key again.
    const listed = (await list(s.statistician.token)).find((k) => k.id === created.id)!;
    expect(listed).toMatchObject({ name: 'Stadion Kassel', keyPrefix: created.key.slice(0, 8), lastUsedAt: null });
    expect(JSON.stringify(await list(s.federation.token))).not.toContain(created.key);
  });

  it('refuses a name that is empty or longer than 100 characters', async () => {
    expect((await create(s.federation.token, '')).statusCode).toBe(422);
    expect((await create(s.federation.token, 'x'.repeat(101))).statusCode).toBe(422);
    expect((await create(s.federation.token, 'x'.repeat(100))).statusCode).toBe(201);
  });

  it('notes when the key was last used', async () => {
    t.clock.advance(5000);
    const r = await send(created.key);
    expect(r.statusCode, r.body).toBe(200);
    const listed = (await list(s.federation.token)).find((k) => k.id === created.id)!;
    expect(listed.lastUsedAt).not.toBeNull();
    expect(Date.parse(listed.lastUsedAt!)).toBeGreaterThan(Date.parse(created.createdAt));
  });

  it('is neither listed nor revoked for another federation (404)', async () => {
    expect((await list(s.nl.token)).map((k) => k.id)).not.toContain(created.id);
    const r = await t.as(s.nl.token, { method: 'DELETE', url: `${base}/${created.id}` });
    expect(r.statusCode).toBe(404);
    expect((await send(created.key)).statusCode).toBe(200);
  });

  it('once revoked, answers 401 to the sender and offers no revoke any more', async () => {
    const link = created.links.find((l) => l.rel === 'revoke')!;
    const r = await t.as(s.statistician.token, { method: link.method as 'DELETE', url: link.href });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: created.id, links: [] });
    expect(r.json().revokedAt).not.toBeNull();
    const refused = await send(created.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, code: 'apiKeys.keyInvalid' });
    expect((await list(s.federation.token)).find((k) => k.id === created.id)!.links).toEqual([]);
  });
});

describe('the sender’s key', () => {
  it('is refused with 401 when missing, malformed or unknown, in the caller’s language', async () => {
    const post = (authorization?: string) =>
      t.as(null, { method: 'POST', url: '/api/external/results', headers: { ...(authorization ? { authorization } : {}), 'accept-language': 'en' }, payload: {} });
    for (const header of [undefined, 'ApiKey', 'ApiKey ak_unknown', `Bearer ${s.statistician.token}`, `ApiKey ${'x'.repeat(300)}`]) {
      const r = await post(header);
      expect(r.statusCode, header).toBe(401);
      expect(r.json().message).toBe('The API key is missing, unknown or revoked');
    }
  });

  it('takes at most 60 calls a minute, then 429 until the minute is over', async () => {
    const key = (await create(s.federation.token, 'Drosselung')).json().key as string;
    for (let i = 0; i < 60; i++) expect((await send(key)).statusCode, `call ${i + 1}`).toBe(200);
    const refused = await send(key);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('apiKeys.tooManyCalls');
    t.clock.advance(60_000);
    expect((await send(key)).statusCode).toBe(200);
  });
});
