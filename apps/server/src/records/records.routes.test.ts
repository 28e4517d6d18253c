import { translate, type Link, type RecordEntry, type RecordEvent, type RecordInput } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DLV, loadOrgs, loginAll, type Org } from '../test/fixtures';
import { records as recordsTable } from '../db/schema';
import { insertStoredRecord, insertStoredRecordSet, recordPayload, recordsBase, relsOf, storedRecord, storedRecordsOfSet } from './records.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;
/** Men's outdoor national records, men's indoor records, and a set of the other federation. */
let outdoor: number;
let indoor: number;
let foreign: number;
const year = new Date().getFullYear();

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
  outdoor = await insertStoredRecordSet(t.database.db, { masterId: org(DLV).id, name: 'Deutsche Rekorde Männer', code: 'DRM', recordValidity: 4, validityQualifier: null });
  indoor = await insertStoredRecordSet(t.database.db, { masterId: org(DLV).id, name: 'Deutsche Hallenrekorde Männer', code: 'DRMH', eventEnvironment: 0 });
  foreign = await insertStoredRecordSet(t.database.db, { masterId: org(AU).id, name: 'Nederlandse records', code: 'NR' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const ofSet = (id: number) => `${recordsBase}/sets/${id}`;
const post = (payload: unknown, set = outdoor, culture = 'de') => t.as(s.records.token, { method: 'POST', url: `${ofSet(set)}/records?culture=${culture}`, payload: payload as object });
const put = (id: number, payload: unknown) => t.as(s.records.token, { method: 'PUT', url: `${recordsBase}/${id}`, payload: payload as object });
async function create(over: Partial<RecordInput> = {}, set = outdoor): Promise<RecordEntry> {
  const r = await post(recordPayload(over), set);
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}
const text = (key: string) => translate('de', `validation.${key}`);
async function refused(over: Record<string, unknown>, field: string, key: string, set = outdoor) {
  const r = await post({ ...recordPayload(), ...over }, set);
  expect(r.statusCode, r.body).toBe(422);
  expect(r.json().errors[field], r.body).toContain(text(key));
}

describe('entering records', () => {
  it('creates a record with the event by our code and answers it as lists show it, with its links', async () => {
    const record = await create();
    expect(record).toMatchObject({
      recordSetId: outdoor,
      athleteFirstname: 'Julian',
      athleteLastname: 'Reus',
      athleteIocCode: 'GER',
      gender: 0,
      yearOfBirth: 1988,
      eventCode: '100',
      internationalEventShort: '100m',
      eventName: '100 m',
      eventType: 10,
      recordCountry: 'GER',
      recordTown: 'Erfurt',
      recordStatus: 1,
      heightWeight: null,
      windSpeed: 0.9,
      formatedWind: '+0.9',
      date: '2016-07-29',
      formatedValue: '10.01',
      handTimed: false,
      performanceId: null,
    });
    expect(record.links).toEqual([
      { rel: 'get_by_id', href: `${recordsBase}/${record.id}`, templated: false, method: 'GET' },
      { rel: 'update', href: `${recordsBase}/${record.id}`, templated: false, method: 'PUT' },
      { rel: 'delete', href: `${recordsBase}/${record.id}`, templated: false, method: 'DELETE' },
    ]);
    expect(await storedRecord(db(), record.id)).toMatchObject({ markUnits: 1001, handTimed: false, windTenths: 9, recordDate: '2016-07-29', creatorUserId: s.records.id });
    expect((await t.as(s.records.token, { method: 'GET', url: `${recordsBase}/${record.id}` })).json()).toEqual(record);
    expect((await t.as(s.records.token, { method: 'GET', url: `${recordsBase}/${record.id}?culture=nl` })).json().eventName).toBe('100 m');
  });

  it('reads hand times, times with minutes and distances, and writes them back in the lists’ format', async () => {
    const hand = await create({ formatedValue: '10,0*' });
    expect(hand).toMatchObject({ formatedValue: '10.0*', handTimed: true });
    expect((await storedRecord(db(), hand.id)).markUnits).toBe(1000);
    expect(await create({ eventCode: '800', formatedValue: '1:43,65', windSpeed: null })).toMatchObject({ formatedValue: '1:43.65', eventType: 11 });
    expect(await create({ eventCode: '800', formatedValue: '1:45,3', windSpeed: null })).toMatchObject({ formatedValue: '1:45.30' });
    expect(await create({ eventCode: 'LJ', formatedValue: '8,25', windSpeed: -0.4 })).toMatchObject({ formatedValue: '8.25', windSpeed: -0.4, formatedWind: '-0.4' });
    expect(await create({ eventCode: 'DEC', formatedValue: '8.832', windSpeed: null })).toMatchObject({ formatedValue: '8832', eventType: 4 });
  });

  it('keeps wind only for wind events of sets that are not indoor (spec §5: cleared)', async () => {
    const withoutWind = await create({ eventCode: '800', formatedValue: '1:46,00', windSpeed: '+1,5' });
    expect(withoutWind).toMatchObject({ windSpeed: null, formatedWind: null });
    expect((await storedRecord(db(), withoutWind.id)).windTenths).toBeNull();
    const hall = await create({ eventCode: '60', formatedValue: '6,52', windSpeed: '+1,5' }, indoor);
    expect(hall).toMatchObject({ windSpeed: null, formatedWind: null });
    expect(await create({ windSpeed: '+0,0' })).toMatchObject({ windSpeed: 0, formatedWind: '+0.0' });
    expect(await create({ windSpeed: null })).toMatchObject({ windSpeed: null, formatedWind: null });
  });

  it('requires height/weight where the event defines one, and drops it elsewhere', async () => {
    await refused({ eventCode: 'SP7260', formatedValue: '21,00', windSpeed: null, heightWeight: null }, 'HeightWeight', 'errorHeightWeightRequired');
    expect(await create({ eventCode: 'SP7260', formatedValue: '21,00', windSpeed: null, heightWeight: '7,26' })).toMatchObject({ heightWeight: 7.26, formatedValue: '21.00' });
    expect(await create({ heightWeight: 7.26 })).toMatchObject({ heightWeight: null });
  });

  it('takes only events of the set: its class, held where the set is', async () => {
    await refused({ eventCode: 'HEP', formatedValue: '6.500', windSpeed: null }, 'EventCode', 'errorRecordEventNotInSet');
    await refused({ eventCode: 'XYZ' }, 'EventCode', 'errorRecordEventNotInSet');
    await refused({ eventCode: '100' }, 'EventCode', 'errorRecordEventNotInSet', indoor);
    await refused({ eventCode: '' }, 'EventCode', 'errorEventRequired');
  });
});

describe('validation of a record (spec §5)', () => {
  it('requires the names, the countries, gender, town, status and date, each with its own message', async () => {
    await refused({ athleteFirstname: ' ' }, 'AthleteFirstname', 'errorFirstNameRequired');
    await refused({ athleteLastname: undefined }, 'AthleteLastname', 'errorLastNameRequired');
    await refused({ athleteLastname: 'x'.repeat(101) }, 'AthleteLastname', 'errorTooLong');
    await refused({ athleteIocCode: '' }, 'AthleteIocCode', 'errorNationRequired');
    await refused({ athleteIocCode: 'XXX' }, 'AthleteIocCode', 'errorInvalidValue');
    await refused({ recordCountry: null }, 'RecordCountry', 'errorNationRequired');
    await refused({ gender: 5 }, 'Gender', 'errorGenderRequired');
    await refused({ recordTown: '' }, 'RecordTown', 'errorTownRequired');
    await refused({ recordStatus: 3 }, 'RecordStatus', 'errorRecordStatusRequired');
    await refused({ recordStatus: undefined }, 'RecordStatus', 'errorRecordStatusRequired');
    await refused({ date: '' }, 'Date', 'errorDateRequired');
    await refused({ date: '2023-02-30' }, 'Date', 'errorInvalidInput');
    await refused({ nationalAthleteCode: 'x'.repeat(21) }, 'NationalAthleteCode', 'errorTooLong');
  });

  it('reads the result for the event and names why it is refused', async () => {
    await refused({ formatedValue: '' }, 'FormatedValue', 'errorBestResultRequired');
    await refused({ formatedValue: 'schnell' }, 'FormatedValue', 'markInvalid');
    await refused({ formatedValue: 'x' }, 'FormatedValue', 'markZero');
    await refused({ formatedValue: '0' }, 'FormatedValue', 'markZero');
    await refused({ formatedValue: '10,123' }, 'FormatedValue', 'markTooManyDecimals');
    await refused({ eventCode: 'LJ', formatedValue: '8,10*' }, 'FormatedValue', 'markHandTimeNotAllowed');
    // A mark outside the event's plausible range names the range.
    const tooFast = await post({ ...recordPayload(), formatedValue: '8,50' });
    expect(tooFast.json().errors).toEqual({ FormatedValue: ['Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen'] });
    const tooHigh = await post({ ...recordPayload(), eventCode: 'HJ', formatedValue: '3,10', windSpeed: null }, outdoor, 'en');
    expect(tooHigh.json().errors).toEqual({ FormatedValue: ['Too high: for High jump the mark must be between 0.50 and 2.49 m'] });
  });

  it('takes a wind reading with sign and one decimal at most', async () => {
    await refused({ windSpeed: 'stark' }, 'WindSpeed', 'errorShouldBeDecimal');
    await refused({ windSpeed: '+1,85' }, 'WindSpeed', 'errorShouldBeDecimal');
    await refused({ windSpeed: 1.85 }, 'WindSpeed', 'errorShouldBeDecimal');
    expect(await create({ windSpeed: 1.8 })).toMatchObject({ formatedWind: '+1.8' });
  });

  it('takes a year of birth from the current year and the 149 before, or none', async () => {
    await refused({ yearOfBirth: year + 1 }, 'YearOfBirth', 'errorYearOfBirthInvalid');
    await refused({ yearOfBirth: year - 150 }, 'YearOfBirth', 'errorYearOfBirthInvalid');
    await refused({ yearOfBirth: 'neunzehn' }, 'YearOfBirth', 'errorYearOfBirthInvalid');
    expect(await create({ yearOfBirth: year - 149 })).toMatchObject({ yearOfBirth: year - 149 });
    expect(await create({ yearOfBirth: year })).toMatchObject({ yearOfBirth: year });
    expect(await create({ yearOfBirth: '' })).toMatchObject({ yearOfBirth: null });
  });

  it('names every field in error at once, in the reader’s language, and writes nothing', async () => {
    const before = await db().$count(recordsTable);
    const r = await post({ ...recordPayload(), athleteFirstname: '', recordTown: '', formatedValue: '' }, outdoor, 'en');
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      AthleteFirstname: [translate('en', 'validation.errorFirstNameRequired')],
      RecordTown: [translate('en', 'validation.errorTownRequired')],
      FormatedValue: [translate('en', 'validation.errorBestResultRequired')],
    });
    const unreadable = await post({ ...recordPayload(), formatedValue: '0,50', heightWeight: null, eventCode: 'SP7260', windSpeed: null }, outdoor, 'nl');
    expect(unreadable.json().errors).toEqual({
      FormatedValue: ['Te laag: voor Kogelstoten 7,26 kg moet de prestatie tussen 1,00 en 24,03 m liggen'],
      HeightWeight: [translate('nl', 'validation.errorHeightWeightRequired')],
    });
    expect(await db().$count(recordsTable)).toBe(before);
  });
});

