import type { PerformanceCompetition, PerformanceCompetitionInput } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { BAYERN, DLV, EINTRACHT, FRANKFURT, HESSEN, loadOrgs, loginAll, PHANOS, REGIO_WEST, type Org } from '../test/fixtures';
import { perfCompetitions } from '../db/schema';
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

const post = (payload: unknown, url = base) => t.as(s.statistician.token, { method: 'POST', url, payload: payload as object });
const put = (id: number, payload: unknown) => t.as(s.statistician.token, { method: 'PUT', url: `${base}/${id}`, payload: payload as object });
const list = (query: string) => t.as(s.statistician.token, { method: 'GET', url: `${base}?${query}` });
async function create(over: Partial<PerformanceCompetitionInput> = {}): Promise<PerformanceCompetition> {
  const r = await post(competitionPayload(over));
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}
const count = () => t.database.db.$count(perfCompetitions);

describe('creating, reading and changing', () => {
  it('creates a portal competition owned by the statistician’s organisation, with the association names and its links', async () => {
    const c = await create({ stateCode: org(HESSEN).id, district: org(FRANKFURT).id });
    expect(c).toMatchObject({
      name: 'Hessische Hallenmeisterschaften',
      germanCompetitionId: '2026-HE-0042',
      dateFrom: '2026-02-07',
      dateTo: '2026-02-08',
      location: 'Leichtathletikhalle Kalbach',
      town: 'Frankfurt am Main',
      nation: 'GER',
      environment: 0,
      stateCode: org(HESSEN).id,
      stateName: HESSEN,
      area: null,
      areaName: null,
      district: org(FRANKFURT).id,
      districtName: FRANKFURT,
      importSource: 'portal',
      ownerId: org(DLV).id,
      creatorUserId: s.statistician.id,
      lastEditorUserId: s.statistician.id,
    });
    expect(c.links).toEqual([
      { rel: 'get_by_id', href: `${base}/${c.id}`, templated: false, method: 'GET' },
      { rel: 'update', href: `${base}/${c.id}`, templated: false, method: 'PUT' },
    ]);
    const read = await t.as(s.statistician.token, { method: 'GET', url: `${base}/${c.id}` });
    expect(read.json()).toEqual(c);
  });

  it('derives indoor or outdoor from the start month when none is sent, and keeps a chosen one', async () => {
    const { environment: _, ...withoutEnvironment } = competitionPayload();
    const derived = async (day: string) => (await post({ ...withoutEnvironment, dateFrom: day, dateTo: day })).json().environment;
    expect(await derived('2026-12-05')).toBe(0);
    expect(await derived('2026-03-31')).toBe(0);
    expect(await derived('2026-04-01')).toBe(1);
    expect(await derived('2026-10-31')).toBe(1);
    expect((await create({ dateFrom: '2026-07-04', dateTo: '2026-07-04', environment: 0 })).environment).toBe(0);
  });

  it('accepts an area below the state association', async () => {
    const area = org('Bezirk Oberbayern');
    const c = await create({ stateCode: org(BAYERN).id, area: area.id });
    expect(c).toMatchObject({ stateName: BAYERN, areaName: 'Bezirk Oberbayern', districtName: null });
  });

  it('changes every field of a portal competition and records the editor', async () => {
    const c = await create();
    const r = await t.as(s.statistician.token, {
      method: 'PUT',
      url: `${base}/${c.id}`,
      payload: competitionPayload({ name: 'Süddeutsche Meisterschaften', germanCompetitionId: null, dateFrom: '2026-06-20', dateTo: '2026-06-21', location: null, town: 'Regensburg', nation: 'aut', environment: 1, stateCode: org(BAYERN).id }),
    });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ id: c.id, name: 'Süddeutsche Meisterschaften', germanCompetitionId: null, dateFrom: '2026-06-20', location: null, town: 'Regensburg', nation: 'AUT', environment: 1, stateName: BAYERN });
    const stored = await storedCompetition(t, c.id);
    expect(stored).toMatchObject({ lastEditorUserId: s.statistician.id, creatorUserId: s.statistician.id, importSource: 'portal', ownerId: org(DLV).id });
  });
});

