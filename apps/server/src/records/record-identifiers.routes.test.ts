import { translate, type RecordInput } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { DLV, loadOrgs, loginAll } from '../test/fixtures';
import { insertStoredRecordSet, recordPayload, recordsBase, storedRecord } from './records.fixtures';

// The implement a record's event fixes, and the identifiers of other systems that have no form field.

let t: TestApp;
let s: Awaited<ReturnType<typeof loginAll>>;
let set: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await loginAll(t);
  const org = await loadOrgs(t);
  set = await insertStoredRecordSet(t.database.db, { masterId: org(DLV).id, name: 'Deutsche Rekorde Männer', code: 'DRM', recordValidity: 4, validityQualifier: null });
});
afterAll(() => t.close());

const post = (over: Partial<RecordInput> | Record<string, unknown>) => t.as(s.records.token, { method: 'POST', url: `${recordsBase}/sets/${set}/records`, payload: { ...recordPayload(), ...over } as object });
const put = (id: number, over: Partial<RecordInput>) => t.as(s.records.token, { method: 'PUT', url: `${recordsBase}/${id}`, payload: recordPayload(over) as object });
const shot = { eventCode: 'SP7260', formatedValue: '21,00', windSpeed: null };
const notEvent = { HeightWeight: [translate('de', 'validation.errorHeightWeightNotEvent')] };

describe('a record’s height/weight', () => {
  it('must be the implement the event’s code fixes', async () => {
    for (const heightWeight of [4, '7,25', 6]) {
      const r = await post({ ...shot, heightWeight });
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().errors).toEqual(notEvent);
    }
    const created = await post({ ...shot, heightWeight: '7,260' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().heightWeight).toBe(7.26);
    const changed = await put(created.json().id, { ...shot, heightWeight: 5 });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors).toEqual(notEvent);
    expect((await storedRecord(t.database.db, created.json().id)).heightWeight).toBe(7.26);
  });
});

describe('a record’s global competitor id', () => {
  it('round-trips in lower case, is kept by a payload without it, cleared by null, and must be a GUID', async () => {
    const guid = 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11';
    const created = await post({ globalCompetitorGuid: guid, worldAthleteNumber: '14012345' });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    expect(created.json()).toMatchObject({ globalCompetitorGuid: guid.toLowerCase(), worldAthleteNumber: '14012345' });
    expect((await t.as(s.records.token, { method: 'GET', url: `${recordsBase}/${id}` })).json()).toMatchObject({ globalCompetitorGuid: guid.toLowerCase() });
    expect((await put(id, { formatedValue: '10,00', worldAthleteNumber: '14012345' })).json()).toMatchObject({ formatedValue: '10.00', globalCompetitorGuid: guid.toLowerCase() });
    expect((await put(id, { globalCompetitorGuid: null })).json()).toMatchObject({ globalCompetitorGuid: null });
    expect((await storedRecord(t.database.db, id)).globalCompetitorGuid).toBeNull();
    const wrong = await post({ globalCompetitorGuid: '1234' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ GlobalCompetitorGuid: ['Ungültiger Wert'] });
  });
});
