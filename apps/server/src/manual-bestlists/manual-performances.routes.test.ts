import { dayOf, translate, type ManualBestlistEvent, type ManualBestlistInput, type ManualPerformance, type ManualPerformanceInput } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { loginAll } from '../test/fixtures';
import { manualPerformances } from '../db/schema';
import { DAY } from '../lib/clock';
import { base, listPayload, manualSnapshot, performancePayload, relsOf, storedPerformance } from './manual-bestlists.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
});
afterAll(() => t.close());

const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => t.as(s.manual.token, { method, url, payload: payload as object });
async function newList(over: Partial<ManualBestlistInput> = {}): Promise<number> {
  const r = await as('POST', base, listPayload(over));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().id;
}
async function enter(listId: number, over: Partial<ManualPerformanceInput> = {}): Promise<ManualPerformance> {
  const r = await as('POST', `${base}/${listId}/performances`, performancePayload(over));
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}
const refused = async (listId: number, over: Partial<ManualPerformanceInput> | Record<string, unknown>) => {
  const r = await as('POST', `${base}/${listId}/performances`, { ...performancePayload(), ...over });
  expect(r.statusCode, r.body).toBe(422);
  return r.json().errors as Record<string, string[]>;
};
const page = async (listId: number, query = '') => (await as('GET', `${base}/${listId}/performances?pageSize=400${query}`)).json() as { entities: ManualPerformance[]; paginationMetadata: Record<string, number>; links: { rel: string }[] };

