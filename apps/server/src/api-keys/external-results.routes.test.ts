import { and, eq, sql } from 'drizzle-orm';
import type { ExternalResult } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, EINTRACHT, LG_NORD, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { athletes, perfCompetitions, performances } from '../db/schema';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
let key: string;
let mueller: number;

const competition = { externalId: 'meet-2026-kassel', name: 'Sportfest Kassel', dateFrom: '2026-06-14', dateTo: '2026-06-14', town: 'Kassel', nation: 'GER', environment: 1 };
const result = (externalId: string, fields: Partial<ExternalResult>): ExternalResult => ({ externalId, gender: 'M', nation: 'GER', class: 'M', date: '2026-06-14', ...fields });
const results: ExternalResult[] = [
  result('r1', { lastName: 'Mueller', firstName: 'Jörg', yearOfBirth: 1990, club: EINTRACHT, event: '100m', mark: '10.52', wind: '+1.2', place: 1 }),
  result('r2', { lastName: 'Weiß', firstName: 'Jürgen', yearOfBirth: 1995, club: 'LG Irgendwo', event: 'Weitsprung', mark: '7.48', wind: '+0.8', place: 1 }),
  // Two athletes of this name, year and sex, neither in this club: the sender has to name one.
  result('r3', { lastName: 'Schmidt', firstName: 'Anna', yearOfBirth: 2001, gender: 'W', class: 'W', club: 'SC Unbekannt', event: '100m', mark: '11.80', wind: '-0.3' }),
  result('r4', { lastName: 'Braun', firstName: 'Tim', yearOfBirth: 1998, event: 'Kugel 7,26kg', mark: '99.00' }),
  result('r5', { lastName: 'Neu', firstName: 'Nina', yearOfBirth: 2003, gender: 'W', class: 'W', club: EINTRACHT, event: '100m', mark: '12.10', wind: '-0.3', athleteCode: 'NEU-2003' }),
  result('r6', { lastName: 'Lahm', firstName: 'Leo', yearOfBirth: 1997, club: EINTRACHT, event: '100m', mark: 'DNS' }),
];

const send = (body: unknown, headers: Record<string, string> = {}) =>
  t.as(null, { method: 'POST', url: '/api/external/results', headers: { authorization: `ApiKey ${key}`, ...headers }, payload: body as object });
const version = async () => Number((await t.database.db.execute(sql`select version from statistics_version`)).rows[0].version);
const competitionRow = async () =>
  (await t.database.db.select().from(perfCompetitions).where(and(eq(perfCompetitions.externalId, competition.externalId), eq(perfCompetitions.importSource, 'api'))))[0];
const marksOf = (competitionId: number) =>
  t.database.db
    .select({ id: performances.id, importKey: performances.importKey, athleteId: performances.athleteId, markUnits: performances.markUnits, windTenths: performances.windTenths, organizationId: performances.organizationId, creatorUserId: performances.creatorUserId, creatorOrganizationId: performances.creatorOrganizationId })
    .from(performances)
    .where(eq(performances.competitionId, competitionId))
    .orderBy(performances.importKey);

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  const master = org(DLV).id;
  const add = async (lastName: string, firstName: string, yearOfBirth: number, gender: number, club: string) =>
    (await t.database.db.insert(athletes).values({ masterId: master, lastName, firstName, yearOfBirth, gender, nation: 'GER', organizationId: org(club).id }).returning({ id: athletes.id }))[0].id;
  mueller = await add('Müller', 'Jörg', 1990, 0, EINTRACHT);
  await add('Schmidt', 'Anna', 2001, 1, EINTRACHT);
  await add('Schmidt', 'Anna', 2001, 1, LG_NORD);
  key = (await t.as(s.statistician.token, { method: 'POST', url: '/api/api-keys', payload: { name: 'Wettkampfbüro Kassel' } })).json().key;
});
afterAll(() => t.close());

