import type { Link, PublicRecordGroup } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';
import { AU, DLV, HESSEN, loadOrgs, type Org } from '../test/fixtures';
import { recordSets } from '../db/schema';
import { eq } from 'drizzle-orm';
import { insertStoredRecord, insertStoredRecordSet, publicRecordsPath } from './records.fixtures';

let t: TestApp;
let org: (name: string) => Org;
let national: number;
let dutch: number;

beforeAll(async () => {
  t = await createTestApp();
  org = await loadOrgs(t);
  const db = t.database.db;
  national = await insertStoredRecordSet(db, { masterId: org(DLV).id, name: 'Deutsche Rekorde Frauen', code: 'DRW', gender: 1, classCode: 'W', recordValidity: 4, validityQualifier: null });
  await db.update(recordSets).set({ validityOrganizationId: org(HESSEN).id }).where(eq(recordSets.id, national));
  await insertStoredRecord(db, { setId: national, eventCode: '400', mark: '47,60', firstName: 'Marita', lastName: 'Koch', town: 'Canberra', date: '1985-10-06' });
  await insertStoredRecord(db, { setId: national, eventCode: '100', mark: '10,81', wind: 1.7, firstName: 'Marlies', lastName: 'Göhr', town: 'Berlin', date: '1983-06-08' });
  await insertStoredRecord(db, { setId: national, eventCode: 'LJ', mark: '7,48', wind: 1.2, firstName: 'Heike', lastName: 'Drechsler', town: 'Neubrandenburg', date: '1988-07-09', status: 2 });
  await insertStoredRecord(db, { setId: national, eventCode: '200', mark: '21,71', firstName: 'Offen', lastName: 'Status', status: 0 });
  await insertStoredRecordSet(db, { masterId: org(DLV).id, name: 'Amtliche Leere', code: 'AL', recordValidity: 1, validityQualifier: null });
  dutch = await insertStoredRecordSet(db, { masterId: org(AU).id, name: 'Nederlandse records', code: 'NR' });
});
afterAll(() => t.close());

const anonymous = (url: string) => t.as(null, { method: 'GET', url });

describe('public records', () => {
  it('are in the root catalogue for everyone', async () => {
    const links = (await anonymous('/api')).json().links as Link[];
    expect(links.find((l) => l.rel === 'public_records')).toEqual({ rel: 'public_records', href: publicRecordsPath, templated: false, method: 'GET' });
  });

  it('list every federation’s sets by name, or one federation’s', async () => {
    const all = (await anonymous(publicRecordsPath)).json() as PublicRecordGroup[];
    const german = all.find((g) => g.masterOrganizationId === org(DLV).id)!;
    expect(german.masterOrganizationName).toBe(DLV);
    expect(german.sets.map((s) => s.name)).toEqual(['Amtliche Leere', 'Deutsche Rekorde Frauen']);
    expect(all.find((g) => g.masterOrganizationId === org(AU).id)!.sets.map((s) => s.id)).toEqual([dutch]);
    const one = (await anonymous(`${publicRecordsPath}?masterOrganizationId=${org(AU).id}`)).json() as PublicRecordGroup[];
    expect(one.map((g) => g.masterOrganizationId)).toEqual([org(AU).id]);
    expect((await anonymous(`${publicRecordsPath}?masterOrganizationId=abc`)).statusCode).toBe(422);
  });

  it('show the official and unofficial records grouped by event type, with wind, athlete, town and day', async () => {
    const [german] = (await anonymous(`${publicRecordsPath}?masterOrganizationId=${org(DLV).id}&culture=en`)).json() as PublicRecordGroup[];
    const set = german.sets.find((s) => s.id === national)!;
    expect(set).toMatchObject({ code: 'DRW', className: 'Women', gender: 1, recordType: 1, recordValidity: 4, validityQualifier: HESSEN, eventEnvironment: 1 });
    expect(set.groups.map((g) => [g.eventType, g.records.map((r) => r.eventCode)])).toEqual([
      [2, ['LJ']],
      [10, ['100', '400']],
    ]);
    expect(set.groups[1].records[0]).toEqual({
      id: expect.any(Number),
      eventCode: '100',
      eventName: '100 m',
      formatedValue: '10.81',
      formatedWind: '+1.7',
      athleteName: 'Marlies Göhr',
      competitorId: null,
      athleteIocCode: 'GER',
      yearOfBirth: 1990,
      recordTown: 'Berlin',
      recordCountry: 'GER',
      date: '1983-06-08',
      recordStatus: 1,
    });
    expect(set.groups[0].records[0]).toMatchObject({ formatedValue: '7.48', recordStatus: 2 });
    expect(german.sets.find((s) => s.name === 'Amtliche Leere')!.groups).toEqual([]);
  });

  it('answer with a fixed number of statements', async () => {
    t.queries.length = 0;
    await anonymous(publicRecordsPath);
    expect(t.queries.length).toBeLessThanOrEqual(2);
  });
});