describe('records that cannot be true (decision 030)', () => {
  const nextYear = `${year + 1}-06-01`;

  it('refuses a 9,99 with +2,1 dated next year on its date and its wind, and writes nothing', async () => {
    const before = await db().$count(recordsTable);
    const r = await post({ ...recordPayload(), formatedValue: '9,99', windSpeed: '+2,1', date: nextYear });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors).toEqual({ Date: [text('errorDateInFuture')], WindSpeed: [text('errorRecordWindAssisted')] });
    expect(await db().$count(recordsTable)).toBe(before);
  });

  it('takes a legal reading of +2,0 and today, and no reading at all', async () => {
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect(await create({ windSpeed: '+2,0', date: day })).toMatchObject({ formatedWind: '+2.0', date: day });
    expect(await create({ windSpeed: null })).toMatchObject({ formatedWind: null });
    // Where wind does not count (an 800 m, an indoor set), a typed reading is dropped, not refused.
    expect(await create({ eventCode: '800', formatedValue: '1:46,00', windSpeed: '+3,0' })).toMatchObject({ formatedWind: null });
    expect(await create({ eventCode: '60', formatedValue: '6,52', windSpeed: '+3,0' }, indoor)).toMatchObject({ formatedWind: null });
  });

  it('refuses a wind reading beyond ±9.9 m/s, in the reader\'s language', async () => {
    await refused({ windSpeed: '+12,5' }, 'WindSpeed', 'errorWindOutOfRange');
    const english = await post({ ...recordPayload(), windSpeed: -10 }, outdoor, 'en');
    expect(english.json().errors).toEqual({ WindSpeed: ['The wind must be between -9.9 and +9.9 m/s'] });
  });

  it('refuses the same on a change', async () => {
    const record = await create();
    const r = await put(record.id, { ...recordPayload(), formatedValue: '5,00', date: nextYear });
    expect(r.statusCode).toBe(422);
    expect(Object.keys(r.json().errors).sort()).toEqual(['Date', 'FormatedValue']);
    expect(await storedRecord(db(), record.id)).toMatchObject({ markUnits: 1001 });
  });
});

