import type { Checking, CheckingList, Link, PerformancePage, PerformanceRow } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, BAYERN, DLV, EINTRACHT, HESSEN, TSV, ensureActiveRole, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { bestListDefinitions, bestLists, checkings } from '../db/schema';
import { classIdOf, eventIdOf, insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';

const base = '/api/statistics/performances';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let lists: { federation: number; hessen: number; bavaria: number; jumps: number; dutch: number };
let perf: { hessian: number; bavarian: number; jump: number };

const rels = (links: Link[]) => links.map((l) => l.rel);

async function checkingsTable(): Promise<string> {
  const result = await t.database.db.execute<{ f: string }>(sql`select md5(coalesce(string_agg(c::text, ',' order by c.id), '')) as f from checkings c`);
  return result.rows[0].f;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  await ensureActiveRole(t, s.nl.id, 'Statistiker', org(AU).id);
  const db = t.database.db;
  const dlv = org(DLV).id;
  const [m100, lj, men] = [await eventIdOf(db, '100'), await eventIdOf(db, 'LJ'), await classIdOf(db, 'M')];
  const list = async (name: string, masterId: number, regionalRestrictionId: number | null, eventIds: number[]) => {
    const [row] = await db.insert(bestLists).values({ masterId, ownerId: masterId, name, regionalRestrictionId }).returning({ id: bestLists.id });
    for (const eventId of eventIds) await db.insert(bestListDefinitions).values({ bestListId: row.id, eventId, classId: men, wind: eventId === m100, environment: 2 });
    return row.id;
  };
  lists = {
    federation: await list('Deutsche Bestenliste', dlv, null, [m100]),
    hessen: await list('Hessische Bestenliste', dlv, org(HESSEN).id, [m100]),
    bavaria: await list('Bayerische Bestenliste', dlv, org(BAYERN).id, [m100]),
    jumps: await list('Sprungliste', dlv, null, [lj]),
    dutch: await list('Nederlandse ranglijst', org(AU).id, null, [m100]),
  };
  const competitionId = await insertCompetition(db, { masterId: dlv, ownerId: dlv, name: 'Prüfungsfest', date: '2026-06-13' });
  const athlete = async (lastName: string, organizationId: number) => {
    const id = await insertAthlete(db, { masterId: dlv, organizationId, lastName, yearOfBirth: 1999 });
    return { id, yearOfBirth: 1999, nation: 'GER', organizationId };
  };
  const insert = async (a: Awaited<ReturnType<typeof athlete>>, eventCode: string, mark: string, wind: number | null) =>
    insertPerformance(db, { masterId: dlv, competitionId, eventCode, classCode: 'M', athlete: a, date: '2026-06-13', environment: 1, mark, wind, creatorUserId: s.statistician.id, creatorOrganizationId: dlv });
  perf = {
    hessian: await insert(await athlete('Hesse', org(EINTRACHT).id), '100', '10,30', 1.0),
    bavarian: await insert(await athlete('Bayer', org(TSV).id), '100', '10,40', 1.0),
    jump: await insert(await athlete('Weit', org(EINTRACHT).id), 'LJ', '7,70', 1.0),
  };
});
afterAll(() => t?.close());