describe('entering a performance', () => {
  let list: number;
  beforeAll(async () => {
    list = await newList();
  });

  it('stores the mark in units with its sort key and answers it as lists print it, with the event’s names', async () => {
    const p = await enter(list, { details: 'Weltrekord', isRecord: true, nationalAthleteCode: 'GDR-123' });
    expect(p).toMatchObject({
      manualBestlistId: list,
      athleteFirstname: 'Marlies',
      athleteLastname: 'Göhr',
      athleteIocCode: 'GDR',
      gender: 1,
      yearOfBirth: 1958,
      dayOfBirth: 21,
      monthOfBirth: 3,
      nationalAthleteCode: 'GDR-123',
      organizationName: 'SC Motor Jena',
      eventCode: '100',
      internationalEventShort: '100m',
      eventName: '100 m',
      eventType: 10,
      performanceCountry: 'GDR',
      performanceTown: 'Berlin',
      performanceLocation: 'Friedrich-Ludwig-Jahn-Sportpark',
      details: 'Weltrekord',
      isRecord: true,
      handtime: false,
      performanceStatus: 1,
      heightWeight: null,
      windSpeed: 1.7,
      date: '1983-06-08',
      formatedValue: '10.81',
      rank: 1,
    });
    expect(relsOf(p)).toEqual(['delete', 'update']);
    expect(p.links.find((l) => l.rel === 'update')).toEqual({ rel: 'update', href: `${base}/performances/${p.id}`, templated: false, method: 'PUT' });
    const stored = await storedPerformance(t, p.id);
    expect(stored).toMatchObject({ markUnits: 1081, handTimed: false, sortKey: 2162, windTenths: 17, creatorUserId: s.manual.id, lastEditorUserId: s.manual.id });
    expect((await as('GET', `${base}/performances/${p.id}`)).json()).toEqual(p);
    const jump = await enter(list, { athleteFirstname: 'Heike', athleteLastname: 'Drechsler', yearOfBirth: 1964, organizationName: 'SC Motor Jena', eventCode: 'LJ', formatedValue: '7,48', windSpeed: '+1,2', date: '1988-07-09', performanceTown: 'Neubrandenburg' });
    expect(jump).toMatchObject({ formatedValue: '7.48', eventName: 'Weitsprung', eventType: 2, windSpeed: 1.2 });
    expect((await t.as(s.manual.token, { method: 'GET', url: `${base}/performances/${jump.id}?culture=en` })).json().eventName).toBe('Long jump');
  });

  it('refuses every missing required field with its own key and message, and stores nothing', async () => {
    const before = await manualSnapshot(t);
    const r = await as('POST', `${base}/${list}/performances`, {});
    expect(r.statusCode).toBe(422);
    const errors = r.json().errors as Record<string, string[]>;
    expect(Object.keys(errors).sort()).toEqual([
      'AthleteIocCode',
      'AthleteLastname',
      'Date',
      'EventCode',
      'FormatedValue',
      'Gender',
      'OrganizationName',
      'PerformanceCountry',
      'PerformanceStatus',
      'PerformanceTown',
      'YearOfBirth',
    ]);
    expect(errors.AthleteLastname).toEqual(['Nachname ist erforderlich']);
    expect(errors.OrganizationName).toEqual(['Bitte geben Sie den Verein ein']);
    expect(errors.PerformanceStatus).toEqual(['Bitte wählen Sie den Status']);
    expect(errors.Date).toEqual([translate('de', 'validation.errorDateRequired')]);
    expect(errors.FormatedValue).toEqual(['Bitte geben Sie eine Leistung ein']);
    // First name, national code, location, details, day and month of birth, record, hand time, wind are optional.
    const minimal = await as('POST', `${base}/${list}/performances`, {
      athleteLastname: 'Koch',
      athleteIocCode: 'GDR',
      gender: 1,
      yearOfBirth: 1957,
      organizationName: 'SC Empor Rostock',
      eventCode: '400',
      performanceCountry: 'AUS',
      performanceTown: 'Canberra',
      performanceStatus: 1,
      date: '1985-10-06',
      formatedValue: '47,60',
    });
    expect(minimal.statusCode, minimal.body).toBe(201);
    expect(minimal.json()).toMatchObject({ athleteFirstname: null, dayOfBirth: null, isRecord: false, handtime: false, windSpeed: null, formatedValue: '47.60' });
    await as('DELETE', `${base}/performances/${minimal.json().id}`);
    expect(await manualSnapshot(t)).toEqual(before);
  });

  it('checks the fields against the list, the event and the calendar (§5)', async () => {
    const before = await manualSnapshot(t);
    expect(await refused(list, { athleteIocCode: 'XXX' })).toEqual({ AthleteIocCode: ['Ungültiger Wert'] });
    expect(await refused(list, { performanceCountry: '' })).toEqual({ PerformanceCountry: ['Bitte wählen Sie die Nation'] });
    expect(await refused(list, { gender: 5 })).toEqual({ Gender: ['Bitte wählen Sie das Geschlecht'] });
    expect(await refused(list, { performanceStatus: 3 })).toEqual({ PerformanceStatus: ['Bitte wählen Sie den Status'] });
    expect(await refused(list, { yearOfBirth: year - 150 })).toEqual({ YearOfBirth: ['Bitte geben Sie ein gültiges Geburtsjahr ein'] });
    expect(await refused(list, { yearOfBirth: year + 1 })).toEqual({ YearOfBirth: ['Bitte geben Sie ein gültiges Geburtsjahr ein'] });
    expect(await refused(list, { dayOfBirth: 0, monthOfBirth: 0 })).toEqual({ DayOfBirth: ['Der Wert darf nicht kleiner als 1 sein'], MonthOfBirth: ['Der Wert darf nicht kleiner als 1 sein'] });
    expect(await refused(list, { dayOfBirth: 32, monthOfBirth: 13 })).toEqual({ DayOfBirth: ['Der Wert darf nicht größer als 31 sein'], MonthOfBirth: ['Der Wert darf nicht größer als 12 sein'] });
    expect(await refused(list, { details: 'x'.repeat(201) })).toEqual({ Details: ['Die Eingabe ist zu lang'] });
    expect(await refused(list, { date: '1983-02-30' })).toEqual({ Date: ['Ungültige Eingabe'] });
    expect(await refused(list, { windSpeed: '1,85' })).toEqual({ WindSpeed: ['Bitte geben Sie eine Dezimalzahl ein (+/-00.00)'] });
    // The men's shot and an indoor event are no events of the women's outdoor list.
    expect(await refused(list, { eventCode: 'SP7260', formatedValue: '21,00', heightWeight: 7.26 })).toEqual({ EventCode: ['Diese Disziplin gehört nicht zur Bestenliste'] });
    expect(await refused(list, { eventCode: 'PENI', formatedValue: '4801' })).toEqual({ EventCode: ['Diese Disziplin gehört nicht zur Bestenliste'] });
    expect(await refused(list, { eventCode: 'NOPE' })).toEqual({ EventCode: ['Diese Disziplin gehört nicht zur Bestenliste'] });
    expect(await refused(list, { eventCode: 'SP4000', formatedValue: '22,45', heightWeight: null })).toEqual({ HeightWeight: [translate('de', 'validation.errorHeightWeightRequired')] });
    expect(await manualSnapshot(t)).toEqual(before);
    const shot = await enter(list, { athleteFirstname: 'Ilona', athleteLastname: 'Slupianek', eventCode: 'SP4000', formatedValue: '22,45', heightWeight: '4', windSpeed: '+1,0', date: '1980-05-11' });
    expect(shot).toMatchObject({ heightWeight: 4, windSpeed: null, formatedValue: '22.45' });
    expect((await storedPerformance(t, shot.id)).windTenths).toBeNull();
  });

  it('reads the mark for the event and answers 422 FormatedValue with the mark’s reason', async () => {
    const cases: [Partial<ManualPerformanceInput>, string][] = [
      [{ formatedValue: '8,50' }, 'Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen'],
      [{ formatedValue: 'schnell' }, 'Die Leistung ist nicht lesbar'],
      [{ formatedValue: '10,815' }, 'Die Leistung hat zu viele Nachkommastellen'],
      [{ formatedValue: 'x' }, 'Ein ungültiger Versuch (x oder 0) ist keine Leistung für Listen und Rekorde'],
      [{ formatedValue: '0' }, 'Ein ungültiger Versuch (x oder 0) ist keine Leistung für Listen und Rekorde'],
      [{ eventCode: 'LJ', formatedValue: '12,50' }, 'Zu hoch: Für Weitsprung muss die Leistung zwischen 1,00 und 9,12 m liegen'],
      [{ eventCode: 'LJ', formatedValue: '7,48*' }, 'Handzeiten sind in dieser Disziplin nicht zulässig'],
      // A hand time is recorded to the tenth.
      [{ handtime: true, formatedValue: '10,81' }, 'Die Leistung hat zu viele Nachkommastellen'],
    ];
    for (const [over, message] of cases) expect(await refused(list, over), JSON.stringify(over)).toEqual({ FormatedValue: [message] });
    const english = await t.as(s.manual.token, { method: 'POST', url: `${base}/${list}/performances?culture=en`, payload: performancePayload({ formatedValue: '8,50' }) as object });
    expect(english.json().errors).toEqual({ FormatedValue: ['Too fast: for 100 m the time must be between 9.39 and 60.00 s'] });
    // The wind reading too: no gauge shows more than ±9.9 m/s.
    expect(await refused(list, { windSpeed: '+12,5' })).toEqual({ WindSpeed: ['Der Wind muss zwischen -9,9 und +9,9 m/s liegen'] });
  });

  it('takes a hand time by the box or a star only where the event allows it, and marks it with a star', async () => {
    expect(await refused(list, { eventCode: 'LJ', formatedValue: '7,48', handtime: true })).toEqual({ Handtime: ['Handzeiten sind in dieser Disziplin nicht zulässig'] });
    const boxed = await enter(list, { formatedValue: '10,9', handtime: true, athleteLastname: 'Handzeit' });
    expect(boxed).toMatchObject({ handtime: true, formatedValue: '10.9*' });
    expect(await storedPerformance(t, boxed.id)).toMatchObject({ markUnits: 1090, handTimed: true, sortKey: 2181 });
    const starred = await enter(list, { formatedValue: '11,0*', athleteLastname: 'Stern' });
    expect(starred).toMatchObject({ handtime: true, formatedValue: '11.0*' });
  });
});

