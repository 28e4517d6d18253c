import { translate, type RecordCandidate } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DARMSTADT, DLV, EINTRACHT, FRANKFURT, HESSEN, LG_NORD, loadOrgs, loginAll, PHANOS, TSV, type Org } from '../test/fixtures';
import { bestLists, checkings } from '../db/schema';
import { insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';
import { insertStoredRecord, insertStoredRecordSet, recordPayload, recordsBase, storedRecord } from './records.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
/** Men U23 outdoor (ages 20 to 22), men indoor, and a mixed outdoor set without age bounds. */
let u23: number;
let hall: number;
let mixed: number;
let u23Record: number;
const SEASON = 2025;
const SUMMER = `${SEASON}-06-14`;
const WINTER = `${SEASON}-02-08`;
const perf: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  const db = t.database.db;
  const master = org(DLV).id;
  u23 = await insertStoredRecordSet(db, { masterId: master, name: 'Rekorde U23', code: 'RU23', classCode: 'MU23', startAge: 20, endAge: 22 });
  hall = await insertStoredRecordSet(db, { masterId: master, name: 'Hallenrekorde', code: 'HR', eventEnvironment: 0 });
  mixed = await insertStoredRecordSet(db, { masterId: master, name: 'Stadionrekorde', code: 'SR', gender: 2 });
  u23Record = await insertStoredRecord(db, { setId: u23, eventCode: '100', mark: '10,20', wind: 1.0, lastName: 'Bisher' });
  await insertStoredRecord(db, { setId: hall, eventCode: '60', mark: '6,70', lastName: 'Hallenbisher' });
  await insertStoredRecord(db, { setId: mixed, eventCode: '100', mark: '10,30', wind: 0.3 });

  const summer = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Sommersportfest', town: 'Kassel', date: SUMMER });
  const winter = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Hallensportfest', town: 'Erfurt', date: WINTER });
  const athlete = async (lastName: string, age: number, gender = 0, masterId = master, club = org(EINTRACHT).id) => {
    const yearOfBirth = SEASON - age;
    const id = await insertAthlete(db, { masterId, organizationId: club, firstName: 'Max', lastName, yearOfBirth, gender });
    return { id, yearOfBirth, nation: 'GER', organizationId: club };
  };
  const run = async (key: string, who: Awaited<ReturnType<typeof athlete>>, mark: string, wind: number | null, event = '100', competition = summer, date = SUMMER, environment = 1) => {
    perf[key] = await insertPerformance(db, { masterId: who.organizationId === org(PHANOS).id ? org(AU).id : master, competitionId: competition, eventCode: event, classCode: 'M', athlete: who, date, environment, mark, wind });
  };
  const legal = await athlete('Grenzwind', 22);
  await run('windAtLimit', legal, '10,10', 2.0);
  await run('windAtLimitWorse', legal, '10,15', 0.5);
  await run('windOverLimit', await athlete('Rückenwind', 21), '10,05', 2.1);
  await run('noReading', await athlete('Ohnemessung', 21), '10,00', null);
  await run('tooOld', await athlete('Zualt', 23), '10,08', 1.0);
  await run('tooYoung', await athlete('Zujung', 19), '10,08', 1.0);
  await run('lowerAge', await athlete('Untergrenze', 20), '10,12', 1.0);
  await run('handEqual', await athlete('Handzeit', 21), '10,2*', 1.0);
  await run('handBetter', await athlete('Handbesser', 21), '10,1*', 1.0);
  await run('equal', await athlete('Gleichauf', 21), '10,20', 1.0);
  await run('rejected', await athlete('Abgelehnt', 21), '10,09', 1.0);
  await run('woman', await athlete('Sprinterin', 21, 1), '10,19', 1.0);
  await run('outdoor60', await athlete('Draußen', 21), '6,50', 0.5, '60');
  await run('indoor60', await athlete('Drinnen', 21), '6,60', null, '60', winter, WINTER, 0);
  await run('jump', await athlete('Springer', 21), '8,50', 1.0, 'LJ');
  const dutch = await athlete('Nederlander', 21, 0, org(AU).id, org(PHANOS).id);
  const auCompetition = await insertCompetition(db, { masterId: org(AU).id, ownerId: org(AU).id, date: SUMMER });
  perf.foreign = await insertPerformance(db, { masterId: org(AU).id, competitionId: auCompetition, eventCode: '100', classCode: 'M', athlete: dutch, date: SUMMER, environment: 1, mark: '9,90', wind: 0.1 });
  const [list] = await db.insert(bestLists).values({ masterId: master, ownerId: master, name: 'Prüfliste' }).returning({ id: bestLists.id });
  await db.insert(checkings).values({ performanceId: perf.rejected, bestListId: list.id, status: 0, reason: 'Fehlstart' });
});
afterAll(() => t.close());

