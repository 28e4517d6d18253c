import type { Link, PublicBestList, PublicBestListGroup, PublicRanking } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { AU, DARMSTADT, DLV, EINTRACHT, HESSEN, loadOrgs, TSV, type Org } from '../../test/fixtures';
import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { bestLists, checkings, organizations } from '../../db/schema';
import { insertAthlete, insertCompetition, insertPerformance } from '../../statistics/statistics.fixtures';
import { insertStoredBestList, insertStoredDefinition, publicBase } from '../best-lists.fixtures';

let t: TestApp;
let org: (name: string) => Org;
let list: number;
let regional: number;
let foreign: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  org = await loadOrgs(t);
  const db = t.database.db;
  const master = org(DLV).id;
  list = await insertStoredBestList(db, { masterId: master, name: 'Öffentliche Liste' });
  await insertStoredDefinition(db, list, { eventCode: '100', classCode: 'M', wind: true, handTimeAllowed: true, environment: 1 });
  await insertStoredDefinition(db, list, { eventCode: '4X100', classCode: 'M', environment: 1 });
  await insertStoredDefinition(db, list, { eventCode: 'LJ', classCode: 'W', wind: true, environment: 2 });
  regional = await insertStoredBestList(db, { masterId: master, name: 'Hessen öffentlich', regionalRestrictionId: org(HESSEN).id });
  await insertStoredDefinition(db, regional, { eventCode: '100', classCode: 'M', wind: true, environment: 1 });
  foreign = await insertStoredBestList(db, { masterId: org(AU).id, name: 'Ranglijst' });

  const competition = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Abendsportfest', town: 'Frankfurt am Main', date: `${year}-06-01` });
  const athlete = async (lastName: string, organizationId: number) => {
    const id = await insertAthlete(db, { masterId: master, organizationId, firstName: 'Max', lastName, yearOfBirth: 1998 });
    return { id, yearOfBirth: 1998, nation: 'GER', organizationId };
  };
  const sprint = async (lastName: string, club: string, mark: string, wind: number) =>
    insertPerformance(db, { masterId: master, competitionId: competition, eventCode: '100', classCode: 'M', athlete: await athlete(lastName, org(club).id), date: `${year}-06-01`, environment: 1, mark, wind });
  await sprint('Legal', EINTRACHT, '10,20', 1.5);
  await sprint('Auto', DARMSTADT, '10,30', -0.3);
  await sprint('Hand', TSV, '10,3*', 0.4);
  await sprint('Rückenwind', EINTRACHT, '10,05', 2.5);
  const rejected = await sprint('Abgelehnt', EINTRACHT, '10,00', 1.0);
  await db.insert(checkings).values([
    { performanceId: rejected, bestListId: list, status: 0, reason: 'Fehlstart' },
    { performanceId: rejected, bestListId: regional, status: 0, reason: 'Fehlstart' },
  ]);
  await insertPerformance(db, { masterId: master, competitionId: competition, eventCode: '4X100', classCode: 'M', athlete: null, organizationId: org(EINTRACHT).id, date: `${year}-06-01`, environment: 1, mark: '40,10' });
});
afterAll(() => t.close());