describe('results sent by meeting software', () => {
  let competitionId: number;

  it('creates the competition, the marks and the athletes no match was found for; refuses what does not read, with index and messages', async () => {
    const before = await version();
    const r = await send({ competition, results }, { 'accept-language': 'en' });
    expect(r.statusCode, r.body).toBe(200);
    const answer = r.json();
    expect(answer).toMatchObject({ created: 3, updated: 0, unchanged: 0, rejected: 3 });
    expect(answer.errors.map((e: { index: number }) => e.index)).toEqual([2, 3, 5]);
    expect(answer.errors[0].messages).toEqual(['2 athletes fit this result; send the athleteCode to name the right one']);
    expect(answer.errors[1].messages.length).toBeGreaterThan(0);
    for (const e of answer.errors) for (const m of e.messages) expect(m).not.toMatch(/^(resultsImport|apiKeys|validation)\./);

    const c = await competitionRow();
    competitionId = c.id;
    expect(c).toMatchObject({ masterId: org(DLV).id, ownerId: org(DLV).id, creatorUserId: null, name: competition.name, town: 'Kassel', environment: 1 });
    const marks = await marksOf(c.id);
    expect(marks.map((m) => [m.importKey, m.markUnits, m.windTenths])).toEqual([
      ['ext:r1', 1052, 12],
      ['ext:r2', 748, 8],
      ['ext:r5', 1210, -3],
    ]);
    for (const m of marks) expect(m).toMatchObject({ creatorUserId: null, creatorOrganizationId: org(DLV).id });
    expect(marks[0].athleteId).toBe(mueller);
    const [weiss] = await t.database.db.select().from(athletes).where(eq(athletes.id, marks[1].athleteId!));
    // A club the federation does not know: the athlete is placed with the federation.
    expect(weiss).toMatchObject({ lastName: 'Weiß', yearOfBirth: 1995, gender: 0, organizationId: org(DLV).id });
    const [neu] = await t.database.db.select().from(athletes).where(eq(athletes.id, marks[2].athleteId!));
    expect(neu).toMatchObject({ organizationId: org(EINTRACHT).id, nationalAthleteCode: 'NEU-2003' });
    expect(await version()).toBeGreaterThan(before);
  });

  it('shows “External Import” as the creator of the marks', async () => {
    const [mark] = await marksOf(competitionId);
    const detail = await t.as(s.statistician.token, { method: 'GET', url: `/api/statistics/performances/${mark.id}`, headers: { 'accept-language': 'en' } });
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().creatorName).toBe('External Import');
    const listed = await t.as(s.statistician.token, { method: 'GET', url: '/api/statistics/performances?eventCode=100&classCode=M&environment=1&freetextSearch=Kassel&culture=de&pageSize=100' });
    expect(listed.statusCode, listed.body).toBe(200);
    const row = listed.json().entities.find((e: { id: number }) => e.id === mark.id);
    expect(row.creatorName).toBe('Externer Import');
  });

  it('changes nothing when the same document is sent again', async () => {
    const before = await version();
    const marks = await marksOf(competitionId);
    const athleteCount = await t.database.db.$count(athletes);
    const r = await send({ competition, results });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ created: 0, updated: 0, unchanged: 3, rejected: 3 });
    expect(await version()).toBe(before);
    expect(await marksOf(competitionId)).toEqual(marks);
    expect(await t.database.db.$count(athletes)).toBe(athleteCount);
    expect(await t.database.db.$count(perfCompetitions, eq(perfCompetitions.externalId, competition.externalId))).toBe(1);
  });

  it('updates a changed mark and the competition’s name, and adds a result that now reads', async () => {
    const changed = results.map((r) => (r.externalId === 'r1' ? { ...r, mark: '10.48' } : r.externalId === 'r4' ? { ...r, mark: '19.02' } : r));
    const r = await send({ competition: { ...competition, name: 'Sportfest Kassel 2026' }, results: changed });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ created: 1, updated: 1, unchanged: 2, rejected: 2 });
    expect((await competitionRow()).name).toBe('Sportfest Kassel 2026');
    const marks = await marksOf(competitionId);
    expect(marks.find((m) => m.importKey === 'ext:r1')!.markUnits).toBe(1048);
    expect(marks.find((m) => m.importKey === 'ext:r4')!.markUnits).toBe(1902);
  });

  it('takes the athlete code to tell athletes of one name apart', async () => {
    const [anna] = await t.database.db.select({ id: athletes.id }).from(athletes).where(and(eq(athletes.lastName, 'Schmidt'), eq(athletes.organizationId, org(LG_NORD).id)));
    await t.database.db.update(athletes).set({ nationalAthleteCode: 'ANNA-LG' }).where(eq(athletes.id, anna.id));
    const r = await send({ competition, results: [{ ...results[2], athleteCode: 'ANNA-LG' }] });
    expect(r.json()).toMatchObject({ created: 1, rejected: 0 });
    expect((await marksOf(competitionId)).find((m) => m.importKey === 'ext:r3')!.athleteId).toBe(anna.id);
  });

  it('refuses a result id sent twice in one call, and writes nothing of a call that does not validate', async () => {
    const twice = await send({ competition, results: [{ ...results[0], externalId: 'd1' }, { ...results[0], externalId: 'd1', mark: '10.60' }] });
    expect(twice.json()).toMatchObject({ rejected: 1, errors: [{ index: 1 }] });
    const before = await version();
    const invalid = await send({ competition: { ...competition, dateTo: '2026-06-13' }, results });
    expect(invalid.statusCode).toBe(422);
    expect((await send({ competition, results: [{ lastName: 'Ohne Id' }] })).statusCode).toBe(422);
    expect(await version()).toBe(before);
  });

  it('takes a call of thousands of results, beyond the 1 MB other routes take', async () => {
    const many = Array.from({ length: 5000 }, (_, i) =>
      result(`bulk-${i}`, { lastName: `Läuferin-${i}`, firstName: 'Berta', yearOfBirth: 1990 + (i % 10), gender: 'W', class: 'W', club: EINTRACHT, event: '100m', mark: `12.${String(i % 100).padStart(2, '0')}`, wind: '+0.5', round: 'Vorlauf' }),
    );
    const body = { competition: { ...competition, externalId: 'meet-bulk' }, results: many };
    expect(JSON.stringify(body).length).toBeGreaterThan(1024 * 1024);
    const r = await send(body);
    expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
    expect(r.json()).toMatchObject({ created: 5000, rejected: 0 });
  });

  it('keeps competitions of one sender’s id apart by federation', async () => {
    const dutchKey = (await t.as(s.nl.token, { method: 'POST', url: '/api/api-keys', payload: { name: 'Wedstrijdsecretariaat' } })).json().key;
    const r = await t.as(null, { method: 'POST', url: '/api/external/results', headers: { authorization: `ApiKey ${dutchKey}` }, payload: { competition: { ...competition, nation: 'NED' }, results: [] } });
    expect(r.statusCode, r.body).toBe(200);
    expect(await t.database.db.$count(perfCompetitions, eq(perfCompetitions.externalId, competition.externalId))).toBe(2);
  });
});