describe('wind', () => {
  it('is kept for wind events of outdoor lists and lists of both environments, and cleared elsewhere', async () => {
    const outdoor = await newList();
    const indoor = await newList({ eventEnvironment: 0 });
    const both = await newList({ eventEnvironment: 2 });
    expect((await enter(outdoor, { windSpeed: '+2,5' })).windSpeed).toBe(2.5);
    expect((await enter(outdoor, { windSpeed: -0.4 })).windSpeed).toBe(-0.4);
    expect((await enter(both, { eventCode: '60', formatedValue: '7,04', windSpeed: '+0,4' })).windSpeed).toBe(0.4);
    const jumpIndoors = await enter(indoor, { eventCode: 'LJ', formatedValue: '7,37', windSpeed: '+1,0', date: '1988-02-13' });
    expect(jumpIndoors.windSpeed).toBeNull();
    expect((await storedPerformance(t, jumpIndoors.id)).windTenths).toBeNull();
    const high = await enter(outdoor, { eventCode: 'HJ', formatedValue: '2,09', windSpeed: '+1,0' });
    expect(high.windSpeed).toBeNull();
    expect((await storedPerformance(t, high.id)).windTenths).toBeNull();
  });
});

describe('ranking', () => {
  let list: number;
  const marks: Record<string, number> = {};
  beforeAll(async () => {
    list = await newList({ name: 'Rangfolge' });
    const entries: [string, string, string, boolean?][] = [
      ['Neunzig', '100', '10,90'],
      ['Hand', '100', '10,8', true],
      ['Auto', '100', '10,80'],
      ['Fünfundachtzig', '100', '10,85'],
      ['Gleich', '100', '10,80'],
      ['Kurz', 'LJ', '7,30'],
      ['Weit', 'LJ', '7,48'],
      ['Hoch', 'HJ', '2,09'],
    ];
    for (const [name, eventCode, formatedValue, handtime] of entries) marks[name] = (await enter(list, { athleteLastname: name, eventCode, formatedValue, handtime: handtime ?? false })).id;
  });
  const rows = (p: { entities: ManualPerformance[] }) => p.entities.map((e) => `${e.eventCode} ${e.rank}. ${e.formatedValue} ${e.athleteLastname}`);

  it('orders by event type and event; times ascend, distances descend, a hand time below an equal automatic time, ties share a rank', async () => {
    expect(rows(await page(list))).toEqual([
      '100 1. 10.80 Auto',
      '100 1. 10.80 Gleich',
      '100 3. 10.8* Hand',
      '100 4. 10.85 Fünfundachtzig',
      '100 5. 10.90 Neunzig',
      'HJ 1. 2.09 Hoch',
      'LJ 1. 7.48 Weit',
      'LJ 2. 7.30 Kurz',
    ]);
    expect((await as('GET', `${base}/performances/${marks.Hand}`)).json().rank).toBe(3);
    expect((await as('GET', `${base}/performances/${marks.Gleich}`)).json().rank).toBe(1);
  });

  it('keeps the rank over the whole list on later pages, in a name search and in the event filter', async () => {
    const second = (await as('GET', `${base}/${list}/performances?pageSize=3&pageNumber=2`)).json();
    expect(rows(second)).toEqual(['100 4. 10.85 Fünfundachtzig', '100 5. 10.90 Neunzig', 'HJ 1. 2.09 Hoch']);
    expect(second.paginationMetadata).toEqual({ currentPage: 2, totalPages: 3, totalCount: 8, pageSize: 3 });
    expect(rows(await page(list, '&freetextSearch=neunz'))).toEqual(['100 5. 10.90 Neunzig']);
    expect(rows(await page(list, '&freetextSearch=Marlies'))).toEqual(['100 1. 10.80 Auto', '100 1. 10.80 Gleich', '100 3. 10.8* Hand', '100 4. 10.85 Fünfundachtzig', '100 5. 10.90 Neunzig', 'HJ 1. 2.09 Hoch', 'LJ 1. 7.48 Weit', 'LJ 2. 7.30 Kurz']);
    expect(rows(await page(list, '&event=LJ'))).toEqual(['LJ 1. 7.48 Weit', 'LJ 2. 7.30 Kurz']);
    expect(rows(await page(list, '&event=LJ&freetextSearch=Kurz'))).toEqual(['LJ 2. 7.30 Kurz']);
    const beyond = (await as('GET', `${base}/${list}/performances?pageSize=3&pageNumber=9`)).json();
    expect(beyond.entities).toEqual([]);
    expect(beyond.paginationMetadata.totalCount).toBe(8);
    expect(relsOf(beyond)).toEqual(['new_manual_performance']);
  });

  it('moves a mark when it is changed, and closes the gap when one is deleted', async () => {
    const r = await as('PUT', `${base}/performances/${marks.Neunzig}`, performancePayload({ athleteLastname: 'Neunzig', formatedValue: '10,70', windSpeed: null }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ rank: 1, formatedValue: '10.70', windSpeed: null });
    expect((await storedPerformance(t, marks.Neunzig)).lastEditorUserId).toBe(s.manual.id);
    expect((await as('DELETE', `${base}/performances/${marks.Auto}`)).statusCode).toBe(200);
    expect(rows(await page(list, '&event=100'))).toEqual(['100 1. 10.70 Neunzig', '100 2. 10.80 Gleich', '100 3. 10.8* Hand', '100 4. 10.85 Fünfundachtzig']);
    expect((await as('GET', `${base}/performances/${marks.Auto}`)).statusCode).toBe(404);
    expect((await as('DELETE', `${base}/performances/${marks.Auto}`)).statusCode).toBe(404);
    const wrong = await as('PUT', `${base}/performances/${marks.Neunzig}`, performancePayload({ eventCode: 'SP7260', heightWeight: 7.26 }));
    expect(wrong.json().errors).toEqual({ EventCode: ['Diese Disziplin gehört nicht zur Bestenliste'] });
  });

  it('checks the date against the year of a historical list', async () => {
    const historical = await newList({ name: 'Bestenliste 1988', year: 1988 });
    expect(await refused(historical, { date: '1987-12-31' })).toEqual({ Date: [translate('de', 'validation.errorDateOutsideOutdoorSeason')] });
    expect((await enter(historical, { date: '1988-08-20' })).date).toBe('1988-08-20');
  });
});

