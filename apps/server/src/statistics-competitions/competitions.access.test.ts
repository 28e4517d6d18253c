import type { Link, PerformanceCompetition } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { accounts, AU, DLV, EINTRACHT, ensureActiveRole, ensureNoRole, fingerprint, HESSEN, loadOrgs, loginAll, type AccountKey, type Org } from '../test/fixtures';
import { base, competitionPayload, insertStoredCompetition, relsOf, storedCompetition } from './competitions.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const rootRels = async (token: string) => ((await t.as(token, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);
const accountKeys = Object.keys(accounts) as AccountKey[];

/** Every call of the area, with a valid payload. */
const calls = (id: number) => [
  { method: 'GET', url: `${base}/links` },
  { method: 'GET', url: base },
  { method: 'POST', url: base, payload: competitionPayload() },
  { method: 'GET', url: `${base}/${id}` },
  { method: 'PUT', url: `${base}/${id}`, payload: competitionPayload({ name: 'Geändert' }) },
  { method: 'GET', url: `${base}/regions` },
  { method: 'GET', url: `${base}/associations/${org(HESSEN).id}` },
  { method: 'GET', url: `${base}/options` },
] as const;

describe('who may use the area', () => {
  it('offers the catalogue to statisticians only, with every rel of the area', async () => {
    for (const who of accountKeys) expect(await rootRels(s[who].token), who).toEqual(who === 'statistician' ? expect.arrayContaining(['competition_links']) : expect.not.arrayContaining(['competition_links']));
    const catalogue = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/links` })).json().links as Link[];
    expect(catalogue.map((l) => l.rel).sort()).toEqual(['get_areas_districts', 'get_by_id', 'get_competition_options', 'get_competitions', 'get_regions', 'new', 'update']);
    expect(catalogue.find((l) => l.rel === 'get_by_id')).toEqual({ rel: 'get_by_id', href: `${base}/{id}`, templated: true, method: 'GET' });
  });

  it('answers 403 to every call of anyone else, and changes nothing', async () => {
    const id = await insertStoredCompetition(t, { masterId: org(DLV).id, ownerId: org(DLV).id, name: 'Sperrprobe' });
    const before = await fingerprint(t);
    for (const who of accountKeys.filter((k) => k !== 'statistician')) {
      for (const call of calls(id)) {
        const r = await t.as(s[who].token, { ...call, payload: 'payload' in call ? call.payload : undefined });
        expect(r.statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
      }
    }
    expect(await fingerprint(t)).toBe(before);
    for (const call of calls(id)) expect((await t.as(null, { ...call, payload: 'payload' in call ? call.payload : undefined })).statusCode).toBe(401);
  });

  it('lets the statistician make every call', async () => {
    const id = await insertStoredCompetition(t, { masterId: org(DLV).id, ownerId: org(DLV).id, name: 'Zugriffsprobe' });
    for (const call of calls(id)) {
      const r = await t.as(s.statistician.token, { ...call, payload: 'payload' in call ? call.payload : undefined });
      expect(r.statusCode, `${call.method} ${call.url} ${r.body.slice(0, 100)}`).toBe(call.method === 'POST' ? 201 : 200);
    }
  });

  it('owns a new competition by the current organisation when the caller is a statistician there, else by where they are one', async () => {
    await ensureActiveRole(t, s.statistician.id, 'Statistiker', org(HESSEN).id);
    await ensureActiveRole(t, s.club.id, 'Statistiker', org(HESSEN).id);
    try {
      const owner = async (token: string, current?: number) => ((await t.as(token, { method: 'POST', url: base, payload: competitionPayload(), org: current })).json() as PerformanceCompetition).ownerId;
      expect(await owner(s.statistician.token, org(HESSEN).id)).toBe(org(HESSEN).id);
      expect(await owner(s.statistician.token, org(DLV).id)).toBe(org(DLV).id);
      // The club user works in their club, where they are no statistician: the state association owns it.
      expect(await owner(s.club.token, org(EINTRACHT).id)).toBe(org(HESSEN).id);
      expect(await owner(s.club.token)).toBe(org(HESSEN).id);
    } finally {
      await ensureNoRole(t, s.statistician.id, 'Statistiker', org(HESSEN).id);
      await ensureNoRole(t, s.club.id, 'Statistiker', org(HESSEN).id);
    }
  });
});

describe('imported competitions', () => {
  it('carry no update link, and a change is refused with 403 and changes nothing', async () => {
    const id = await insertStoredCompetition(t, { masterId: org(DLV).id, ownerId: org(DLV).id, name: 'Importprobe Hallensportfest', importSource: 'ladv' });
    const item = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/${id}` })).json() as PerformanceCompetition;
    expect(item.importSource).toBe('ladv');
    expect(relsOf(item)).toEqual(['get_by_id']);
    const row = ((await t.as(s.statistician.token, { method: 'GET', url: `${base}?freetextSearch=Importprobe` })).json().entities as PerformanceCompetition[])[0];
    expect(relsOf(row)).toEqual(['get_by_id']);
    const before = await storedCompetition(t, id);
    const r = await t.as(s.statistician.token, { method: 'PUT', url: `${base}/${id}`, payload: competitionPayload({ name: 'Überschrieben' }) });
    expect(r.statusCode).toBe(403);
    expect(await storedCompetition(t, id)).toEqual(before);
  });
});

