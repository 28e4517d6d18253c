import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseName, type AthleteDetail, type AthleteMerge, type DuplicateCandidate, type Link, type MergePreview, type PublicAthlete } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DARMSTADT, DLV, EINTRACHT, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { athletes, performanceRelayMembers, performances, records, resultImportRows } from '../db/schema';
import { insertAthlete, insertCompetition, insertPerformance } from '../statistics/statistics.fixtures';
import { insertStoredRecord, insertStoredRecordSet } from '../records/records.fixtures';
import { AthleteMatcher } from '../results-import/athlete-matching';

/** One record per person: the statisticians' athletes, duplicate candidates, the merge and what it moves. */
let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let master: number;
const base = '/api/statistics/athletes';
const as = (token: string | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, culture = 'de') =>
  t.as(token, { method, url, payload: payload as never, headers: { 'accept-language': culture } });
const stat = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, culture = 'de') => as(s.statistician.token, method, url, payload, culture);
const version = async () => Number((await t.database.db.execute(sql`select version from statistics_version`)).rows[0].version);

type Who = { id: number; yearOfBirth: number; nation: string; organizationId: number };
async function athlete(firstName: string, lastName: string, club: string, extra: { yearOfBirth?: number; gender?: number; code?: string } = {}): Promise<Who> {
  const organizationId = org(club).id;
  const yearOfBirth = extra.yearOfBirth ?? 1990;
  const id = await insertAthlete(t.database.db, { masterId: master, organizationId, firstName, lastName, yearOfBirth, gender: extra.gender ?? 0 });
  if (extra.code) await t.database.db.update(athletes).set({ nationalAthleteCode: extra.code }).where(eq(athletes.id, id));
  return { id, yearOfBirth, nation: 'GER', organizationId };
}
const meeting = (date: string, name: string) => insertCompetition(t.database.db, { masterId: master, ownerId: master, name, town: 'Kassel', date });
const mark = (who: Who, competition: number, date: string, eventCode: string, value: string, wind?: number) =>
  insertPerformance(t.database.db, { masterId: master, competitionId: competition, eventCode, classCode: 'M', athlete: who, date, environment: 1, mark: value, wind });
async function relay(competition: number, date: string, runners: Who[]): Promise<number> {
  const id = await insertPerformance(t.database.db, { masterId: master, competitionId: competition, eventCode: '4X100', classCode: 'M', athlete: null, organizationId: org(EINTRACHT).id, date, environment: 1, mark: '41,20' });
  await t.database.db.insert(performanceRelayMembers).values(runners.map((r, i) => ({ performanceId: id, position: i + 1, athleteId: r.id })));
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  master = org(DLV).id;
});
afterAll(() => t.close());