const candidatesOf = async (set: number): Promise<RecordCandidate[]> => {
  const r = await t.as(s.records.token, { method: 'GET', url: `${recordsBase}/sets/${set}/candidates` });
  expect(r.statusCode, r.body).toBe(200);
  return r.json();
};
const keysOf = (list: RecordCandidate[]) => list.map((c) => Object.entries(perf).find(([, id]) => id === c.performanceId)?.[0]);

describe('record candidates', () => {
  it('are the performances that beat the set’s record, at the limits of wind, age, hand time and checking', async () => {
    const list = await candidatesOf(u23);
    // 10.10 with +2.0 at 22 (the upper age) and 10.12 at 20 (the lower age) count; +2.1, no reading, 23, 19,
    // a Negative checking, a woman and the equal marks do not.
    expect(keysOf(list)).toEqual(['windAtLimit', 'handBetter', 'lowerAge']);
  });

  it('answer what the record form needs, and the record they beat', async () => {
    const [first] = await candidatesOf(u23);
    expect(first).toEqual({
      performanceId: perf.windAtLimit,
      eventCode: '100',
      eventName: '100 m',
      eventType: 10,
      athleteFirstname: 'Max',
      athleteLastname: 'Grenzwind',
      nation: 'GER',
      organizationName: EINTRACHT,
      gender: 0,
      yearOfBirth: SEASON - 22,
      nationalAthleteCode: null,
      formatedValue: '10.10',
      handTimed: false,
      windSpeed: 2,
      formatedWind: '+2.0',
      heightWeight: null,
      date: SUMMER,
      competitionName: 'Sommersportfest',
      competitionTown: 'Kassel',
      competitionNation: 'GER',
      beats: { id: u23Record, formatedValue: '10.20', formatedWind: '+1.0' },
    });
  });

  it('follow the set’s environment and gender, and events without a record have none', async () => {
    // Indoors only the indoor 60 m counts; the faster 6.50 was run outside.
    expect(keysOf(await candidatesOf(hall))).toEqual(['indoor60']);
    // The mixed set takes every gender and age: best first, the earlier of equal marks first.
    expect(keysOf(await candidatesOf(mixed))).toEqual(['tooOld', 'tooYoung', 'windAtLimit', 'handBetter', 'lowerAge', 'woman', 'equal', 'handEqual']);
  });
});

