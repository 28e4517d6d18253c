import { translate, type Link, type RecordSet, type RecordSetInput } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DLV, EINTRACHT, HESSEN, loadOrgs, loginAll, REGIO_WEST, type Org } from '../test/fixtures';
import { insertStoredRecord, insertStoredRecordSet, recordSetPayload, relsOf, setsBase, storedRecord, storedRecordSet, storedRecordsOfSet } from './records.fixtures';

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let org: (name: string) => Org;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  org = await loadOrgs(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
const post = (payload: unknown, token = s.records.token) => t.as(token, { method: 'POST', url: setsBase, payload: payload as object });
const put = (id: number, payload: unknown) => t.as(s.records.token, { method: 'PUT', url: `${setsBase}/${id}`, payload: payload as object });
async function create(over: Partial<RecordSetInput> = {}): Promise<RecordSet> {
  const r = await post(recordSetPayload({ validityOrganizationId: org(HESSEN).id, ...over }));
  expect(r.statusCode, r.body).toBe(201);
  return r.json();
}
/** The German text of a validation key, as a 422 answer carries it. */
const text = (key: string) => translate('de', `validation.${key}`);
async function refused(payload: unknown, field: string, key: string, send = post) {
  const r = await send(payload);
  expect(r.statusCode, r.body).toBe(422);
  expect(r.json().errors[field], r.body).toContain(text(key));
}

describe('the area', () => {
  it('is offered to record admins only; everyone else is refused every route', async () => {
    const rootRels = async (token: string) => ((await t.as(token, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);
    expect(await rootRels(s.records.token)).toEqual(expect.arrayContaining(['recordset_links', 'record_links']));
    for (const who of ['statistician', 'federation', 'manual', 'club', 'nl', 'norole'] as const) {
      expect(await rootRels(s[who].token), who).not.toContain('recordset_links');
      expect((await t.as(s[who].token, { method: 'GET', url: `${setsBase}/links` })).statusCode, who).toBe(403);
      expect((await t.as(s[who].token, { method: 'GET', url: setsBase })).statusCode, who).toBe(403);
      expect((await post(recordSetPayload({ recordValidity: 1 }), s[who].token)).statusCode, who).toBe(403);
    }
    const catalogue = (await t.as(s.records.token, { method: 'GET', url: `${setsBase}/links` })).json().links as Link[];
    expect(catalogue.map((l) => l.rel).sort()).toEqual(['delete', 'get_by_id', 'get_recordsets', 'get_validity_regions', 'new', 'update']);
  });

  it('lists the federation and its state associations as qualifiers', async () => {
    const regions = (await t.as(s.records.token, { method: 'GET', url: `${setsBase}/regions` })).json() as { value: number; text: string; type: string }[];
    expect(regions[0]).toMatchObject({ value: org(DLV).id, text: DLV, type: 'master' });
    expect(regions.map((r) => r.text)).toContain(HESSEN);
    expect(regions.slice(1).every((r) => r.type === 'Region')).toBe(true);
    expect(regions.map((r) => r.value)).not.toContain(org(REGIO_WEST).id);
    expect(regions.map((r) => r.value)).not.toContain(org(AU).id);
  });
});

describe('creating, reading and changing', () => {
  it('creates a national set for a state association, with its name as qualifier and every link', async () => {
    const set = await create();
    expect(set).toMatchObject({
      name: 'Deutsche Rekorde Männer',
      code: 'DRM',
      nationalClassShort: 'M',
      className: 'Männer',
      startAge: 0,
      endAge: 0,
      gender: 0,
      recordType: 1,
      recordValidity: 4,
      validityQualifier: HESSEN,
      validityOrganizationId: org(HESSEN).id,
      isMultiRecord: false,
      eventEnvironment: 1,
      recordCount: 0,
    });
    expect(set.links).toEqual([
      { rel: 'get_by_id', href: `${setsBase}/${set.id}`, templated: false, method: 'GET' },
      { rel: 'update', href: `${setsBase}/${set.id}`, templated: false, method: 'PUT' },
      { rel: 'delete', href: `${setsBase}/${set.id}`, templated: false, method: 'DELETE' },
      { rel: 'get_records', href: `/api/records/sets/${set.id}/records`, templated: false, method: 'GET' },
      { rel: 'new_record', href: `/api/records/sets/${set.id}/records`, templated: false, method: 'POST' },
      { rel: 'get_candidates', href: `/api/records/sets/${set.id}/candidates`, templated: false, method: 'GET' },
    ]);
    expect((await t.as(s.records.token, { method: 'GET', url: `${setsBase}/${set.id}` })).json()).toEqual(set);
    const english = (await t.as(s.records.token, { method: 'GET', url: `${setsBase}/${set.id}?culture=en` })).json() as RecordSet;
    expect(english.className).toBe('Men');
  });

  it('keeps free text for club validity and nothing for world validity', async () => {
    const club = await create({ recordValidity: 8, validityQualifier: ` ${EINTRACHT} `, validityOrganizationId: null });
    expect(club).toMatchObject({ validityQualifier: EINTRACHT, validityOrganizationId: null });
    const world = await create({ recordValidity: 1, validityQualifier: 'überall', validityOrganizationId: org(HESSEN).id });
    expect(world).toMatchObject({ validityQualifier: null, validityOrganizationId: null });
    // A text qualifier is not kept for a national set, the association alone names it.
    const national = await create({ validityQualifier: 'frei', validityOrganizationId: org(HESSEN).id });
    expect((await storedRecordSet(db(), national.id)).validityQualifier).toBeNull();
  });

  it('changes every field', async () => {
    const set = await create();
    const r = await put(set.id, recordSetPayload({ name: 'Hallenrekorde Frauen U20', code: 'HRWU20', nationalClassShort: 'WU20', startAge: 18, endAge: 19, gender: 1, recordType: 3, recordValidity: 10, validityQualifier: 'ISTAF', isMultiRecord: true, eventEnvironment: 0 }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ name: 'Hallenrekorde Frauen U20', code: 'HRWU20', nationalClassShort: 'WU20', className: 'Weibliche Jugend U20', startAge: 18, endAge: 19, gender: 1, recordType: 3, recordValidity: 10, validityQualifier: 'ISTAF', validityOrganizationId: null, isMultiRecord: true, eventEnvironment: 0 });
  });

  it('clears the wind of the records when a set becomes indoor', async () => {
    const set = await create();
    const record = await insertStoredRecord(db(), { setId: set.id, eventCode: '200', mark: '20,20', wind: 1.2 });
    expect((await storedRecord(db(), record)).windTenths).toBe(12);
    await put(set.id, recordSetPayload({ validityOrganizationId: org(HESSEN).id, eventEnvironment: 2 }));
    expect((await storedRecord(db(), record)).windTenths).toBe(12);
    await put(set.id, recordSetPayload({ validityOrganizationId: org(HESSEN).id, eventEnvironment: 0 }));
    expect((await storedRecord(db(), record)).windTenths).toBeNull();
  });

  it('deletes a set with its records', async () => {
    const set = await create();
    await insertStoredRecord(db(), { setId: set.id, eventCode: '100', mark: '10,10', wind: 0.5 });
    await insertStoredRecord(db(), { setId: set.id, eventCode: 'LJ', mark: '8,10', wind: 1.0 });
    expect((await t.as(s.records.token, { method: 'GET', url: `${setsBase}/${set.id}` })).json().recordCount).toBe(2);
    const r = await t.as(s.records.token, { method: 'DELETE', url: `${setsBase}/${set.id}` });
    expect(r.statusCode, r.body).toBe(200);
    expect(await storedRecordSet(db(), set.id)).toBeUndefined();
    expect(await storedRecordsOfSet(db(), set.id)).toEqual([]);
    expect((await t.as(s.records.token, { method: 'DELETE', url: `${setsBase}/${set.id}` })).statusCode).toBe(404);
  });
});

describe('validation (spec §5)', () => {
  const payload = (over: Record<string, unknown>) => ({ ...recordSetPayload({ validityOrganizationId: org(HESSEN).id }), ...over });

  it('requires name and code, each with its own message, and limits their length', async () => {
    await refused(payload({ name: '  ' }), 'Name', 'errorNameRequired');
    await refused(payload({ name: 'x'.repeat(201) }), 'Name', 'errorTooLong');
    await refused(payload({ code: '' }), 'Code', 'errorCodeRequired');
    await refused(payload({ code: 'DRMHALL' }), 'Code', 'errorTooLong');
  });

  it('requires a known class, ages as whole numbers with the end not below the start (0 = no bound)', async () => {
    await refused(payload({ nationalClassShort: '' }), 'NationalClassShort', 'errorClassRequired');
    await refused(payload({ nationalClassShort: 'X99' }), 'NationalClassShort', 'errorClassRequired');
    await refused(payload({ startAge: -1 }), 'StartAge', 'errorAgeInvalid');
    await refused(payload({ endAge: 'zwanzig' }), 'EndAge', 'errorAgeInvalid');
    await refused(payload({ startAge: 20, endAge: 19 }), 'EndAge', 'errorEndAgeBeforeStartAge');
    expect((await post(payload({ startAge: 35, endAge: 0 }))).statusCode).toBe(201);
    expect((await post(payload({ startAge: 35, endAge: 35 }))).statusCode).toBe(201);
  });

  it('requires gender, type, validity, multi-record and environment among their values', async () => {
    await refused(payload({ gender: 3 }), 'Gender', 'errorGenderRequired');
    await refused(payload({ gender: null }), 'Gender', 'errorGenderRequired');
    await refused(payload({ recordType: 0 }), 'RecordType', 'errorRecordTypeRequired');
    await refused(payload({ recordType: 5 }), 'RecordType', 'errorRecordTypeRequired');
    await refused(payload({ recordValidity: 11 }), 'RecordValidity', 'errorRecordValidityRequired');
    await refused(payload({ isMultiRecord: null }), 'IsMultiRecord', 'errorMultiRecordRequired');
    await refused(payload({ eventEnvironment: 3 }), 'EventEnvironment', 'errorEnvironmentRequired');
  });

  it('requires the qualifier unless the validity is world: an association of the own federation, or text', async () => {
    await refused(payload({ validityOrganizationId: null }), 'ValidityQualifier', 'errorValidityQualifierRequired');
    await refused(payload({ recordValidity: 5, validityOrganizationId: null, validityQualifier: 'Hessen' }), 'ValidityQualifier', 'errorValidityQualifierRequired');
    await refused(payload({ recordValidity: 8, validityOrganizationId: org(HESSEN).id, validityQualifier: ' ' }), 'ValidityQualifier', 'errorValidityQualifierRequired');
    await refused(payload({ recordValidity: 9, validityQualifier: 'x'.repeat(201) }), 'ValidityQualifier', 'errorTooLong');
    await refused(payload({ validityOrganizationId: org(REGIO_WEST).id }), 'ValidityQualifier', 'errorValidityQualifierInvalid');
    await refused(payload({ validityOrganizationId: org(EINTRACHT).id }), 'ValidityQualifier', 'errorValidityQualifierInvalid');
    await refused(payload({ validityOrganizationId: org(AU).id }), 'ValidityQualifier', 'errorValidityQualifierInvalid');
    // The federation itself names a national set, not a regional one.
    expect((await post(payload({ validityOrganizationId: org(DLV).id }))).json()).toMatchObject({ validityQualifier: DLV, validityOrganizationId: org(DLV).id });
    await refused(payload({ recordValidity: 5, validityOrganizationId: org(DLV).id }), 'ValidityQualifier', 'errorValidityQualifierInvalid');
    expect((await post(payload({ recordValidity: 5 }))).json()).toMatchObject({ validityQualifier: HESSEN });
    expect((await post(payload({ recordValidity: 1, validityOrganizationId: null }))).statusCode).toBe(201);
  });

  it('answers in the reader’s language and changes nothing when refused', async () => {
    const before = await db().$count((await import('../db/schema')).recordSets);
    const r = await t.as(s.records.token, { method: 'POST', url: `${setsBase}?culture=en`, payload: payload({ code: 'TOOLONG' }) });
    expect(r.json().errors.Code).toEqual([translate('en', 'validation.errorTooLong')]);
    expect(await db().$count((await import('../db/schema')).recordSets)).toBe(before);
  });
});

describe('the list', () => {
  it('lists the federation’s sets by name, searches name and code, pages, and links to new', async () => {
    const names = ['Zz Vereinsrekorde', 'Aa Stadionrekorde', 'Mm Meetingrekorde'];
    for (const [i, name] of names.entries()) await insertStoredRecordSet(db(), { masterId: org(DLV).id, name, code: `LS${i}` });
    await insertStoredRecordSet(db(), { masterId: org(AU).id, name: 'Zz Nederlandse records', code: 'LS9' });
    const page = async (query: string) => (await t.as(s.records.token, { method: 'GET', url: `${setsBase}?${query}` })).json();
    const found = await page('freetextSearch=rekorde&pageSize=400');
    const listed = (found.entities as RecordSet[]).map((e) => e.name).filter((n) => names.includes(n));
    expect(listed).toEqual(['Aa Stadionrekorde', 'Mm Meetingrekorde', 'Zz Vereinsrekorde']);
    expect((await page('freetextSearch=LS1')).entities.map((e: RecordSet) => e.name)).toEqual(['Aa Stadionrekorde']);
    expect((await page('freetextSearch=Nederlandse')).entities).toEqual([]);
    expect(found.links).toEqual([{ rel: 'new', href: setsBase, templated: false, method: 'POST' }]);
    expect(relsOf(found.entities[0])).toEqual(['delete', 'get_by_id', 'get_candidates', 'get_records', 'new_record', 'update']);
    const second = await page('freetextSearch=LS&pageSize=2&pageNumber=2');
    expect(second.paginationMetadata).toEqual({ currentPage: 2, totalPages: 2, totalCount: 3, pageSize: 2 });
    expect(second.entities.map((e: RecordSet) => e.name)).toEqual(['Zz Vereinsrekorde']);
  });
});

describe('another federation', () => {
  it('answers 404 for its sets, and changes nothing', async () => {
    const foreign = await insertStoredRecordSet(db(), { masterId: org(AU).id, name: 'Nederlandse records', code: 'NR' });
    expect((await t.as(s.records.token, { method: 'GET', url: `${setsBase}/${foreign}` })).statusCode).toBe(404);
    expect((await put(foreign, recordSetPayload({ recordValidity: 1 }))).statusCode).toBe(404);
    expect((await t.as(s.records.token, { method: 'DELETE', url: `${setsBase}/${foreign}` })).statusCode).toBe(404);
    expect((await storedRecordSet(db(), foreign)).name).toBe('Nederlandse records');
  });
});