describe('the rules of spec §5', () => {
  it('names every missing required field with its own message, in the request language', async () => {
    const before = await count();
    const r = await post({ environment: null }, `${base}?culture=en`);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      Name: ['Please enter the name of the competition'],
      DateFrom: ['Please enter the start date'],
      DateTo: ['Please enter the end date'],
      Town: ['Please enter the town'],
      Nation: ['Please choose the nation'],
      Environment: ['Please choose indoor or outdoor'],
    });
    expect(await count()).toBe(before);
  });

  it.each([
    ['an end before the start', { dateTo: '2026-02-06' }, 'DateTo', 'Das Enddatum darf nicht vor dem Startdatum liegen'],
    ['an unknown nation', { nation: 'XYZ' }, 'Nation', 'Ungültiger Wert'],
    ['environment 2', { environment: 2 }, 'Environment', 'Ungültiger Wert'],
    ['no calendar day', { dateFrom: '2026-02-30' }, 'DateFrom', 'Ungültige Eingabe'],
    ['a name over 200 characters', { name: 'x'.repeat(201) }, 'Name', 'Die Eingabe ist zu lang'],
    ['an empty town', { town: '  ' }, 'Town', 'Bitte geben Sie den Ort ein'],
  ])('refuses %s', async (_, over, key, message) => {
    const before = await count();
    const r = await post(competitionPayload(over as Partial<PerformanceCompetitionInput>));
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors[key]).toEqual([message]);
    expect(await count()).toBe(before);
  });

  it.each([
    ['an area below another state association', () => ({ stateCode: org(HESSEN).id, area: org('Bezirk Oberbayern').id }), 'Area'],
    ['an area without a state association', () => ({ area: org('Bezirk Oberbayern').id }), 'Area'],
    ['a district below another state association', () => ({ stateCode: org(BAYERN).id, district: org(FRANKFURT).id }), 'District'],
    ['a district outside the chosen area', () => ({ stateCode: org(BAYERN).id, area: org('Bezirk Oberbayern').id, district: org(FRANKFURT).id }), 'District'],
    ['a club as district', () => ({ stateCode: org(HESSEN).id, district: org(EINTRACHT).id }), 'District'],
    ['a district as state association', () => ({ stateCode: org(FRANKFURT).id }), 'StateCode'],
    ['a state association of the other federation', () => ({ stateCode: org(REGIO_WEST).id }), 'StateCode'],
  ])('refuses %s', async (_, over, key) => {
    const before = await count();
    const r = await post(competitionPayload(over()));
    expect(r.statusCode, r.body).toBe(422);
    expect(Object.keys(r.json().errors)).toEqual([key]);
    expect(await count()).toBe(before);
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['wrong types', JSON.stringify({ name: 5, dateFrom: 20260207, dateTo: true, town: {}, nation: ['GER'], environment: '1', stateCode: 'abc' })],
    ['an id beyond 32 bits', JSON.stringify(competitionPayload({ stateCode: 2_147_483_648 }))],
    ['a NUL character', JSON.stringify(competitionPayload({ town: 'Kas\u0000sel' }))],
  ])('answers %s with a 4xx problem and stores nothing', async (_, payload) => {
    const before = await count();
    const r = await t.as(s.statistician.token, { method: 'POST', url: base, payload, headers: { 'content-type': 'application/json' } });
    expect(r.statusCode, r.body).toBeGreaterThanOrEqual(400);
    expect(r.statusCode, r.body).toBeLessThan(500);
    expect(await count()).toBe(before);
  });

  it('refuses a bad change with 422 and keeps the stored competition', async () => {
    const c = await create();
    const before = await storedCompetition(t, c.id);
    const r = await put(c.id, competitionPayload({ name: '', dateTo: '2026-01-01' }));
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual(['DateTo', 'Name']);
    const district = await put(c.id, competitionPayload({ stateCode: org(BAYERN).id, district: org(FRANKFURT).id }));
    expect(district.statusCode).toBe(422);
    expect(await storedCompetition(t, c.id)).toEqual(before);
  });
});

