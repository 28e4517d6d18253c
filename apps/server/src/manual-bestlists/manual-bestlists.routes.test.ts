import { dayOf, latestManualListYear, translate, type ManualBestlist, type ManualBestlistInput } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DLV, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { manualBestlists, manualPerformances } from '../db/schema';
import { base, insertStoredList, listPayload, performancePayload, relsOf, storedList, storedPerformance } from './manual-bestlists.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
const year = new Date().getFullYear();
/** The newest year a list may have today (from 1 November the next, whose indoor season has begun). */
const latest = latestManualListYear(dayOf(new Date()));

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.as(s.manual.token, { method, url, payload: payload as object });
async function create(over: Partial<ManualBestlistInput> = {}): Promise<ManualBestlist> {
  const r = await as('POST', base, listPayload(over));
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}
const count = () => t.database.db.$count(manualBestlists);
const errorsOf = (r: { statusCode: number; json(): { errors?: Record<string, string[]> } }) => {
  expect(r.statusCode).toBe(422);
  return r.json().errors ?? {};
};

describe('creating, reading and changing a list', () => {
  it('creates a list of the federation with its class name and the links of every action', async () => {
    const list = await create();
    expect(list).toMatchObject({ name: 'Ewige Bestenliste Frauen', code: 'EWF', nationalClassShort: 'W', className: 'Frauen', startAge: 20, endAge: 0, gender: 1, year: null, eventEnvironment: 1, performanceCount: 0 });
    expect(relsOf(list)).toEqual(['delete', 'get_by_id', 'get_manual_bestlist_events', 'get_manual_performances', 'new_manual_performance', 'public_manual_bestlist', 'update']);
    expect(list.links.find((l) => l.rel === 'get_manual_performances')).toEqual({ rel: 'get_manual_performances', href: `${base}/${list.id}/performances`, templated: false, method: 'GET' });
    expect((await storedList(t, list.id)).masterId).toBe(org(DLV).id);
    expect((await as('GET', `${base}/${list.id}`)).json()).toEqual(list);
    const english = await t.as(s.manual.token, { method: 'GET', url: `${base}/${list.id}?culture=en` });
    expect(english.json().className).toBe('Women');
  });

  it('takes a year of the last 100 years and changes every field', async () => {
    const list = await create({ name: 'Bestenliste 1988 Männer', code: 'BL88M', nationalClassShort: 'M', gender: 0, year: 1988 });
    const r = await as('PUT', `${base}/${list.id}`, listPayload({ name: 'Hallenbestenliste 2025', code: 'HBL25', nationalClassShort: 'WU20', startAge: 18, endAge: 19, year: year - 1, eventEnvironment: 0 }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ name: 'Hallenbestenliste 2025', code: 'HBL25', nationalClassShort: 'WU20', className: 'Weibliche Jugend U20', startAge: 18, endAge: 19, gender: 1, year: year - 1, eventEnvironment: 0 });
  });

  it('refuses every §5 rule of the list with the field’s own message and stores nothing', async () => {
    const before = await count();
    const empty = errorsOf(await as('POST', `${base}?culture=de`, {}));
    expect(Object.keys(empty).sort()).toEqual(['Code', 'EndAge', 'EventEnvironment', 'Gender', 'Name', 'NationalClassShort', 'StartAge']);
    expect(empty.Name).toEqual(['Bitte geben Sie einen Namen ein']);
    expect(empty.Code).toEqual([translate('de', 'validation.errorCodeRequired')]);
    const cases: [Partial<ManualBestlistInput>, string, string][] = [
      [{ code: 'ABCDEFG' }, 'Code', 'Die Eingabe ist zu lang'],
      [{ name: 'x'.repeat(201) }, 'Name', 'Die Eingabe ist zu lang'],
      [{ nationalClassShort: 'XY' }, 'NationalClassShort', 'Bitte wählen Sie eine Klasse'],
      [{ startAge: -1 }, 'StartAge', 'Bitte geben Sie ein Alter als ganze Zahl zwischen 0 und 150 ein'],
      [{ startAge: 30, endAge: 29 }, 'EndAge', 'Das Endalter darf nicht kleiner als das Startalter sein (0 = ohne Grenze)'],
      [{ gender: 3 }, 'Gender', 'Bitte wählen Sie das Geschlecht'],
      [{ year: latest - 101 }, 'Year', 'Bitte wählen Sie „Alle“ oder ein Jahr der letzten 100 Jahre'],
      [{ year: latest + 1 }, 'Year', 'Bitte wählen Sie „Alle“ oder ein Jahr der letzten 100 Jahre'],
      [{ eventEnvironment: 3 }, 'EventEnvironment', 'Bitte wählen Sie Halle oder Freiluft'],
    ];
    for (const [over, field, message] of cases) {
      const errors = errorsOf(await as('POST', base, listPayload(over)));
      expect(errors, JSON.stringify(over)).toEqual({ [field]: [message] });
    }
    expect(await create({ year: latest - 100, startAge: 30, endAge: 30 })).toMatchObject({ year: latest - 100 });
    expect(await count()).toBe(before + 1);
  });

  it('lists the federation’s lists by name, searched in name and code, with paging', async () => {
    await create({ name: 'Zürcher Probe', code: 'SUCHE1' });
    await create({ name: 'Ärzteliste Probe', code: 'SUCHE2' });
    await create({ name: 'Berliner Probe', code: 'XYZ' });
    await insertStoredList(t, org(AU).id, { name: 'Nederlandse Probe', code: 'SUCHE3' });
    const page = await as('GET', `${base}?freetextSearch=Probe&pageSize=2`);
    expect(page.json().entities.map((e: ManualBestlist) => e.name)).toEqual(['Ärzteliste Probe', 'Berliner Probe']);
    expect(page.json().paginationMetadata).toEqual({ currentPage: 1, totalPages: 2, totalCount: 3, pageSize: 2 });
    expect(relsOf(page.json())).toEqual(['new']);
    const second = await as('GET', `${base}?freetextSearch=Probe&pageSize=2&pageNumber=2`);
    expect(second.json().entities.map((e: ManualBestlist) => e.name)).toEqual(['Zürcher Probe']);
    const byCode = await as('GET', `${base}?freetextSearch=suche`);
    expect(byCode.json().entities.map((e: ManualBestlist) => e.code)).toEqual(['SUCHE2', 'SUCHE1']);
  });
});