const getCheckings = async (perfId: number, culture = 'en'): Promise<CheckingList> => {
  const res = await t.as(s.statistician.token, { method: 'GET', url: `${base}/${perfId}/checkings?culture=${culture}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const toggle = (payload: Record<string, unknown>, token = s.statistician.token) => t.as(token, { method: 'PUT', url: `${base}/checkings?culture=en`, payload });
const row = async (perfId: number, query: string, token = s.statistician.token): Promise<PerformanceRow | undefined> => {
  const res = await t.as(token, { method: 'GET', url: `${base}?classCode=M&environment=1&culture=en&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PerformancePage).entities.find((r) => r.id === perfId);
};

describe('checkings of a performance', () => {
  it('lists the best lists the performance counts for, by name, undecided without a checking', async () => {
    const list = await getCheckings(perf.hessian);
    expect(list.performance).toEqual({ id: perf.hessian, eventShortNational: '100m', classShort: 'M', bestResultString: '10.30', competitorFullName: 'Test Hesse' });
    expect(list.entities.map((c) => [c.perfListId, c.name, c.regionalRestrictionName, c.status, c.statusLocalized])).toEqual([
      [lists.federation, 'Deutsche Bestenliste', null, 2, 'Not decided'],
      [lists.hessen, 'Hessische Bestenliste', HESSEN, 2, 'Not decided'],
    ]);
    expect(list.entities.every((c) => rels(c.links).join() === 'reject')).toBe(true);
    expect(rels(list.links)).toEqual(['new_checking']);
    expect((await getCheckings(perf.bavarian)).entities.map((c) => c.perfListId)).toEqual([lists.bavaria, lists.federation]);
  });

  it('toggles with the status read, refuses a stale status with 409, and takes the user from the token', async () => {
    const first = await toggle({ status: 2, reason: 'Zeitmessung unklar', perfId: perf.hessian, perfListId: lists.federation, userId: s.club.id });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 0, statusLocalized: 'Declined', reason: 'Zeitmessung unklar', userId: s.statistician.id });
    expect(rels((first.json() as Checking).links)).toEqual(['restore']);

    const before = await checkingsTable();
    const stale = await toggle({ status: 2, reason: null, perfId: perf.hessian, perfListId: lists.federation });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('The checking was changed meanwhile. Please reload the list.');
    expect(await checkingsTable()).toBe(before);

    const restored = await toggle({ status: 0, reason: null, perfId: perf.hessian, perfListId: lists.federation });
    expect(restored.json()).toMatchObject({ status: 1, statusLocalized: 'Confirmed', reason: null });
    expect(rels(restored.json().links)).toEqual(['reject']);
    const again = await toggle({ status: 1, perfId: perf.hessian, perfListId: lists.federation });
    expect(again.json()).toMatchObject({ status: 0 });
    const [stored] = await t.database.db.select().from(checkings).where(and(eq(checkings.performanceId, perf.hessian), eq(checkings.bestListId, lists.federation)));
    expect(stored).toMatchObject({ status: 0, userId: s.statistician.id });
  });

  it('refuses a list the performance does not count for, and another federation’s performance', async () => {
    const before = await checkingsTable();
    for (const perfListId of [lists.bavaria, lists.jumps, lists.dutch]) {
      const res = await toggle({ status: 2, perfId: perf.hessian, perfListId });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['PerfListId']);
    }
    expect((await toggle({ status: 2, perfId: perf.hessian, perfListId: lists.federation }, s.nl.token)).statusCode).toBe(404);
    expect((await toggle({ status: 2, perfId: perf.hessian, perfListId: lists.federation }, s.club.token)).statusCode).toBe(403);
    expect(await checkingsTable()).toBe(before);
  });

  it('creates undecided checkings for chosen lists, keeping existing verdicts', async () => {
    const create = (payload: Record<string, unknown>, token = s.statistician.token) => t.as(token, { method: 'POST', url: `${base}/checkings?culture=en`, payload });
    const before = await checkingsTable();
    const empty = await create({ performanceId: perf.bavarian, performanceListIds: [] });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ PerformanceListIds: ['Please choose at least one best list'] });
    const wrong = await create({ performanceId: perf.bavarian, performanceListIds: [lists.federation, lists.hessen] });
    expect(Object.keys(wrong.json().errors)).toEqual(['PerformanceListIds']);
    expect((await create({ performanceId: perf.bavarian, performanceListIds: [lists.dutch] })).statusCode).toBe(422);
    expect((await create({ performanceId: perf.bavarian, performanceListIds: [lists.federation] }, s.nl.token)).statusCode).toBe(404);
    expect(await checkingsTable()).toBe(before);

    const res = await create({ performanceId: perf.hessian, performanceListIds: [lists.federation, lists.hessen], userId: s.club.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.json() as CheckingList).entities.map((c) => [c.perfListId, c.status])).toEqual([
      [lists.federation, 0],
      [lists.hessen, 2],
    ]);
    const [made] = await t.database.db.select().from(checkings).where(and(eq(checkings.performanceId, perf.hessian), eq(checkings.bestListId, lists.hessen)));
    expect(made).toMatchObject({ status: 2, userId: s.statistician.id });
  });
});

describe('checkings in the performance list', () => {
  it('aggregates the status over the lists: nothing, partially and fully declined', async () => {
    const status = async () => (await row(perf.bavarian, 'eventCode=100'))!;
    expect(await status()).toMatchObject({ status: 0, statusLocalized: 'Not declined', onePerfList: false, noPerfList: false, perfListId: null });
    // Two lists and none chosen: the checkings screen decides, so the row has no toggle.
    expect(rels((await status()).links)).toEqual(['update', 'delete_perf', 'get_checkings']);
    await toggle({ status: 2, perfId: perf.bavarian, perfListId: lists.federation });
    expect(await status()).toMatchObject({ status: 1, statusLocalized: 'Partially declined' });
    await toggle({ status: 2, perfId: perf.bavarian, perfListId: lists.bavaria });
    expect(await status()).toMatchObject({ status: 2, statusLocalized: 'Declined' });
    await toggle({ status: 0, perfId: perf.bavarian, perfListId: lists.federation });
    expect(await status()).toMatchObject({ status: 1 });
  });

  it('with a list chosen: applies its definition and restriction, keeps rejected rows and toggles for that list', async () => {
    const chosen = await row(perf.bavarian, `eventCode=100&performanceListId=${lists.bavaria}`);
    expect(chosen).toMatchObject({ statusChecking: 0, statusCheckingLocalized: 'Declined', perfListId: lists.bavaria });
    expect(rels(chosen!.links)).toEqual(['update', 'delete_perf', 'restore', 'get_checkings']);
    // The Hessian club is outside the Bavarian restriction.
    expect(await row(perf.hessian, `eventCode=100&performanceListId=${lists.bavaria}`)).toBeUndefined();
    const federation = await row(perf.bavarian, `eventCode=100&performanceListId=${lists.federation}`);
    expect(federation).toMatchObject({ statusChecking: 1, perfListId: lists.federation });
    expect(rels(federation!.links)).toContain('reject');
    // A list without a definition for the event answers an empty page.
    const none = await t.as(s.statistician.token, { method: 'GET', url: `${base}?classCode=M&eventCode=100&environment=1&performanceListId=${lists.jumps}` });
    expect(none.json()).toMatchObject({ entities: [], paginationMetadata: { totalCount: 0 } });
  });

  it('toggles directly on a performance with exactly one list', async () => {
    const only = (await row(perf.jump, 'eventCode=LJ'))!;
    expect(only).toMatchObject({ onePerfList: true, noPerfList: false, perfListId: lists.jumps, statusChecking: 2 });
    const reject = only.links.find((l) => l.rel === 'reject')!;
    const res = await t.as(s.statistician.token, { method: reject.method as 'PUT', url: reject.href, payload: { status: only.statusChecking, perfId: only.id, perfListId: only.perfListId } });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await row(perf.jump, 'eventCode=LJ'))!;
    expect(after).toMatchObject({ status: 2, statusChecking: 0 });
    expect(rels(after.links)).toContain('restore');
  });
});
