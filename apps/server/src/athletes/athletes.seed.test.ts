import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DuplicateCandidate, MergePreview } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { loginAll } from '../test/fixtures';
import { seedDemoStatistics } from '../statistics-performances/statistics-performances.seed';
import { seedDuplicateAthlete } from './athletes.seed';

/** The demo's pair of records of one person, for the statisticians' duplicate list. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const year = new Date().getUTCFullYear();
  await seedDemoStatistics(t.database.db, { year, now: new Date(Date.UTC(year, 9, 1, 12)) });
});
afterAll(() => t.close());

describe('the demo duplicate', () => {
  it('is a second record of an athlete, spelled without umlauts, with marks of its own; once', async () => {
    expect(await seedDuplicateAthlete(t.database.db)).toBe(true);
    expect(await seedDuplicateAthlete(t.database.db)).toBe(false);
    const { statistician } = await loginAll(t);
    const get = (url: string) => t.as(statistician.token, { method: 'GET', url });
    const pairs = (await get('/api/statistics/athletes/duplicates')).json().entities as DuplicateCandidate[];
    expect(pairs).toHaveLength(1);
    const [{ first, second, reasons }] = pairs;
    expect(reasons).toEqual(['name']);
    expect(second.lastName).not.toBe(first.lastName);
    expect([first.yearOfBirth, first.clubName, second.markCount]).toEqual([second.yearOfBirth, second.clubName, 2]);
    const preview = (await get(`/api/statistics/athletes/merge-preview?keepId=${first.id}&mergeId=${second.id}`)).json() as MergePreview;
    expect(preview.problems).toEqual([]);
    expect(preview.moves.marks).toBe(2);
  });
});