describe('the athletes area for statisticians', () => {
  it('is offered to statisticians only; anyone else gets 403 on its paths', async () => {
    const root = (token: string) => as(token, 'GET', '/api').then((r) => (r.json().links as Link[]).map((l) => l.rel));
    expect(await root(s.statistician.token)).toContain('athlete_links');
    expect(await root(s.club.token)).not.toContain('athlete_links');
    const catalogue = (await stat('GET', `${base}/links`)).json().links as Link[];
    expect(catalogue.map((l) => l.rel)).toEqual(['get_athletes', 'get_duplicate_candidates', 'merge_preview', 'merge_athletes', 'get_merge_history', 'get_by_id', 'update']);
    expect((await as(s.club.token, 'GET', `${base}/duplicates`)).statusCode).toBe(403);
    expect((await as(s.club.token, 'POST', `${base}/merges`, { keepId: 1, mergeId: 2 })).statusCode).toBe(403);
    expect((await as(null, 'GET', `${base}/duplicates`)).statusCode).toBe(401);
  });

  it('pairs athletes of the same name as imports match it and year of birth, or of the same athlete code', async () => {
    const a = await athlete('Jörg', 'Müller-Lüdenscheidt', EINTRACHT);
    const b = await athlete('Joerg', ' MUELLER luedenscheidt', DARMSTADT);
    await athlete('Jörg', 'Müller-Lüdenscheidt', EINTRACHT, { yearOfBirth: 1991 });
    const c = await athlete('Konrad', 'Kodiert', EINTRACHT, { code: 'ab-123' });
    const d = await athlete('Konni', 'Codiert', DARMSTADT, { code: 'AB-123', yearOfBirth: 1985 });
    const res = await stat('GET', `${base}/duplicates?pageSize=100`);
    expect(res.statusCode, res.body).toBe(200);
    const pairs = res.json().entities as DuplicateCandidate[];
    const mine = pairs.filter((p) => [a.id, b.id, c.id, d.id].includes(p.first.id));
    expect(mine.map((p) => [p.first.id, p.second.id, p.reasons])).toEqual([
      [c.id, d.id, ['code']],
      [a.id, b.id, ['name']],
    ]);
    expect(mine[1].first).toMatchObject({ fullName: 'Jörg Müller-Lüdenscheidt', yearOfBirth: 1990, clubName: EINTRACHT, markCount: 0 });
    expect(mine[1].second.clubName).toBe(DARMSTADT);
  });

  it('folds names in SQL exactly as the domain does', async () => {
    const names = ['Müller-Lüdenscheidt', ' MUELLER  -  LUEDENSCHEIDT ', 'Sébastien', 'Łukasz Øster', "O'Brien", 'Ærø', 'STRAßE', 'Ångström', 'Çelik', 'Dvořák', 'Šťastná'];
    for (const name of names) {
      const [row] = (await t.database.db.execute<{ folded: string }>(sql`select fold_name(${name}) as folded`)).rows;
      expect(row.folded, name).toBe(normaliseName(name));
    }
  });

  it('finds and reads an athlete, and corrects the spelling, club, code and nation; the rules hold', async () => {
    const a = await athlete('Petra', 'Schreibfeler', EINTRACHT, { gender: 1 });
    const found = (await stat('GET', `${base}?search=schreibf`)).json().entities as AthleteDetail[];
    expect(found.map((x) => x.id)).toEqual([a.id]);
    const update = { firstName: 'Petra', lastName: 'Schreibfehler', organizationId: org(DARMSTADT).id, nationalAthleteCode: 'HE-77', nation: 'aut' };
    const res = await stat('PUT', `${base}/${a.id}`, update);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: a.id, lastName: 'Schreibfehler', clubName: DARMSTADT, nationalAthleteCode: 'HE-77', nation: 'AUT', gender: 1, yearOfBirth: 1990, merges: [] });
    const notAClub = await stat('PUT', `${base}/${a.id}`, { ...update, organizationId: org('Hessischer Leichtathletik-Verband').id }, 'en');
    expect(notAClub.statusCode).toBe(422);
    expect(notAClub.json().errors.OrganizationId).toEqual(['Please choose a club']);
    expect((await stat('PUT', `${base}/${a.id}`, { ...update, lastName: ' ' })).statusCode).toBe(422);
    expect((await stat('PUT', `${base}/${a.id}`, { ...update, nation: 'XYZ' })).statusCode).toBe(422);
    const [row] = await t.database.db.select().from(athletes).where(eq(athletes.id, a.id));
    expect(row.lastName).toBe('Schreibfehler');
  });

  it("answers 404 for another federation's athlete, to read, change or merge", async () => {
    const dutch = await insertAthlete(t.database.db, { masterId: org(AU).id, organizationId: org(AU).id, lastName: 'Jansen', yearOfBirth: 1990 });
    const mine = await athlete('Eigen', 'Athlet', EINTRACHT);
    expect((await stat('GET', `${base}/${dutch}`)).statusCode).toBe(404);
    expect((await stat('PUT', `${base}/${dutch}`, { firstName: 'X', lastName: 'Y', organizationId: org(EINTRACHT).id, nation: 'GER' })).statusCode).toBe(404);
    expect((await stat('GET', `${base}/merge-preview?keepId=${mine.id}&mergeId=${dutch}`)).statusCode).toBe(404);
    expect((await stat('POST', `${base}/merges`, { keepId: mine.id, mergeId: dutch })).statusCode).toBe(404);
    expect((await stat('POST', `${base}/merges`, { keepId: mine.id, mergeId: mine.id }, 'en')).json().errors.MergeId).toEqual(['An athlete cannot be merged with themselves.']);
  });
});