describe('the records of a set', () => {
  let set: number;
  beforeAll(async () => {
    set = await insertStoredRecordSet(db(), { masterId: org(DLV).id, name: 'Liste', code: 'LST' });
    await insertStoredRecord(db(), { setId: set, eventCode: '400', mark: '44,33', lastName: 'Schersing', town: 'Rom', date: '1987-09-03' });
    await insertStoredRecord(db(), { setId: set, eventCode: '100', mark: '10,06', lastName: 'Späth', town: 'Erfurt', date: '2016-07-29', wind: 1.2 });
    await insertStoredRecord(db(), { setId: set, eventCode: '100', mark: '10,06', lastName: 'Früher', town: 'Berlin', date: '1999-06-01', wind: 0.2 });
    await insertStoredRecord(db(), { setId: set, eventCode: 'LJ', mark: '8,71', lastName: 'Weitspringer', town: 'Rhede', date: '1991-06-01', wind: 0.5 });
    await insertStoredRecord(db(), { setId: set, eventCode: 'SP7260', mark: '22,00', lastName: 'Kugelstoßer', town: 'Erfurt', date: '1990-06-01' });
  });
  const page = async (query = '') => {
    const r = await t.as(s.records.token, { method: 'GET', url: `${ofSet(set)}/records?${query}` });
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as { entities: RecordEntry[]; links: Link[]; paginationMetadata: unknown };
  };

  it('orders by event type, the event’s order and the day, and links to new', async () => {
    const all = await page();
    expect(all.entities.map((e) => [e.eventType, e.eventCode, e.athleteLastname])).toEqual([
      [2, 'LJ', 'Weitspringer'],
      [3, 'SP7260', 'Kugelstoßer'],
      [10, '100', 'Früher'],
      [10, '100', 'Späth'],
      [10, '400', 'Schersing'],
    ]);
    expect(all.links).toEqual([{ rel: 'new', href: `${ofSet(set)}/records`, templated: false, method: 'POST' }]);
    expect(relsOf(all.entities[0])).toEqual(['delete', 'get_by_id', 'update']);
  });

  it('searches the athlete’s names and the town, and pages', async () => {
    expect((await page('freetextSearch=erfurt')).entities.map((e) => e.athleteLastname)).toEqual(['Kugelstoßer', 'Späth']);
    expect((await page('freetextSearch=Test%20Sch')).entities.map((e) => e.athleteLastname)).toEqual(['Schersing']);
    const second = await page('pageSize=2&pageNumber=2');
    expect(second.entities.map((e) => e.athleteLastname)).toEqual(['Früher', 'Späth']);
    expect(second.paginationMetadata).toEqual({ currentPage: 2, totalPages: 3, totalCount: 5, pageSize: 2 });
    expect((await t.as(s.records.token, { method: 'GET', url: `${ofSet(set)}/records?pageSize=401` })).statusCode).toBe(422);
  });

  it('changes and deletes a record', async () => {
    const record = await create({}, set);
    const r = await put(record.id, recordPayload({ athleteLastname: 'Geändert', formatedValue: '9,99', windSpeed: '+2,0', recordStatus: 2 }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ athleteLastname: 'Geändert', formatedValue: '9.99', formatedWind: '+2.0', recordStatus: 2 });
    expect(await storedRecord(db(), record.id)).toMatchObject({ markUnits: 999, lastEditorUserId: s.records.id });
    const refusedChange = await put(record.id, recordPayload({ formatedValue: '' }));
    expect(refusedChange.statusCode).toBe(422);
    expect((await storedRecord(db(), record.id)).markUnits).toBe(999);
    expect((await t.as(s.records.token, { method: 'DELETE', url: `${recordsBase}/${record.id}` })).statusCode).toBe(200);
    expect(await storedRecord(db(), record.id)).toBeUndefined();
    expect((await t.as(s.records.token, { method: 'GET', url: `${recordsBase}/${record.id}` })).statusCode).toBe(404);
  });

  it('lists the set’s events with the form’s flags, wind false in an indoor set', async () => {
    const events = (await t.as(s.records.token, { method: 'GET', url: `${ofSet(outdoor)}/events?culture=en` })).json() as RecordEvent[];
    const byCode = new Map(events.map((e) => [e.code, e]));
    expect(byCode.get('100')).toEqual({ code: '100', name: '100 m', internationalEventShort: '100m', eventType: 10, measurement: 'time', windRequired: true, handTimeAllowed: true, heightWeight: null, heightWeightUnit: null, isRelayEvent: false, order: expect.any(Number) });
    expect(byCode.get('SP7260')).toMatchObject({ name: 'Shot put 7.26 kg', measurement: 'distance', windRequired: false, heightWeight: 7.26, heightWeightUnit: 'kg' });
    expect(byCode.get('4X100')).toMatchObject({ isRelayEvent: true });
    expect(byCode.has('HEP')).toBe(false);
    const hall = (await t.as(s.records.token, { method: 'GET', url: `${ofSet(indoor)}/events` })).json() as RecordEvent[];
    expect(hall.find((e) => e.code === '60')).toMatchObject({ windRequired: false });
    expect(hall.some((e) => e.code === '100')).toBe(false);
  });
});

