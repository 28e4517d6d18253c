import type { Link, ManualPerformance } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { accounts, AU, DLV, ensureActiveRole, ensureNoRole, HESSEN, loadOrgs, loginAll, PHANOS, type AccountKey, type Org } from '../test/fixtures';
import { base, insertStoredList, listPayload, manualSnapshot, performancePayload } from './manual-bestlists.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let germanList: number;
let germanPerformance: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  germanList = await insertStoredList(t, org(DLV).id, { name: 'Zugriffsprobe' });
  const r = await t.as(s.manual.token, { method: 'POST', url: `${base}/${germanList}/performances`, payload: performancePayload() as object });
  germanPerformance = (r.json() as ManualPerformance).id;
});
afterAll(() => t.close());

const rootRels = async (token: string) => ((await t.as(token, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);
const accountKeys = Object.keys(accounts) as AccountKey[];

/** Every call of the area, with a valid payload; `list` and `performance` name the objects. */
const calls = (list: number, performance: number) =>
  [
    { method: 'GET', url: `${base}/links` },
    { method: 'GET', url: base },
    { method: 'POST', url: base, payload: listPayload({ name: 'Neu' }) },
    { method: 'GET', url: `${base}/${list}` },
    { method: 'PUT', url: `${base}/${list}`, payload: listPayload({ name: 'Geändert' }) },
    { method: 'GET', url: `${base}/${list}/performances` },
    { method: 'POST', url: `${base}/${list}/performances`, payload: performancePayload({ formatedValue: '11,00' }) },
    { method: 'GET', url: `${base}/${list}/events` },
    { method: 'GET', url: `${base}/performances/${performance}` },
    { method: 'PUT', url: `${base}/performances/${performance}`, payload: performancePayload({ formatedValue: '11,10' }) },
    { method: 'DELETE', url: `${base}/performances/${performance}` },
    { method: 'DELETE', url: `${base}/${list}` },
  ] as { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[];

describe('who may use the area', () => {
  it('offers the catalogue to manual best list admins only, with every rel of the area', async () => {
    for (const who of accountKeys) expect(await rootRels(s[who].token), who).toEqual(who === 'manual' ? expect.arrayContaining(['manual_bestlist_links']) : expect.not.arrayContaining(['manual_bestlist_links']));
    const catalogue = (await t.as(s.manual.token, { method: 'GET', url: `${base}/links` })).json().links as Link[];
    expect(catalogue.map((l) => l.rel).sort()).toEqual([
      'delete',
      'delete_manual_performance',
      'get_by_id',
      'get_manual_bestlist_events',
      'get_manual_bestlists',
      'get_manual_performance',
      'get_manual_performances',
      'new',
      'new_manual_performance',
      'update',
      'update_manual_performance',
    ]);
    expect(catalogue.find((l) => l.rel === 'get_manual_performance')).toEqual({ rel: 'get_manual_performance', href: `${base}/performances/{id}`, templated: true, method: 'GET' });
  });

  it('answers 403 to every call of anyone else (401 without a token), and changes nothing', async () => {
    const before = await manualSnapshot(t);
    for (const who of accountKeys.filter((k) => k !== 'manual')) {
      for (const call of calls(germanList, germanPerformance)) expect((await t.as(s[who].token, call)).statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
    }
    for (const call of calls(germanList, germanPerformance)) expect((await t.as(null, call)).statusCode, `${call.method} ${call.url}`).toBe(401);
    expect(await manualSnapshot(t)).toEqual(before);
  });

  it('lets the manual best list admin make every call', async () => {
    const list = await insertStoredList(t, org(DLV).id, { name: 'Alle Aufrufe' });
    const performance = (await t.as(s.manual.token, { method: 'POST', url: `${base}/${list}/performances`, payload: performancePayload() as object })).json().id;
    for (const call of calls(list, performance)) {
      const r = await t.as(s.manual.token, call);
      expect(r.statusCode, `${call.method} ${call.url} ${r.body.slice(0, 120)}`).toBe(call.method === 'POST' ? 201 : 200);
    }
  });

  it('holds for the role in any organisation of the federation', async () => {
    await ensureActiveRole(t, s.club.id, 'ManualBestlistAdmin', org(HESSEN).id);
    try {
      expect(await rootRels(s.club.token)).toContain('manual_bestlist_links');
      expect((await t.as(s.club.token, { method: 'GET', url: `${base}/${germanList}` })).statusCode).toBe(200);
    } finally {
      await ensureNoRole(t, s.club.id, 'ManualBestlistAdmin', org(HESSEN).id);
    }
    expect((await t.as(s.club.token, { method: 'GET', url: `${base}/${germanList}` })).statusCode).toBe(403);
  });
});

describe('tenants', () => {
  it('shows a Dutch manual list admin only their federation’s lists; the German ones answer 404 and stay as they are', async () => {
    const dutchList = await insertStoredList(t, org(AU).id, { name: 'Mandantenprobe Nederland' });
    await insertStoredList(t, org(DLV).id, { name: 'Mandantenprobe Deutschland' });
    await ensureActiveRole(t, s.nl.id, 'ManualBestlistAdmin', org(PHANOS).id);
    try {
      const names = (await t.as(s.nl.token, { method: 'GET', url: `${base}?freetextSearch=Mandantenprobe` })).json().entities.map((e: { name: string }) => e.name);
      expect(names).toEqual(['Mandantenprobe Nederland']);
      expect((await t.as(s.nl.token, { method: 'GET', url: `${base}/${dutchList}` })).statusCode).toBe(200);
      const before = await manualSnapshot(t);
      for (const call of calls(germanList, germanPerformance).filter((c) => c.url !== `${base}/links` && c.url !== base)) {
        const r = await t.as(s.nl.token, call);
        expect(r.statusCode, `${call.method} ${call.url}`).toBe(404);
      }
      expect(await manualSnapshot(t)).toEqual(before);
    } finally {
      await ensureNoRole(t, s.nl.id, 'ManualBestlistAdmin', org(PHANOS).id);
    }
    expect((await t.as(s.manual.token, { method: 'GET', url: `${base}/${dutchList}` })).statusCode).toBe(404);
    expect((await t.as(s.manual.token, { method: 'GET', url: `${base}/${dutchList}/performances` })).statusCode).toBe(404);
    expect((await t.as(s.manual.token, { method: 'POST', url: `${base}/${dutchList}/performances`, payload: performancePayload() as object })).statusCode).toBe(404);
  });
});