describe('merging two records of one person', () => {
  let keep: Who;
  let merge: Who;
  let keptMark: number;
  let mergedMark: number;
  let copy: number;
  let relayId: number;
  let record: number;
  let preview: MergePreview;

  beforeAll(async () => {
    keep = await athlete('Max', 'Zusammen', EINTRACHT, { yearOfBirth: 1995 });
    merge = await athlete('Maximilian', 'Zusammen', DARMSTADT, { yearOfBirth: 1995, code: 'ZU-1' });
    const june = await meeting('2026-06-14', 'Zusammenfest');
    const july = await meeting('2026-07-05', 'Julisportfest');
    keptMark = await mark(keep, june, '2026-06-14', '100', '10,60', 0.8);
    copy = await mark(merge, june, '2026-06-14', '100', '10,60', 0.8);
    mergedMark = await mark(merge, july, '2026-07-05', '100', '10,41', 1.1);
    await mark(merge, july, '2026-07-05', 'LJ', '7,02', 0.5);
    relayId = await relay(july, '2026-07-05', [merge, await athlete('Leo', 'Läufer', EINTRACHT), await athlete('Luis', 'Läufer', EINTRACHT), await athlete('Lars', 'Läufer', EINTRACHT)]);
    const set = await insertStoredRecordSet(t.database.db, { masterId: master, name: 'Zusammen-Rekorde' });
    record = await insertStoredRecord(t.database.db, { setId: set, eventCode: '100', mark: '10,41', wind: 1.1, performanceId: mergedMark });
    await insertStoredRecord(t.database.db, { setId: set, eventCode: '100', mark: '10,60', wind: 0.8, performanceId: copy });
  });

  it('previews what moves, and changes nothing', async () => {
    const before = await version();
    const res = await stat('GET', `${base}/merge-preview?keepId=${keep.id}&mergeId=${merge.id}`);
    expect(res.statusCode, res.body).toBe(200);
    preview = res.json();
    expect(preview.keep).toMatchObject({ id: keep.id, markCount: 1 });
    expect(preview.merge).toMatchObject({ id: merge.id, markCount: 4, nationalAthleteCode: 'ZU-1' });
    expect(preview.moves).toEqual({ marks: 2, duplicates: 1, relayMarks: 1, records: 2, importRows: 0 });
    expect(preview.problems).toEqual([]);
    expect(await version()).toBe(before);
  });

  it('moves marks, relay legs and records to the kept athlete in one go, remembers the merged id and who merged', async () => {
    const before = await version();
    const res = await stat('POST', `${base}/merges`, { keepId: keep.id, mergeId: merge.id });
    expect(res.statusCode, res.body).toBe(201);
    const done = res.json() as AthleteMerge;
    expect(done).toMatchObject({ keptId: keep.id, keptName: 'Max Zusammen', mergedId: merge.id, mergedName: 'Maximilian Zusammen', mergedYearOfBirth: 1995, mergedClubName: DARMSTADT });
    expect(done.moved).toEqual(preview.moves);
    expect(done.mergedBy).toMatch(/\S/);
    expect(await version()).toBeGreaterThan(before);

    const db = t.database.db;
    expect(await db.select().from(athletes).where(eq(athletes.id, merge.id))).toEqual([]);
    const marks = await db.select().from(performances).where(eq(performances.athleteId, keep.id));
    expect(marks.map((m) => m.id).sort()).toEqual([keptMark, mergedMark, marks.find((m) => m.id !== keptMark && m.id !== mergedMark)!.id].sort());
    expect(marks.every((m) => m.competitorKey === keep.id)).toBe(true);
    // The mark entered twice is gone; the record that named the copy names the kept mark.
    expect(await db.select().from(performances).where(eq(performances.id, copy))).toEqual([]);
    const recordRows = await db.select({ id: records.id, performanceId: records.performanceId }).from(records).where(eq(records.recordSetId, (await db.select().from(records).where(eq(records.id, record)))[0].recordSetId));
    expect(recordRows.map((r) => r.performanceId).sort()).toEqual([keptMark, mergedMark].sort());
    const legs = await db.select().from(performanceRelayMembers).where(eq(performanceRelayMembers.performanceId, relayId));
    expect(legs.find((l) => l.position === 1)!.athleteId).toBe(keep.id);
    // The kept record takes over the code it did not have.
    const detail = (await stat('GET', `${base}/${keep.id}`)).json() as AthleteDetail;
    expect(detail).toMatchObject({ nationalAthleteCode: 'ZU-1', markCount: 4 });
    expect(detail.merges.map((m) => [m.mergedId, m.mergedName])).toEqual([[merge.id, 'Maximilian Zusammen']]);
    const history = (await stat('GET', `${base}/merges`)).json().entities as AthleteMerge[];
    expect(history[0]).toEqual(done);
  });

  it("answers the merged id's public profile with the kept athlete and their marks", async () => {
    const res = await as(null, 'GET', `/api/public/athletes/${merge.id}`);
    expect(res.statusCode).toBe(200);
    const profile = res.json() as PublicAthlete;
    expect(profile).toMatchObject({ id: keep.id, fullName: 'Max Zusammen' });
    expect(profile.personalBests.find((b) => b.eventCode === '100')).toMatchObject({ mark: '10.41' });
    // The kept 100 m, the merged athlete's 100 m and long jump, and the relay the merged athlete ran in.
    const marks = await as(null, 'GET', `/api/public/athletes/${merge.id}/marks?pageSize=50`);
    expect(marks.json().paginationMetadata.totalCount).toBe(4);
  });

  it('lets an import find the kept athlete by the merged name and code', async () => {
    const matcher = await AthleteMatcher.load(t.database.db, master, [
      { lastName: 'Zusammen', firstName: 'Maximilian', yearOfBirth: 1995, gender: 'M', club: null, nation: null, athleteCode: null },
      { lastName: 'Anders', firstName: 'Ganz', yearOfBirth: 1970, gender: 'M', club: null, nation: null, athleteCode: 'zu-1' },
    ]);
    expect(matcher.match({ lastName: 'Zusammen', firstName: 'Maximilian', yearOfBirth: 1995, gender: 'M', club: null, nation: null, athleteCode: null })).toEqual({ athleteId: keep.id, candidates: [] });
    expect(matcher.match({ lastName: 'Anders', firstName: 'Ganz', yearOfBirth: 1970, gender: 'M', club: null, nation: null, athleteCode: 'zu-1' })).toEqual({ athleteId: keep.id, candidates: [] });
  });

  it('passes earlier merges on when the kept athlete is merged in turn', async () => {
    const third = await athlete('Max', 'Zusammen', EINTRACHT, { yearOfBirth: 1995 });
    const res = await stat('POST', `${base}/merges`, { keepId: third.id, mergeId: keep.id });
    expect(res.statusCode, res.body).toBe(201);
    expect((await as(null, 'GET', `/api/public/athletes/${merge.id}`)).json().id).toBe(third.id);
    expect((await as(null, 'GET', `/api/public/athletes/${keep.id}`)).json().id).toBe(third.id);
    const detail = (await stat('GET', `${base}/${third.id}`)).json() as AthleteDetail;
    expect(detail.merges.map((m) => m.mergedId).sort()).toEqual([keep.id, merge.id].sort());
    // Rows of imports that named the merged athlete name the kept one.
    const rows = await t.database.db.select().from(resultImportRows).where(eq(resultImportRows.athleteId, keep.id));
    expect(rows).toEqual([]);
  });
});