describe('another federation and other roles', () => {
  it('answers 404 for the other federation’s sets and records, and writes nothing', async () => {
    const record = await insertStoredRecord(db(), { setId: foreign, eventCode: '100', mark: '10,20' });
    for (const url of [`${ofSet(foreign)}/records`, `${ofSet(foreign)}/events`, `${ofSet(foreign)}/candidates`, `${recordsBase}/${record}`]) {
      expect((await t.as(s.records.token, { method: 'GET', url })).statusCode, url).toBe(404);
    }
    expect((await post(recordPayload(), foreign)).statusCode).toBe(404);
    expect((await put(record, recordPayload())).statusCode).toBe(404);
    expect((await t.as(s.records.token, { method: 'DELETE', url: `${recordsBase}/${record}` })).statusCode).toBe(404);
    expect(await storedRecordsOfSet(db(), foreign)).toHaveLength(1);
  });

  it('refuses every other role (403) before looking at anything', async () => {
    const record = await insertStoredRecord(db(), { setId: outdoor, eventCode: '100', mark: '10,20' });
    for (const who of ['statistician', 'federation', 'manual', 'club', 'nl', 'norole'] as const) {
      const token = s[who].token;
      expect((await t.as(token, { method: 'GET', url: `${recordsBase}/links` })).statusCode, who).toBe(403);
      expect((await t.as(token, { method: 'GET', url: `${ofSet(outdoor)}/records` })).statusCode, who).toBe(403);
      expect((await t.as(token, { method: 'POST', url: `${ofSet(outdoor)}/records`, payload: recordPayload() })).statusCode, who).toBe(403);
      expect((await t.as(token, { method: 'DELETE', url: `${recordsBase}/${record}` })).statusCode, who).toBe(403);
    }
    expect(await storedRecord(db(), record)).toBeDefined();
  });
});