describe('events of a list', () => {
  it('are the class’s events where the list is held, with wind only outside, hand time and implements', async () => {
    const outdoor = await newList();
    const events = (await as('GET', `${base}/${outdoor}/events`)).json() as ManualBestlistEvent[];
    const byCode = new Map(events.map((e) => [e.code, e]));
    expect(byCode.get('100')).toEqual({ code: '100', name: '100 m', internationalEventShort: '100m', eventType: 10, measurement: 'time', windRequired: true, handTimeAllowed: true, heightWeight: null, heightWeightUnit: null, isRelayEvent: false, order: expect.any(Number) });
    expect(byCode.get('SP4000')).toMatchObject({ measurement: 'distance', windRequired: false, handTimeAllowed: false, heightWeight: 4, heightWeightUnit: 'kg' });
    expect(byCode.has('SP7260')).toBe(false);
    expect(byCode.has('PENI')).toBe(false);
    expect(events.map((e) => e.order)).toEqual([...events.map((e) => e.order)].sort((a, b) => a - b));
    const indoor = await newList({ eventEnvironment: 0 });
    const indoorEvents = (await as('GET', `${base}/${indoor}/events`)).json() as ManualBestlistEvent[];
    expect(indoorEvents.find((e) => e.code === '60')).toMatchObject({ windRequired: false, handTimeAllowed: true });
    expect(indoorEvents.some((e) => e.code === '100')).toBe(false);
  });

  it('with `used`, are only those the list has marks in (the event filter)', async () => {
    const list = await newList();
    expect((await as('GET', `${base}/${list}/events?used=true`)).json()).toEqual([]);
    await enter(list, { eventCode: 'LJ', formatedValue: '7,48' });
    await enter(list);
    expect(((await as('GET', `${base}/${list}/events?used=true`)).json() as ManualBestlistEvent[]).map((e) => e.code)).toEqual(['100', 'LJ']);
    expect(await t.database.db.$count(manualPerformances)).toBeGreaterThan(0);
  });
});