describe('a merge refused', () => {
  it('for athletes of different gender, saying so, and nothing moves', async () => {
    const man = await athlete('Kim', 'Beides', EINTRACHT);
    const woman = await athlete('Kim', 'Beides', EINTRACHT, { gender: 1 });
    const meet = await meeting('2026-05-10', 'Maisportfest');
    const m = await mark(woman, meet, '2026-05-10', 'LJ', '5,80', 0.2);
    const preview = (await stat('GET', `${base}/merge-preview?keepId=${man.id}&mergeId=${woman.id}`, undefined, 'en')).json() as MergePreview;
    expect(preview.problems).toEqual(['The two athletes are of different gender; only records of the same person can be merged.']);
    const res = await stat('POST', `${base}/merges`, { keepId: man.id, mergeId: woman.id }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Model).toEqual(preview.problems);
    const [row] = await t.database.db.select().from(performances).where(eq(performances.id, m));
    expect(row.athleteId).toBe(woman.id);
  });

  it('for marks of the same event, day and competition that differ, naming them', async () => {
    const one = await athlete('Uwe', 'Doppelt', EINTRACHT);
    const two = await athlete('Uwe', 'Doppelt', DARMSTADT);
    const meet = await meeting('2026-08-02', 'Augustmeeting');
    await mark(one, meet, '2026-08-02', '100', '10,90', 0.3);
    await mark(two, meet, '2026-08-02', '100', '11,02', 0.3);
    const res = await stat('POST', `${base}/merges`, { keepId: one.id, mergeId: two.id }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Model).toEqual([
      '100 m on 2 August 2026 (Augustmeeting): 10.90 and 11.02 – the same event on the same day cannot have two different marks.',
    ]);
    expect(await t.database.db.select({ id: athletes.id }).from(athletes).where(eq(athletes.id, two.id))).toHaveLength(1);
  });

  it('for two legs of one relay', async () => {
    const one = await athlete('Ole', 'Staffel', EINTRACHT);
    const two = await athlete('Ole', 'Staffel', EINTRACHT);
    const meet = await meeting('2026-08-09', 'Staffeltag');
    await relay(meet, '2026-08-09', [one, two, await athlete('Per', 'Staffel', EINTRACHT), await athlete('Jan', 'Staffel', EINTRACHT)]);
    const res = await stat('POST', `${base}/merges`, { keepId: one.id, mergeId: two.id }, 'en');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.Model).toEqual(['4 x 100 m relay on 9 August 2026 (Staffeltag): both ran in the same relay.']);
  });
});