describe('record candidates within the set\'s validity (decision 030)', () => {
  const sets: Record<string, number> = {};
  const runs: Record<string, number> = {};
  beforeAll(async () => {
    const db = t.database.db;
    const master = org(DLV).id;
    // The 200 m: no set above holds a record in it, so these marks are nobody else's candidates.
    const set = async (key: string, over: Parameters<typeof insertStoredRecordSet>[1]) => {
      sets[key] = await insertStoredRecordSet(db, over);
      await insertStoredRecord(db, { setId: sets[key], eventCode: '200', mark: '21,00', wind: 0.5 });
    };
    await set('club', { masterId: master, name: 'Vereinsrekorde Eintracht', recordValidity: 8, validityQualifier: ` ${EINTRACHT.toUpperCase()} ` });
    await set('unknownClub', { masterId: master, name: 'Vereinsrekorde Unbekannt', recordValidity: 8, validityQualifier: 'SV Nirgendwo' });
    await set('district', { masterId: master, name: 'Kreisrekorde Frankfurt', recordValidity: 6, validityQualifier: FRANKFURT });
    await set('region', { masterId: master, name: 'Hessenrekorde', recordValidity: 5, validityQualifier: null, validityOrganizationId: org(HESSEN).id });
    await set('national', { masterId: master, name: 'Deutsche Rekorde', recordValidity: 4, validityQualifier: null, validityOrganizationId: master });
    await set('meeting', { masterId: master, name: 'Meetingrekorde', recordValidity: 10, validityQualifier: 'Sommersportfest' });
    const competition = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Sprintmeeting', town: 'Kassel', date: SUMMER });
    const run = async (key: string, lastName: string, club: string, mark: string, nation = 'GER') => {
      const athlete = { id: 0, yearOfBirth: SEASON - 25, nation, organizationId: org(club).id };
      athlete.id = await insertAthlete(db, { masterId: master, organizationId: athlete.organizationId, firstName: 'Kim', lastName, yearOfBirth: athlete.yearOfBirth, nation });
      runs[key] = await insertPerformance(db, { masterId: master, competitionId: competition, eventCode: '200', classCode: 'M', athlete, date: SUMMER, environment: 1, mark, wind: 1.0 });
    };
    await run('bavarian', 'Münchner', TSV, '20,45');
    await run('eintracht', 'Frankfurter', EINTRACHT, '20,50');
    await run('lgNord', 'Nordler', LG_NORD, '20,55');
    await run('austrian', 'Österreicher', EINTRACHT, '20,60', 'AUT');
    await run('darmstadt', 'Darmstädter', DARMSTADT, '20,65');
  });
  const scoped = async (key: string) => (await candidatesOf(sets[key])).map((c) => Object.entries(runs).find(([, id]) => id === c.performanceId)?.[0]);

  it('takes a club set\'s from the club its qualifier names, whatever their nation', async () => {
    expect(await scoped('club')).toEqual(['eintracht', 'austrian']);
    expect(await scoped('unknownClub')).toEqual([]);
  });

  it('takes an area or district set\'s, and a regional set\'s, from the clubs below the association', async () => {
    expect(await scoped('district')).toEqual(['eintracht', 'lgNord', 'austrian']);
    expect(await scoped('region')).toEqual(['eintracht', 'lgNord', 'austrian', 'darmstadt']);
  });

  it('takes a national set\'s from athletes of the federation\'s nation, and sets bound to no organisation from everyone', async () => {
    expect(await scoped('national')).toEqual(['bavarian', 'eintracht', 'lgNord', 'darmstadt']);
    expect(await scoped('meeting')).toEqual(['bavarian', 'eintracht', 'lgNord', 'austrian', 'darmstadt']);
  });

  it('name the athlete\'s club and nation', async () => {
    const austrian = (await candidatesOf(sets.club)).find((c) => c.performanceId === runs.austrian);
    expect(austrian).toMatchObject({ athleteFirstname: 'Kim', athleteLastname: 'Österreicher', organizationName: EINTRACHT, nation: 'AUT' });
  });

  it('refuses to adopt a performance from outside the validity', async () => {
    const adopt = (set: number, performanceId: number) =>
      t.as(s.records.token, {
        method: 'POST',
        url: `${recordsBase}/sets/${set}/records`,
        payload: recordPayload({ eventCode: '200', athleteFirstname: 'Kim', formatedValue: '20,45', windSpeed: '+1,0', date: SUMMER, recordTown: 'Kassel', performanceId }) as object,
      });
    const refused = await adopt(sets.club, runs.bavarian);
    expect(refused.json().errors).toEqual({ PerformanceId: [translate('de', 'validation.errorRecordCandidateInvalid')] });
    expect((await adopt(sets.national, runs.austrian)).statusCode).toBe(422);
    expect((await adopt(sets.national, runs.bavarian)).statusCode).toBe(201);
  });
});

describe('adopting a candidate', () => {
  const post = (body: unknown) => t.as(s.records.token, { method: 'POST', url: `${recordsBase}/sets/${u23}/records`, payload: body as object });
  const adoption = (performanceId: number, over: Record<string, unknown> = {}) =>
    recordPayload({ athleteFirstname: 'Max', athleteLastname: 'Grenzwind', yearOfBirth: SEASON - 22, formatedValue: '10,10', windSpeed: '+2,0', date: SUMMER, recordTown: 'Kassel', performanceId, ...over });

  it('refuses a performance that is no candidate of the set, or of another event or federation', async () => {
    const refusal = translate('de', 'validation.errorRecordCandidateInvalid');
    for (const key of ['windOverLimit', 'tooOld', 'rejected', 'woman', 'foreign', 'indoor60']) {
      const r = await post(adoption(perf[key]));
      expect(r.statusCode, key).toBe(422);
      expect(r.json().errors, key).toEqual({ PerformanceId: [refusal] });
    }
    expect((await post(adoption(perf.jump))).json().errors).toEqual({ PerformanceId: [refusal] });
    expect((await post(adoption(999_999))).statusCode).toBe(422);
  });

  it('stores the performance with the new record, which then leaves the candidates', async () => {
    const r = await post(adoption(perf.windAtLimit));
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ performanceId: perf.windAtLimit, formatedValue: '10.10', formatedWind: '+2.0' });
    expect((await storedRecord(t.database.db, r.json().id)).performanceId).toBe(perf.windAtLimit);
    // The new record (10.10) is the best now: the hand time 10.1* no longer beats it, nor does the adopted one itself.
    expect(keysOf(await candidatesOf(u23))).toEqual([]);
    expect((await post(adoption(perf.windAtLimit))).statusCode).toBe(422);
    // Changing the record keeps its performance without checking it again.
    const changed = await t.as(s.records.token, { method: 'PUT', url: `${recordsBase}/${r.json().id}`, payload: adoption(perf.windAtLimit, { recordTown: 'Kassel-Auestadion' }) as object });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().performanceId).toBe(perf.windAtLimit);
  });
});