describe('tenants', () => {
  let german: number;
  let dutch: number;
  beforeAll(async () => {
    german = await insertStoredCompetition(t, { masterId: org(DLV).id, ownerId: org(DLV).id, name: 'Mandantenprobe Deutschland' });
    dutch = await insertStoredCompetition(t, { masterId: org(AU).id, ownerId: org(AU).id, name: 'Mandantenprobe Nederland' });
  });

  it('keeps the Dutch admin out of the German federation’s competitions (no role: the area is refused)', async () => {
    expect((await t.as(s.nl.token, { method: 'GET', url: `${base}/${german}` })).statusCode).toBe(403);
  });

  it('shows a Dutch statistician only their federation’s competitions; another federation’s id answers 404', async () => {
    await ensureActiveRole(t, s.nl.id, 'Statistiker', org(AU).id);
    try {
      const names = ((await t.as(s.nl.token, { method: 'GET', url: `${base}?freetextSearch=Mandantenprobe` })).json().entities as PerformanceCompetition[]).map((e) => e.name);
      expect(names).toEqual(['Mandantenprobe Nederland']);
      expect((await t.as(s.nl.token, { method: 'GET', url: `${base}/${dutch}` })).statusCode).toBe(200);
      const before = await storedCompetition(t, german);
      expect((await t.as(s.nl.token, { method: 'GET', url: `${base}/${german}` })).statusCode).toBe(404);
      expect((await t.as(s.nl.token, { method: 'PUT', url: `${base}/${german}`, payload: competitionPayload({ name: 'Overgenomen' }) })).statusCode).toBe(404);
      expect(await storedCompetition(t, german)).toEqual(before);
      const options = (await t.as(s.nl.token, { method: 'GET', url: `${base}/options?search=Mandantenprobe` })).json() as { value: number }[];
      expect(options.map((o) => o.value)).toEqual([dutch]);
      // The German federation's state associations are none of theirs.
      expect((await t.as(s.nl.token, { method: 'GET', url: `${base}/associations/${org(HESSEN).id}` })).statusCode).toBe(404);
      const created = await t.as(s.nl.token, { method: 'POST', url: base, payload: competitionPayload({ stateCode: org(HESSEN).id }) });
      expect(created.statusCode).toBe(422);
      expect(created.json().errors.StateCode).toBeDefined();
    } finally {
      await ensureNoRole(t, s.nl.id, 'Statistiker', org(AU).id);
    }
    expect((await t.as(s.statistician.token, { method: 'GET', url: `${base}/${dutch}` })).statusCode).toBe(404);
    expect((await t.as(s.statistician.token, { method: 'PUT', url: `${base}/${dutch}`, payload: competitionPayload() })).statusCode).toBe(404);
  });
});