describe('a list with performances', () => {
  it('keeps its performances valid: no class, environment or year that would leave marks out', async () => {
    const list = await create({ eventEnvironment: 2 });
    const mark = await as('POST', `${base}/${list.id}/performances`, performancePayload({ eventCode: '100H840', formatedValue: '12,42', heightWeight: 84, date: '1983-06-08' }));
    expect(mark.statusCode, mark.body).toBe(201);
    // The women's 100 m hurdles (84 cm) is no event of the men's class, nor indoors, nor of 1988.
    expect(errorsOf(await as('PUT', `${base}/${list.id}`, listPayload({ nationalClassShort: 'M', gender: 0, eventEnvironment: 2 })))).toEqual({
      NationalClassShort: ['Die Bestenliste enthält Leistungen in Disziplinen, die danach nicht mehr zu ihr gehören würden'],
    });
    expect(errorsOf(await as('PUT', `${base}/${list.id}`, listPayload({ eventEnvironment: 0 })))).toEqual({
      EventEnvironment: ['Die Bestenliste enthält Leistungen in Disziplinen, die danach nicht mehr zu ihr gehören würden'],
    });
    expect(errorsOf(await as('PUT', `${base}/${list.id}`, listPayload({ eventEnvironment: 2, year: 1988 })))).toEqual({ Year: ['Die Bestenliste enthält Leistungen außerhalb dieser Saison'] });
    expect((await as('PUT', `${base}/${list.id}`, listPayload({ eventEnvironment: 2, year: 1983, name: 'Bestenliste 1983' }))).statusCode).toBe(200);
    expect((await as('GET', `${base}/${list.id}`)).json()).toMatchObject({ year: 1983, name: 'Bestenliste 1983', performanceCount: 1 });
  });

  it('can be renamed while marks entered under earlier rules no longer fit; the rules hold again when the year changes', async () => {
    const list = await create({ eventEnvironment: 0, year: 2020, nationalClassShort: 'W', gender: 1 });
    const mark = await as('POST', `${base}/${list.id}/performances`, performancePayload({ eventCode: '60', formatedValue: '7,20', date: '2020-02-01' }));
    expect(mark.statusCode, mark.body).toBe(201);
    // As a mark kept from before the season and gender rules: a summer day and a man's mark.
    await t.database.db.update(manualPerformances).set({ performanceDate: '2020-06-01', gender: 0 }).where(eq(manualPerformances.id, mark.json().id));
    expect((await as('PUT', `${base}/${list.id}`, listPayload({ eventEnvironment: 0, year: 2020, name: 'Hallenbestenliste 2020' }))).statusCode).toBe(200);
    expect(errorsOf(await as('PUT', `${base}/${list.id}`, listPayload({ eventEnvironment: 0, year: 2021 })))).toEqual({ Year: ['Die Bestenliste enthält Leistungen außerhalb dieser Saison'] });
  });

  it('clears the wind readings when it becomes an indoor list', async () => {
    const list = await create({ eventEnvironment: 2 });
    const r = await as('POST', `${base}/${list.id}/performances`, performancePayload({ eventCode: '60', formatedValue: '7,04', windSpeed: '+0,4', date: '1980-06-01' }));
    expect(r.json().windSpeed).toBe(0.4);
    expect((await storedPerformance(t, r.json().id)).windTenths).toBe(4);
    expect((await as('PUT', `${base}/${list.id}`, listPayload({ eventEnvironment: 0 }))).statusCode).toBe(200);
    expect((await storedPerformance(t, r.json().id)).windTenths).toBeNull();
    expect((await as('GET', `${base}/performances/${r.json().id}`)).json().windSpeed).toBeNull();
  });

  it('is deleted with its performances; afterwards it answers 404', async () => {
    const list = await create();
    const ids: number[] = [];
    for (const formatedValue of ['10,81', '10,95']) ids.push((await as('POST', `${base}/${list.id}/performances`, performancePayload({ formatedValue }))).json().id);
    const other = await create({ name: 'Bleibt' });
    const kept = (await as('POST', `${base}/${other.id}/performances`, performancePayload())).json().id;
    const r = await as('DELETE', `${base}/${list.id}`);
    expect(r.statusCode).toBe(200);
    expect(await storedList(t, list.id)).toBeUndefined();
    for (const id of ids) expect(await storedPerformance(t, id)).toBeUndefined();
    expect(await storedPerformance(t, kept)).toBeDefined();
    expect((await as('GET', `${base}/${list.id}`)).statusCode).toBe(404);
    expect((await as('DELETE', `${base}/${list.id}`)).statusCode).toBe(404);
    expect((await as('GET', `${base}/performances/${ids[0]}`)).statusCode).toBe(404);
    expect(await t.database.db.$count(manualPerformances)).toBeGreaterThan(0);
  });
});

// Last in the file: it moves the app's clock forward.
describe('the newest year', () => {
  it('is the current one until 31 October and the next one from 1 November, when its indoor season begins', async () => {
    const now = t.clock.now();
    const y = now < new Date(`${now.getFullYear()}-10-31T12:00:00`) ? now.getFullYear() : now.getFullYear() + 1;
    const listOf = async (at: string, year: number) => {
      t.clock.advance(new Date(at).getTime() - t.clock.now().getTime());
      // The moved clock has expired the session's token.
      const token = (await t.login('manual@demo.test')).accessToken;
      return t.as(token, { method: 'POST', url: base, payload: listPayload({ name: `Halle ${year}`, year, eventEnvironment: 0 }) as object });
    };
    expect(errorsOf(await listOf(`${y}-10-31T12:00:00`, y + 1))).toEqual({ Year: ['Bitte wählen Sie „Alle“ oder ein Jahr der letzten 100 Jahre'] });
    const r = await listOf(`${y}-11-01T12:00:00`, y + 1);
    expect(r.statusCode, r.body).toBe(201);
    expect(r.json()).toMatchObject({ year: y + 1, eventEnvironment: 0 });
  });
});