describe('the season of a list with a year (PRODUCT §5)', () => {
  const outside = { Date: [translate('de', 'validation.errorDateOutsideIndoorSeason')] };
  const outsideOutdoor = { Date: [translate('de', 'validation.errorDateOutsideOutdoorSeason')] };

  it('takes an indoor list’s marks from 1 November of the year before to 31 March', async () => {
    const indoor = await newList({ name: 'Halle 1988', year: 1988, eventEnvironment: 0 });
    const jump = { eventCode: 'LJ', formatedValue: '7,37', windSpeed: null };
    expect((await enter(indoor, { ...jump, date: '1987-11-01' })).date).toBe('1987-11-01');
    expect((await enter(indoor, { ...jump, date: '1987-12-20' })).date).toBe('1987-12-20');
    expect((await enter(indoor, { ...jump, date: '1988-03-31' })).date).toBe('1988-03-31');
    expect(await refused(indoor, { ...jump, date: '1987-10-31' })).toEqual(outside);
    expect(await refused(indoor, { ...jump, date: '1988-04-01' })).toEqual(outside);
    expect(await refused(indoor, { ...jump, date: '1988-11-15' })).toEqual(outside);
    expect((await t.as(s.manual.token, { method: 'POST', url: `${base}/${indoor}/performances?culture=nl`, payload: performancePayload({ ...jump, date: '1988-04-01' }) as object })).json().errors.Date[0]).toContain('seizoen');
  });

  it('keeps an outdoor list to its calendar year', async () => {
    const outdoor = await newList({ name: 'Freiluft 1988', year: 1988 });
    // The message names the outdoor rule, not the indoor one.
    expect(await refused(outdoor, { date: '1987-12-20' })).toEqual({ Date: ['Das Datum muss in der Freiluftsaison der Bestenliste liegen (01.01. bis 31.12. des Jahres der Liste)'] });
    expect((await enter(outdoor, { date: '1988-12-31' })).date).toBe('1988-12-31');
  });

  it('on a list of both environments lets the event’s environment decide', async () => {
    const both = await newList({ name: 'Halle und Freiluft 1988', year: 1988, eventEnvironment: 2 });
    const pentathlon = { eventCode: 'PENI', formatedValue: '4801', windSpeed: null };
    const jump = { eventCode: 'LJ', formatedValue: '7,37', windSpeed: null };
    expect((await enter(both, { ...pentathlon, date: '1987-11-14' })).date).toBe('1987-11-14');
    expect(await refused(both, { ...pentathlon, date: '1988-06-01' })).toEqual(outside);
    expect(await refused(both, { date: '1987-11-14' })).toEqual(outsideOutdoor);
    expect((await enter(both, { ...jump, date: '1987-12-05' })).date).toBe('1987-12-05');
    expect((await enter(both, { ...jump, date: '1988-12-05' })).date).toBe('1988-12-05');
    expect(await refused(both, { ...jump, date: '1987-10-31' })).toEqual({ Date: [translate('de', 'validation.errorDateOutsideListYear')] });
  });

  it('refuses a change of the year or environment that would leave a mark outside the season', async () => {
    const list = await newList({ name: 'Halle ohne Jahr', eventEnvironment: 0 });
    await enter(list, { eventCode: 'LJ', formatedValue: '7,37', windSpeed: null, date: '1987-12-05' });
    const change = (over: Partial<ManualBestlistInput>) => as('PUT', `${base}/${list}`, listPayload({ name: 'Halle ohne Jahr', eventEnvironment: 0, ...over }));
    const listOutside = [translate('de', 'validation.errorListDatesOutsideYear')];
    const toYear = await change({ year: 1987 });
    expect(toYear.statusCode).toBe(422);
    expect(toYear.json().errors).toEqual({ Year: listOutside });
    expect((await change({ year: 1988 })).statusCode).toBe(200);
    const toOutdoor = await change({ year: 1988, eventEnvironment: 1 });
    expect(toOutdoor.statusCode).toBe(422);
    expect(toOutdoor.json().errors).toEqual({ EventEnvironment: listOutside });
    expect((await change({ year: 1988, eventEnvironment: 2 })).statusCode).toBe(200);
  });
});

