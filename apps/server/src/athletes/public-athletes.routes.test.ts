import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicAthlete } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, DARMSTADT, loadOrgs, type Org } from '../test/fixtures';
import { eq } from 'drizzle-orm';
import { checkings, performanceRelayMembers, performances } from '../db/schema';
import { insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';
import { insertStoredBestList, insertStoredDefinition } from '../statistics-best-lists/best-lists.fixtures';
import { insertStoredRecord, insertStoredRecordSet } from '../records/records.fixtures';

/** Public athlete pages: personal and season bests by the lists' rules, every counted mark, list positions. */
let t: TestApp;
let org: (name: string) => Org;
let runner: number;
let sprinter: number;
let list: number;
let legalMark: number;
const get = (url: string, culture = 'de') => t.as(null, { method: 'GET', url, headers: { 'accept-language': culture } });

beforeAll(async () => {
  t = await createTestApp();
  org = await loadOrgs(t);
  const db = t.database.db;
  const master = org(DLV).id;
  const athlete = async (firstName: string, lastName: string, club: string, yearOfBirth = 1998) => {
    const organizationId = org(club).id;
    const id = await insertAthlete(db, { masterId: master, organizationId, firstName, lastName, yearOfBirth });
    return { id, yearOfBirth, nation: 'GER', organizationId };
  };
  const meeting = (date: string, name: string) => insertCompetition(db, { masterId: master, ownerId: master, name, town: 'Kassel', date });
  const a = await athlete('Anna', 'Profilläuferin', EINTRACHT);
  const rival = await athlete('Rita', 'Schneller', DARMSTADT);
  const hand = await athlete('Hans', 'Handzeit', EINTRACHT);
  runner = a.id;
  sprinter = hand.id;
  const mark = (who: typeof a, date: string, competition: number, eventCode: string, value: string, environment: number, wind?: number) =>
    insertPerformance(db, { masterId: master, competitionId: competition, eventCode, classCode: 'M', athlete: who, date, environment, mark: value, wind });
  const june = await meeting('2026-06-01', 'Junimeeting');
  const july = await meeting('2026-07-01', 'Julimeeting');
  const old = await meeting('2025-06-01', 'Vorjahresmeeting');
  const december = await meeting('2026-12-05', 'Hallenmeeting');
  legalMark = await mark(a, '2026-06-01', june, '100', '10,20', 1, 1.5);
  await mark(a, '2026-07-01', july, '100', '10,05', 1, 2.5);
  await mark(a, '2025-06-01', old, '100', '10,30', 1, 0.4);
  await mark(a, '2026-12-05', december, '60', '6,80', 0);
  const rejected = await mark(a, '2026-06-01', june, '100', '9,99', 1, 1.0);
  await mark(rival, '2026-06-01', june, '100', '10,10', 1, 1.0);
  await mark(hand, '2026-06-01', june, '100', '10,4*', 1, 0.5);
  list = await insertStoredBestList(db, { masterId: master, name: 'Profilliste' });
  await insertStoredDefinition(db, list, { eventCode: '100', classCode: 'M', wind: true, handTimeAllowed: true, environment: 1 });
  await db.insert(checkings).values({ performanceId: rejected, bestListId: list, status: 0, reason: 'Fehlstart' });
});
afterAll(() => t.close());

describe('the public athlete profile', () => {
  it('shows personal bests per event and environment, a better wind-assisted mark apart, and nothing private', async () => {
    const res = await get(`/api/public/athletes/${runner}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as PublicAthlete;
    expect(profile).toMatchObject({ id: runner, fullName: 'Anna Profilläuferin', firstName: 'Anna', lastName: 'Profilläuferin', yearOfBirth: 1998, nation: 'GER', clubName: 'Eintracht Frankfurt e.V.' });
    expect(Object.keys(profile).sort()).toEqual(['clubName', 'firstName', 'fullName', 'id', 'lastName', 'links', 'nation', 'personalBests', 'positions', 'seasonBests', 'yearOfBirth']);
    const outdoor = profile.personalBests.filter((b) => b.eventCode === '100' && b.environment === 1);
    // The rejected 9.99 counts nowhere; the legal best and the better wind-assisted one apart.
    expect(outdoor).toEqual([
      { eventCode: '100', eventName: '100 m', environment: 1, mark: '10.20', wind: '+1.5', windAssisted: false, handTimed: false, date: '2026-06-01', competitionName: 'Junimeeting' },
      { eventCode: '100', eventName: '100 m', environment: 1, mark: '10.05', wind: '+2.5', windAssisted: true, handTimed: false, date: '2026-07-01', competitionName: 'Julimeeting' },
    ]);
    expect(profile.personalBests.find((b) => b.eventCode === '60')).toMatchObject({ environment: 0, mark: '6.80', wind: null, windAssisted: false });
    expect(profile.links.map((l) => l.rel)).toEqual(['athlete_marks']);
  });

  it('keeps a hand time marked as such', async () => {
    const profile = (await get(`/api/public/athletes/${sprinter}`)).json() as PublicAthlete;
    expect(profile.personalBests).toEqual([expect.objectContaining({ eventCode: '100', mark: '10.4*', handTimed: true, windAssisted: false })]);
  });

  it('counts season bests by season: an indoor mark of December for the next year, wind-assisted marks not', async () => {
    const profile = (await get(`/api/public/athletes/${runner}`)).json() as PublicAthlete;
    expect(profile.seasonBests.map((s) => [s.year, s.environment, s.eventCode, s.mark, s.wind])).toEqual([
      [2027, 0, '60', '6.80', null],
      [2026, 1, '100', '10.20', '+1.5'],
      [2025, 1, '100', '10.30', '+0.4'],
    ]);
  });

  it('names the athlete’s rank in the federation’s lists, by the list’s rules', async () => {
    const profile = (await get(`/api/public/athletes/${runner}`)).json() as PublicAthlete;
    // 2026: Schneller 10.10 first, then 10.20 (the 9.99 is rejected for this list, the 10.05 wind-assisted).
    expect(profile.positions.filter((p) => p.bestListId === list)).toEqual([
      { bestListId: list, bestListName: 'Profilliste', year: 2026, environment: 1, eventCode: '100', classCode: 'M', rank: 2 },
      { bestListId: list, bestListName: 'Profilliste', year: 2025, environment: 1, eventCode: '100', classCode: 'M', rank: 1 },
    ]);
  });

  it('lists every counted mark newest first, by event and season on request, in the reader’s language', async () => {
    const all = (await get(`/api/public/athletes/${runner}/marks?pageSize=10`, 'en')).json();
    expect(all.paginationMetadata.totalCount).toBe(4);
    expect(all.entities.map((m: { date: string; mark: string }) => `${m.date} ${m.mark}`)).toEqual(['2026-12-05 6.80', '2026-07-01 10.05', '2026-06-01 10.20', '2025-06-01 10.30']);
    expect(all.entities[1]).toMatchObject({ eventCode: '100', windAssisted: true, wind: '+2.5', competitionName: 'Julimeeting', town: 'Kassel', year: 2026 });
    const season = (await get(`/api/public/athletes/${runner}/marks?eventCode=100&year=2025`)).json();
    expect(season.entities.map((m: { mark: string }) => m.mark)).toEqual(['10.30']);
  });

  it('lists a mark without a wind reading as neither legal nor wind-assisted', async () => {
    const master = org(DLV).id;
    const db = t.database.db;
    const meetingId = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Ohne Windmessung', town: 'Kassel', date: '2026-08-16' });
    const who = { id: sprinter, yearOfBirth: 1998, nation: 'GER', organizationId: org(EINTRACHT).id };
    const unread = await insertPerformance(db, { masterId: master, competitionId: meetingId, eventCode: '100', classCode: 'M', athlete: who, date: '2026-08-16', environment: 1, mark: '10,30' });
    const marks = await get(`/api/public/athletes/${sprinter}/marks`);
    expect(marks.statusCode, marks.body).toBe(200);
    expect(marks.json().entities.find((m: { competitionName: string }) => m.competitionName === 'Ohne Windmessung')).toMatchObject({ mark: '10.30', wind: null, windAssisted: false });
    const profile = (await get(`/api/public/athletes/${sprinter}`)).json() as PublicAthlete;
    expect(profile.personalBests.map((b) => b.mark)).toEqual(['10.4*']);
    await db.delete(performances).where(eq(performances.id, unread));
  });

  it('lists the relays the athlete ran in among the marks, with the team, and not among the personal bests', async () => {
    const master = org(DLV).id;
    const db = t.database.db;
    const relayMeeting = await insertCompetition(db, { masterId: master, ownerId: master, name: 'Staffeltag', town: 'Kassel', date: '2026-08-09' });
    const relay = await insertPerformance(db, { masterId: master, competitionId: relayMeeting, eventCode: '4X100', classCode: 'M', athlete: null, organizationId: org(EINTRACHT).id, date: '2026-08-09', environment: 1, mark: '40,95' });
    const mate = await insertAthlete(db, { masterId: master, organizationId: org(EINTRACHT).id, lastName: 'Staffelkollege', yearOfBirth: 1999 });
    await db.insert(performanceRelayMembers).values([
      { performanceId: relay, position: 1, athleteId: mate },
      { performanceId: relay, position: 2, athleteId: runner },
    ]);
    const marks = (await get(`/api/public/athletes/${runner}/marks?pageSize=10`, 'en')).json();
    const relayRows = marks.entities.filter((m: { relayTeam: string | null }) => m.relayTeam !== null);
    expect(relayRows).toEqual([expect.objectContaining({ eventCode: '4X100', mark: '40.95', competitionName: 'Staffeltag', relayTeam: 'Eintracht Frankfurt e.V.' })]);
    expect(marks.paginationMetadata.totalCount).toBe(5);
    const profile = (await get(`/api/public/athletes/${runner}`)).json() as PublicAthlete;
    expect(profile.personalBests.some((b) => b.eventCode === '4X100')).toBe(false);
    await db.delete(performances).where(eq(performances.id, relay));
  });

  it('is where the names of the public ranking lead: each row carries its athlete’s id', async () => {
    const ranking = (await get(`/api/public/bestlists/${list}/ranking?eventCode=100&classCode=M&year=2026&environment=1`)).json();
    const names = Object.fromEntries(ranking.entities.map((e: { competitorFullName: string; competitorId: number | null }) => [e.competitorFullName, e.competitorId]));
    expect(names['Anna Profilläuferin']).toBe(runner);
    expect(names['Hans Handzeit']).toBe(sprinter);
  });

  it('is where a record adopted from a performance leads, a record typed by hand leads nowhere', async () => {
    const master = org(DLV).id;
    const set = await insertStoredRecordSet(t.database.db, { masterId: master, name: 'Profilrekorde' });
    await insertStoredRecord(t.database.db, { setId: set, eventCode: '100', mark: '10,20', wind: 1.5, firstName: 'Anna', lastName: 'Profilläuferin', performanceId: legalMark });
    await insertStoredRecord(t.database.db, { setId: set, eventCode: 'LJ', mark: '6,50', wind: 0.5 });
    const [page] = (await get(`/api/public/records?masterOrganizationId=${master}`)).json() as { sets: { name: string; groups: { records: { athleteName: string; competitorId: number | null }[] }[] }[] }[];
    const shown = page.sets.find((s) => s.name === 'Profilrekorde')!.groups.flatMap((g) => g.records).map((r) => [r.athleteName, r.competitorId]);
    expect(shown).toEqual(expect.arrayContaining([['Anna Profilläuferin', runner], ['Test Rekordhalter', null]]));
  });

  it('answers profiles asked for at the same time each with its own athlete, an unknown id with 404', async () => {
    // A language not asked for before: nothing kept, every profile read (together, in one statement per batch).
    const ids = [runner, sprinter, 999999, runner, sprinter];
    const answers = await Promise.all(ids.map((id) => get(`/api/public/athletes/${id}`, 'nl')));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 404, 200, 200]);
    expect(answers.map((a) => (a.statusCode === 200 ? (a.json() as PublicAthlete).id : null))).toEqual([runner, sprinter, null, runner, sprinter]);
    expect((answers[1].json() as PublicAthlete).personalBests.map((b) => b.mark)).toEqual(['10.4*']);
  });

  it('reads the statistics version once for a profile: the version its answer is kept under', async () => {
    t.queries.length = 0;
    expect((await get(`/api/public/athletes/${runner}`, 'en')).statusCode).toBe(200);
    expect(t.queries.filter((q) => q.includes('statistics_version'))).toHaveLength(1);
  });

  it('finds athletes by name from three characters on, with the link to the profile', async () => {
    const found = (await get('/api/public/athletes?search=profill')).json();
    expect(found.entities).toEqual([
      { id: runner, fullName: 'Anna Profilläuferin', yearOfBirth: 1998, nation: 'GER', clubName: 'Eintracht Frankfurt e.V.', links: [{ rel: 'public_athlete', href: `/api/public/athletes/${runner}`, templated: false, method: 'GET' }] },
    ]);
    const short = await get('/api/public/athletes?search=pr');
    expect(short.statusCode).toBe(422);
    expect((await get('/api/public/athletes/999999')).statusCode).toBe(404);
    expect((await get('/api/public/athletes/999999/marks')).statusCode).toBe(404);
  });
});