const anonymous = (url: string) => t.as(null, { method: 'GET', url });
const ranking = async (query: string, id = list): Promise<PublicRanking> => {
  const r = await anonymous(`${publicBase}/${id}/ranking?${query}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};

describe('public best lists', () => {
  it('are in the root catalogue for everyone', async () => {
    const rels = ((await anonymous('/api')).json().links as Link[]).map((l) => l.rel);
    expect(rels).toEqual(expect.arrayContaining(['public_bestlists', 'public_bestlist', 'public_bestlist_ranking']));
    const ranked = ((await anonymous('/api')).json().links as Link[]).find((l) => l.rel === 'public_bestlist_ranking');
    expect(ranked).toEqual({ rel: 'public_bestlist_ranking', href: `${publicBase}/{id}/ranking`, templated: true, method: 'GET' });
  });

  it('lists every federation’s lists, or one federation’s', async () => {
    const groups = (await anonymous(publicBase)).json() as PublicBestListGroup[];
    const german = groups.find((g) => g.masterOrganizationId === org(DLV).id)!;
    expect(german.masterOrganizationName).toBe(DLV);
    expect(german.lists.map((l) => l.name)).toEqual(['Hessen öffentlich', 'Öffentliche Liste']);
    expect(german.lists[0].regionalRestrictionName).toBe(HESSEN);
    expect(german.lists[1].links.map((l) => l.href)).toEqual([`${publicBase}/${list}`, `${publicBase}/${list}/ranking`]);
    expect(groups.find((g) => g.masterOrganizationId === org(AU).id)!.lists.map((l) => l.id)).toEqual([foreign]);
    const dutch = (await anonymous(`${publicBase}?masterOrganizationId=${org(AU).id}`)).json() as PublicBestListGroup[];
    expect(dutch.map((g) => g.masterOrganizationId)).toEqual([org(AU).id]);
    expect((await anonymous(`${publicBase}?masterOrganizationId=abc`)).statusCode).toBe(422);
  });

  it('answers a list’s events, classes, combinations and seasons for the page’s selectors', async () => {
    const r = await anonymous(`${publicBase}/${list}`);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json() as PublicBestList;
    expect(page).toMatchObject({ id: list, name: 'Öffentliche Liste', regionalRestrictionName: null, masterOrganizationName: DLV, currentYear: year });
    expect(page.classes).toEqual([
      { code: 'M', name: 'Männer' },
      { code: 'W', name: 'Frauen' },
    ]);
    expect(page.events.map((e) => e.code)).toEqual(['100', '4X100', 'LJ']);
    expect(page.definitions).toContainEqual({ eventCode: '4X100', classCode: 'M', environment: 1, wind: false });
    expect(page.years).toContain(year);
    expect(page.years).toEqual([...page.years].sort((a, b) => b - a));
    expect((await anonymous(`${publicBase}/999999`)).statusCode).toBe(404);
  });

  it('names the events and classes in the reader’s language', async () => {
    const page = (await anonymous(`${publicBase}/${list}?culture=en`)).json() as PublicBestList;
    expect(page.classes).toEqual([
      { code: 'M', name: 'Men' },
      { code: 'W', name: 'Women' },
    ]);
    expect(page.events).toEqual([
      { code: '100', name: '100 m' },
      { code: '4X100', name: '4 x 100 m relay' },
      { code: 'LJ', name: 'Long jump' },
    ]);
    expect(await ranking('eventCode=4X100&classCode=M&culture=en')).toMatchObject({ eventName: '4 x 100 m relay', className: 'Men' });
    expect(await ranking('eventCode=4X100&classCode=M&culture=nl')).toMatchObject({ eventName: '4 x 100 m estafette', className: 'Mannen' });
    expect(await ranking('eventCode=4X100&classCode=M')).toMatchObject({ eventName: '4 x 100 m Staffel', className: 'Männer' });
  });

  it('ranks a definition: hand times with *, wind with its sign, wind-assisted apart, rejected left out', async () => {
    const r = await ranking('eventCode=100&classCode=M');
    expect(r).toMatchObject({ eventCode: '100', classCode: 'M', className: 'Männer', year, environment: 1 });
    expect(r.entities.map((e) => [e.rank, e.competitorFullName, e.bestResultString, e.bestWind, e.handTimed, e.windAssisted])).toEqual([
      [1, 'Max Legal', '10.20', '+1.5', false, false],
      [2, 'Max Auto', '10.30', '-0.3', false, false],
      [3, 'Max Hand', '10.3*', '+0.4', true, false],
    ]);
    expect(r.entities[0]).toEqual({
      id: expect.any(Number),
      rank: 1,
      competitorFullName: 'Max Legal',
      competitorId: expect.any(Number),
      yob: 1998,
      nation: 'GER',
      organizationName: EINTRACHT,
      bestResultString: '10.20',
      bestWind: '+1.5',
      windAssisted: false,
      handTimed: false,
      pointsOverridden: false,
      performanceDateTime: `${year}-06-01`,
      performanceCompetitionName: 'Abendsportfest',
      performanceCompetitionTown: 'Frankfurt am Main',
    });
    expect(r.windAssistedEntities.map((e) => [e.rank, e.competitorFullName, e.bestWind, e.windAssisted])).toEqual([[null, 'Max Rückenwind', '+2.5', true]]);
    expect(r.paginationMetadata).toEqual({ currentPage: 1, totalPages: 1, totalCount: 3, pageSize: 100 });
  });

  it('pages, and shows the wind-assisted marks on the first page only', async () => {
    const second = await ranking('eventCode=100&classCode=M&pageSize=2&pageNumber=2');
    expect(second.entities.map((e) => e.competitorFullName)).toEqual(['Max Hand']);
    expect(second.windAssistedEntities).toEqual([]);
    expect(second.paginationMetadata).toEqual({ currentPage: 2, totalPages: 2, totalCount: 3, pageSize: 2 });
  });

  it('names the club for team events, applies the regional restriction, and reads other seasons and environments', async () => {
    const relay = await ranking('eventCode=4X100&classCode=M');
    expect(relay.entities.map((e) => [e.rank, e.competitorFullName, e.yob, e.nation, e.bestResultString, e.bestWind])).toEqual([[1, EINTRACHT, null, null, '40.10', null]]);
    const hessen = await ranking('eventCode=100&classCode=M', regional);
    expect(hessen.entities.map((e) => e.competitorFullName)).toEqual(['Max Legal', 'Max Auto']);
    expect((await ranking(`eventCode=100&classCode=M&year=${year - 1}`)).entities).toEqual([]);
    const indoor = await ranking('eventCode=100&classCode=M&environment=0');
    expect(indoor.entities).toEqual([]);
    expect(indoor.windAssistedEntities).toEqual([]);
  });

  it('shows combined-event points as whole numbers', async () => {
    const db = t.database.db;
    const master = org(DLV).id;
    const combined = await insertStoredBestList(db, { masterId: master, name: 'Mehrkampf öffentlich' });
    await insertStoredDefinition(db, combined, { eventCode: 'DEC', classCode: 'M', environment: 1 });
    const competition = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Mehrkampf-Meeting', town: 'Ratingen', date: `${year}-06-15` });
    const id = await insertAthlete(db, { masterId: master, organizationId: org(EINTRACHT).id, firstName: 'Niklas', lastName: 'Zehn', yearOfBirth: 1997 });
    const athlete = { id, yearOfBirth: 1997, nation: 'GER', organizationId: org(EINTRACHT).id };
    await insertPerformance(db, { masterId: master, competitionId: competition, eventCode: 'DEC', classCode: 'M', athlete, date: `${year}-06-15`, environment: 1, mark: '9126' });
    const r = await ranking('eventCode=DEC&classCode=M', combined);
    expect(r.entities.map((e) => [e.rank, e.competitorFullName, e.bestResultString, e.bestWind])).toEqual([[1, 'Niklas Zehn', '9126', null]]);
    await db.delete(bestLists).where(eq(bestLists.id, combined));
  });

  it('answers 404 for an unknown list or combination and 422 without event or class', async () => {
    expect((await anonymous(`${publicBase}/${list}/ranking?eventCode=LJ&classCode=M`)).statusCode).toBe(404);
    expect((await anonymous(`${publicBase}/999999/ranking?eventCode=100&classCode=M`)).statusCode).toBe(404);
    expect((await anonymous(`${publicBase}/${foreign}/ranking?eventCode=100&classCode=M`)).statusCode).toBe(404);
    expect((await anonymous(`${publicBase}/${list}/ranking?classCode=M`)).statusCode).toBe(422);
    expect((await anonymous(`${publicBase}/${list}/ranking?eventCode=100&classCode=M&pageSize=401`)).statusCode).toBe(422);
  });

  it('ranks with a fixed number of statements, whatever the number of rows, and answers a page read before from memory', async () => {
    t.queries.length = 0;
    await ranking('eventCode=100&classCode=M&pageSize=50');
    // The data version, the list, its definition, the marks changed since the slice was last read
    // (or the slice's marks), the page's rows and the wind-assisted rows (decision 050).
    expect(t.queries.length).toBeLessThanOrEqual(7);
    t.queries.length = 0;
    await ranking('eventCode=100&classCode=M&pageSize=50');
    expect(t.queries).toHaveLength(1);
    expect(t.queries[0]).toContain('statistics_version');
  });
});

describe('public rankings kept in memory', () => {
  const sprinters = async () => (await ranking('eventCode=100&classCode=M')).entities.map((e) => [e.competitorFullName, e.organizationName]);
  const version = async () => (await t.database.db.execute<{ version: string }>(sql`select version::text as version from statistics_version`)).rows[0].version;

  it('show a new performance, a Negative checking and a renamed club at once', async () => {
    const db = t.database.db;
    const before = await sprinters();
    const master = org(DLV).id;
    const competition = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Nachtmeeting', town: 'Kassel', date: `${year}-07-01` });
    const athleteId = await insertAthlete(db, { masterId: master, organizationId: org(TSV).id, firstName: 'Max', lastName: 'Neu', yearOfBirth: 2000 });
    const performance = await insertPerformance(db, {
      masterId: master,
      competitionId: competition,
      eventCode: '100',
      classCode: 'M',
      athlete: { id: athleteId, yearOfBirth: 2000, nation: 'GER', organizationId: org(TSV).id },
      date: `${year}-07-01`,
      environment: 1,
      mark: '10,10',
      wind: 0.5,
    });
    expect(await sprinters()).toEqual([['Max Neu', TSV], ...before]);

    await db.insert(checkings).values({ performanceId: performance, bestListId: list, status: 0, reason: 'Zeitmessung' });
    expect(await sprinters()).toEqual(before);

    await db.update(organizations).set({ name: 'Eintracht Frankfurt (umbenannt)' }).where(eq(organizations.id, org(EINTRACHT).id));
    try {
      expect((await sprinters())[0]).toEqual(['Max Legal', 'Eintracht Frankfurt (umbenannt)']);
    } finally {
      await db.update(organizations).set({ name: EINTRACHT }).where(eq(organizations.id, org(EINTRACHT).id));
    }
    expect(await sprinters()).toEqual(before);
  });

  it('answer a kept page compressed as the reader accepts, the same JSON as uncompressed', async () => {
    const url = `${publicBase}/${list}/ranking?eventCode=100&classCode=M`;
    const plain = await t.as(null, { method: 'GET', url });
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const r = await t.as(null, { method: 'GET', url, headers: { 'accept-encoding': accept } });
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(r.headers.vary).toContain('accept-encoding');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(JSON.parse(decode(r.rawPayload).toString())).toEqual(plain.json());
    }
  });

  it('move on to a new data version at commit, once per transaction, and never back', async () => {
    const db = t.database.db;
    const start = await version();
    await db.transaction(async (tx) => {
      await tx.update(bestLists).set({ name: 'Öffentliche Liste 2' }).where(eq(bestLists.id, list));
      await tx.update(bestLists).set({ name: 'Öffentliche Liste' }).where(eq(bestLists.id, list));
      // Still the old version inside the transaction: nobody can keep a page under the new one before the change is visible.
      expect((await tx.execute<{ version: string }>(sql`select version::text as version from statistics_version`)).rows[0].version).toBe(start);
    });
    const after = await version();
    expect(BigInt(after)).toBeGreaterThan(BigInt(start));
    await db.transaction(async (tx) => {
      await tx.update(bestLists).set({ name: 'Öffentliche Liste' }).where(eq(bestLists.id, list));
      tx.rollback();
    }).catch(() => undefined);
    expect(await version()).toBe(after);
    // Reading changes nothing.
    await sprinters();
    expect(await version()).toBe(after);
  });
});