describe('marks that must fit the list and the event', () => {
  it('takes only the list’s gender, every gender on a mixed list, and refuses a list’s change to a gender its marks lack', async () => {
    const women = await newList({ name: 'Frauen' });
    expect(await refused(women, { gender: 0 })).toEqual({ Gender: ['Das Geschlecht muss dem der Bestenliste entsprechen'] });
    expect(await refused(women, { gender: 2 })).toEqual({ Gender: ['Das Geschlecht muss dem der Bestenliste entsprechen'] });
    const english = await t.as(s.manual.token, { method: 'POST', url: `${base}/${women}/performances?culture=en`, payload: performancePayload({ gender: 0 }) as object });
    expect(english.json().errors).toEqual({ Gender: ["The sex must be the best list's"] });
    const mixed = await newList({ name: 'Gemischt', gender: 2 });
    expect((await enter(mixed, { gender: 0, athleteLastname: 'Mann' })).gender).toBe(0);
    expect((await enter(mixed, { gender: 1 })).gender).toBe(1);
    const toWomen = await as('PUT', `${base}/${mixed}`, listPayload({ name: 'Gemischt', gender: 1 }));
    expect(toWomen.statusCode).toBe(422);
    expect(toWomen.json().errors).toEqual({ Gender: [translate('de', 'validation.errorListGendersInUse')] });
  });

  it('refuses a height/weight other than the event’s implement and stores the event’s', async () => {
    const list = await newList({ name: 'Kugel' });
    const shot = { eventCode: 'SP4000', formatedValue: '22,45', windSpeed: null };
    expect(await refused(list, { ...shot, heightWeight: 7.26 })).toEqual({ HeightWeight: ['Gewicht bzw. Höhe muss dem der Disziplin entsprechen'] });
    expect(await refused(list, { ...shot, heightWeight: '3,999' })).toEqual({ HeightWeight: ['Gewicht bzw. Höhe muss dem der Disziplin entsprechen'] });
    const p = await enter(list, { ...shot, heightWeight: '4,000' });
    expect(p.heightWeight).toBe(4);
    const changed = await as('PUT', `${base}/performances/${p.id}`, performancePayload({ ...shot, heightWeight: 5 }));
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual({ HeightWeight: ['Gewicht bzw. Höhe muss dem der Disziplin entsprechen'] });
  });

  it('round-trips the world athlete number and the global competitor id; a payload without them keeps them', async () => {
    const list = await newList({ name: 'Kennungen' });
    const guid = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11';
    const p = await enter(list, { worldAthleteNumber: '14012345', globalCompetitorGuid: guid });
    expect(p).toMatchObject({ worldAthleteNumber: '14012345', globalCompetitorGuid: guid.toLowerCase() });
    expect(await storedPerformance(t, p.id)).toMatchObject({ worldAthleteNumber: '14012345', globalCompetitorGuid: guid.toLowerCase() });
    expect((await as('GET', `${base}/performances/${p.id}`)).json()).toMatchObject({ worldAthleteNumber: '14012345', globalCompetitorGuid: guid.toLowerCase() });
    const kept = await as('PUT', `${base}/performances/${p.id}`, performancePayload({ formatedValue: '10,80' }));
    expect(kept.json()).toMatchObject({ formatedValue: '10.80', worldAthleteNumber: '14012345', globalCompetitorGuid: guid.toLowerCase() });
    const cleared = await as('PUT', `${base}/performances/${p.id}`, performancePayload({ worldAthleteNumber: null, globalCompetitorGuid: null }));
    expect(cleared.json()).toMatchObject({ worldAthleteNumber: null, globalCompetitorGuid: null });
    expect((await enter(list)).globalCompetitorGuid).toBeNull();
    expect(await refused(list, { globalCompetitorGuid: 'not-a-guid', worldAthleteNumber: '1'.repeat(21) })).toEqual({
      GlobalCompetitorGuid: ['Ungültiger Wert'],
      WorldAthleteNumber: ['Die Eingabe ist zu lang'],
    });
  });

  // Last in the file: it moves the app's clock.
  it('refuses a day after today on the server’s clock', async () => {
    const list = await newList({ name: 'Zukunft' });
    const today = dayOf(t.clock.now());
    const tomorrow = new Date(Date.UTC(+today.slice(0, 4), +today.slice(5, 7) - 1, +today.slice(8, 10) + 1)).toISOString().slice(0, 10);
    expect(await refused(list, { date: '2099-06-08' })).toEqual({ Date: ['Das Datum darf nicht in der Zukunft liegen'] });
    expect(await refused(list, { date: tomorrow })).toEqual({ Date: ['Das Datum darf nicht in der Zukunft liegen'] });
    expect((await enter(list, { date: today })).date).toBe(today);
    t.clock.advance(DAY + 60_000);
    // The moved clock has expired the session's token.
    const token = (await t.login('manual@demo.test')).accessToken;
    const later = await t.as(token, { method: 'POST', url: `${base}/${list}/performances`, payload: performancePayload({ date: tomorrow }) as object });
    expect(later.statusCode, later.body).toBe(201);
  });
});
