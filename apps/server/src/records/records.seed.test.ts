import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordSetEvents, type PublicRecordGroup } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { recordSets } from '../db/schema';
import { seedDemoRecords } from './records.seed';

let t: TestApp;
let seeded: boolean;
beforeAll(async () => {
  t = await createTestApp();
  seeded = await seedDemoRecords(t.database.db);
});
afterAll(() => t.close());

describe('demo records', () => {
  it('seeds the German national records outdoor and indoor and a club set, once', async () => {
    expect(seeded).toBe(true);
    expect(await seedDemoRecords(t.database.db)).toBe(false);
    const sets = await t.database.db.select().from(recordSets);
    expect(sets.map((s) => s.code).sort()).toEqual(['DRM', 'DRMH', 'DRW', 'DRWH', 'EFM']);
    expect(sets.find((s) => s.code === 'EFM')).toMatchObject({ recordValidity: 8, validityQualifier: 'Eintracht Frankfurt e.V.', validityOrganizationId: null });
  });

  it('holds only events of each set, and shows them as the public page does', async () => {
    const [german] = (await t.as(null, { method: 'GET', url: '/api/public/records' })).json() as PublicRecordGroup[];
    const women = german.sets.find((s) => s.code === 'DRW')!;
    const marks = women.groups.flatMap((g) => g.records.map((r) => [r.eventCode, r.formatedValue, r.formatedWind, r.athleteName].filter(Boolean).join(' ')));
    expect(marks).toContain('100 10.81 +1.7 Marlies Göhr');
    expect(marks).toContain('400 47.60 Marita Koch');
    for (const set of await t.database.db.select().from(recordSets).where(eq(recordSets.masterId, german.masterOrganizationId))) {
      const allowed = new Set(recordSetEvents(set.classCode, set.eventEnvironment).map((e) => e.code));
      const shown = german.sets.find((s) => s.id === set.id)!.groups.flatMap((g) => g.records.map((r) => r.eventCode));
      expect(shown.every((code) => allowed.has(code)), set.code).toBe(true);
    }
    const men = german.sets.find((s) => s.code === 'DRM')!.groups.flatMap((g) => g.records);
    expect(men.find((r) => r.eventCode === 'DEC')).toMatchObject({ formatedValue: '8832', athleteName: 'Jürgen Hingsen' });
    expect(men.find((r) => r.eventCode === '800')).toMatchObject({ formatedValue: '1:43.65', date: '1983-08-09' });
    const indoorMen = german.sets.find((s) => s.code === 'DRMH')!.groups.flatMap((g) => g.records);
    expect(indoorMen.map((r) => [r.eventCode, r.formatedValue, r.formatedWind, r.athleteName])).toEqual(
      expect.arrayContaining([
        ['400', '45.05', null, 'Thomas Schönlebe'],
        ['PV', '6.00', null, 'Danny Ecker'],
        ['LJ', '8.71', null, 'Sebastian Bayer'],
      ]),
    );
    const indoorWomen = german.sets.find((s) => s.code === 'DRWH')!.groups.flatMap((g) => g.records);
    expect(indoorWomen.find((r) => r.eventCode === '60')).toMatchObject({ formatedValue: '7.04', athleteName: 'Marita Koch', date: '1985-02-16' });
  });
});