describe('the list', () => {
  const tag = 'Listenprobe';
  let ids: number[];
  beforeAll(async () => {
    ids = [];
    const days = ['2091-03-01', '2091-05-01', '2091-07-01', '2091-09-01', '2092-01-10'];
    for (const [i, day] of days.entries()) {
      const c = await create({ name: `${tag} ${i}`, dateFrom: day, dateTo: day, location: i === 3 ? 'Stadion am Zoo' : null, town: i === 4 ? 'Wuppertal' : 'Kassel' });
      ids.push(c.id);
    }
  });

  it('pages the federation’s competitions newest first, with the metadata of the paging schema', async () => {
    const r = await list(`freetextSearch=${tag}&pageSize=2&pageNumber=2`);
    expect(r.statusCode, r.body).toBe(200);
    const page = r.json();
    expect(page.entities.map((e: PerformanceCompetition) => e.id)).toEqual([ids[2], ids[1]]);
    expect(page.paginationMetadata).toEqual({ currentPage: 2, totalPages: 3, totalCount: 5, pageSize: 2 });
    expect(page.links).toEqual([{ rel: 'new', href: base, templated: false, method: 'POST' }]);
    expect(relsOf(page.entities[0])).toEqual(['get_by_id', 'update']);
  });

  it('pages by 10 unless told, and up to 400 rows', async () => {
    expect((await list('')).json().paginationMetadata.pageSize).toBe(10);
    expect((await list('pageSize=400')).statusCode).toBe(200);
    const tooMany = await list('pageSize=401');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.PageSize).toBeDefined();
  });

  it('finds by name, location or town, and from a start day on', async () => {
    const names = async (query: string) => ((await list(query)).json().entities as PerformanceCompetition[]).map((e) => e.name);
    expect(await names('freetextSearch=stadion am zoo')).toEqual([`${tag} 3`]);
    expect(await names('freetextSearch=Wuppertal')).toEqual([`${tag} 4`]);
    expect(await names(`freetextSearch=${tag}&dateFrom=2091-07-01`)).toEqual([`${tag} 4`, `${tag} 3`, `${tag} 2`]);
    expect(await names('freetextSearch=100%25')).toEqual([]);
    expect((await list('dateFrom=morgen')).statusCode).toBe(422);
  });

  it('answers the performance form’s selector newest first with "name (town, date)", at most 50', async () => {
    const options = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/options?search=${tag}` })).json();
    expect(options[0]).toEqual({ value: ids[4], text: `${tag} 4 (Wuppertal, 10.01.2092)`, name: `${tag} 4`, town: 'Wuppertal', dateFrom: '2092-01-10', dateTo: '2092-01-10', environment: 0 });
    expect(options.map((o: { value: number }) => o.value)).toEqual([...ids].reverse());
    for (let i = 0; i < 46; i++) await insertStoredCompetition(t, { masterId: org(DLV).id, ownerId: org(DLV).id, name: `Auswahlprobe ${i}` });
    const all = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/options` })).json();
    expect(all.length).toBe(50);
  });
});

describe('associations for the form', () => {
  it('lists the state associations of the caller’s federation, and the areas and districts below one', async () => {
    const regions = (await t.as(s.statistician.token, { method: 'GET', url: `${base}/regions` })).json() as { text: string; type: string }[];
    expect(regions.map((r) => r.text)).toEqual(expect.arrayContaining([HESSEN, BAYERN]));
    expect(regions.every((r) => r.type === 'Region')).toBe(true);
    expect(regions.map((r) => r.text)).not.toContain(REGIO_WEST);
    const below = async (id: number) => ((await t.as(s.statistician.token, { method: 'GET', url: `${base}/associations/${id}` })).json() as { text: string; type: string }[]).map((o) => `${o.type}:${o.text}`);
    expect(await below(org(BAYERN).id)).toEqual(['Area:Bezirk Mittelfranken', 'Area:Bezirk Oberbayern']);
    expect(await below(org(HESSEN).id)).toEqual(['District:Kreis Darmstadt-Dieburg', `District:${FRANKFURT}`]);
    expect(await below(org('Bezirk Oberbayern').id)).toEqual([]);
    expect((await t.as(s.statistician.token, { method: 'GET', url: `${base}/associations/${org(PHANOS).id}` })).statusCode).toBe(404);
  });
});
