import type { Link } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { accounts, AU, DLV, EINTRACHT, fingerprint, loadOrgs, loginAll, PHANOS, type AccountKey, type Org } from '../test/fixtures';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';

const base = '/api/statistics/performances';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let own: { perf: number; competition: number; athlete: number; event: number; men: number };
let foreign: { perf: number; competition: number; athlete: number };

const accountKeys = Object.keys(accounts) as AccountKey[];
const rootRels = async (token: string) => ((await t.as(token, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);

/** A performance (with its competition and athlete) of a federation, entered by the federation itself. */
async function arrange(masterName: string, clubName: string) {
  const db = t.database.db;
  const masterId = org(masterName).id;
  const competition = await insertCompetition(db, { masterId, ownerId: masterId, name: `Zugriff ${masterName}`, date: '2026-05-16' });
  const athlete = await insertAthlete(db, { masterId, organizationId: org(clubName).id, lastName: 'Zugriff', yearOfBirth: 1995 });
  const perf = await insertPerformance(db, {
    masterId,
    competitionId: competition,
    eventCode: '100',
    classCode: 'M',
    athlete: { id: athlete, yearOfBirth: 1995, nation: 'GER', organizationId: org(clubName).id },
    date: '2026-05-16',
    environment: 1,
    mark: '10,90',
    wind: 1.1,
    creatorOrganizationId: masterId,
  });
  return { perf, competition, athlete };
}

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  own = { ...(await arrange(DLV, EINTRACHT)), event: await eventIdOf(t.database.db, '100'), men: await classIdOf(t.database.db, 'M') };
  foreign = await arrange(AU, PHANOS);
});
afterAll(() => t?.close());

const save = (competitionId: number, competitorId: number) => ({
  competitionId,
  eventId: own.event,
  classId: own.men,
  competitorId,
  performanceDateTime: '2026-05-16',
  bestResult: '10,85',
  windResult: 0.9,
});

/** Every call of the area with a valid request about the performance `perf`. */
const calls = (ids: { perf: number; competition: number; athlete: number }, listId = 1) =>
  [
    { method: 'GET', url: `${base}/links` },
    { method: 'GET', url: `${base}?classCode=M&eventCode=100&environment=1` },
    { method: 'GET', url: `${base}/${ids.perf}` },
    { method: 'POST', url: base, payload: save(ids.competition, ids.athlete) },
    { method: 'PUT', url: `${base}/${ids.perf}`, payload: save(ids.competition, ids.athlete) },
    { method: 'GET', url: `${base}/competitors?search=Zugriff` },
    { method: 'POST', url: `${base}/competitors`, payload: { firstName: 'Zu', lastName: 'Griff', gender: 0, yearOfBirth: 1990, nation: 'GER', organizationId: org(EINTRACHT).id } },
    { method: 'GET', url: `${base}/clubs?search=Eintracht` },
    { method: 'GET', url: `${base}/events/${own.event}` },
    { method: 'GET', url: `${base}/${ids.perf}/checkings` },
    { method: 'PUT', url: `${base}/checkings`, payload: { status: 2, perfId: ids.perf, perfListId: listId } },
    { method: 'POST', url: `${base}/checkings`, payload: { performanceId: ids.perf, performanceListIds: [listId] } },
    { method: 'DELETE', url: `${base}/${ids.perf}` },
  ] as const;

describe('who may use the area', () => {
  it('offers the catalogue to statisticians only', async () => {
    for (const who of accountKeys) {
      expect(await rootRels(s[who].token), who).toEqual(who === 'statistician' ? expect.arrayContaining(['performance_links']) : expect.not.arrayContaining(['performance_links']));
    }
    const catalogue = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/links` })).json().links as Link[];
    expect(catalogue.find((l) => l.rel === 'update')).toEqual({ rel: 'update', href: `${base}/{id}`, templated: true, method: 'PUT' });
    expect(catalogue.find((l) => l.rel === 'update_checking')).toEqual({ rel: 'update_checking', href: `${base}/checkings`, templated: false, method: 'PUT' });
  });

  it('answers 403 to every call of anyone else, 401 without a token, and changes nothing', async () => {
    const before = await fingerprint(t);
    for (const who of accountKeys.filter((k) => k !== 'statistician')) {
      for (const call of calls(own)) {
        const r = await t.as(s[who].token, { ...call, payload: 'payload' in call ? call.payload : undefined });
        expect(r.statusCode, `${who} ${call.method} ${call.url}`).toBe(403);
      }
    }
    for (const call of calls(own)) expect((await t.as(null, { ...call, payload: 'payload' in call ? call.payload : undefined })).statusCode, call.url).toBe(401);
    expect(await fingerprint(t)).toBe(before);
  });

  it('gives the statistician no access to another federation’s performances, competitions or athletes', async () => {
    const before = await fingerprint(t);
    const expected: Record<string, number> = {
      [`GET ${base}/${foreign.perf}`]: 404,
      [`PUT ${base}/${foreign.perf}`]: 404,
      [`DELETE ${base}/${foreign.perf}`]: 404,
      [`GET ${base}/${foreign.perf}/checkings`]: 404,
      [`PUT ${base}/checkings`]: 404,
      [`POST ${base}/checkings`]: 404,
      // Another federation's competition and athlete in a payload are invalid input.
      [`POST ${base}`]: 422,
    };
    for (const call of calls(foreign)) {
      const key = `${call.method} ${call.url}`;
      if (!(key in expected)) continue;
      const r = await t.as(s.statistician.token, { ...call, payload: 'payload' in call ? call.payload : undefined });
      expect(r.statusCode, key).toBe(expected[key]);
    }
    expect(await fingerprint(t)).toBe(before);
  });

  it('lets the statistician make every call on the own federation’s performance', async () => {
    const lists = await t.database.db.execute<{ id: number }>(sql`insert into best_lists (master_id, owner_id, name) values (${org(DLV).id}, ${org(DLV).id}, 'Zugriffsliste') returning id`);
    const listId = lists.rows[0].id;
    await t.database.db.execute(sql`insert into best_list_definitions (best_list_id, event_id, class_id) values (${listId}, ${own.event}, ${own.men})`);
    for (const call of calls(own, listId)) {
      const r = await t.as(s.statistician.token, { ...call, payload: 'payload' in call ? call.payload : undefined });
      expect(r.statusCode, `${call.method} ${call.url} ${r.body.slice(0, 120)}`).toBe(call.method === 'POST' ? 201 : 200);
    }
  });
});
