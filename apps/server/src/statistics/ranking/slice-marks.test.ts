import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RankingFilter } from './ranking.query';
import { SliceMarks, type SliceMark } from './slice-marks';

const mark = (id: number, m: Omit<SliceMark, 'id'>): SliceMark => ({ id, ...m });

/** Few sort keys, days and competitors, so that ties, repeated athletes and equal places are common. */
const markFields = fc.record({
  competitorKey: fc.integer({ min: -3, max: 12 }).map((k) => (k === 0 ? 13 : k)),
  sortKey: fc.integer({ min: 0, max: 15 }),
  day: fc.constantFrom(20260301, 20260612, 20260613, 20261201),
  environment: fc.constantFrom(0, 1),
  windTenths: fc.option(fc.integer({ min: -30, max: 40 })),
  handTimed: fc.boolean(),
  yearOfBirth: fc.option(fc.integer({ min: 1990, max: 2012 })),
  heightWeight: fc.option(fc.constantFrom(7.26, 6)),
  organizationId: fc.integer({ min: 1, max: 4 }),
  rejectedBy: fc.option(fc.constantFrom([1], [2], [1, 2]).map((lists) => [...lists])),
});

const step = fc.record({
  leaving: fc.array(fc.integer({ min: 1, max: 80 }), { maxLength: 6 }),
  coming: fc.array(fc.tuple(fc.integer({ min: 1, max: 80 }), markFields), { maxLength: 6 }),
});

const filters: RankingFilter[] = [
  { masterId: 1, eventId: 1, classId: 1, seasonYear: 2026, environment: 2, rules: null, bestListId: null, regionalRestrictionId: null, excludeRejected: false, bestOnly: false, limit: 1000, offset: 0 },
  {
    masterId: 1,
    eventId: 1,
    classId: 1,
    seasonYear: 2026,
    environment: 1,
    rules: { startAge: 16, endAge: 30, heightWeight: 7.26, wind: true, handTimeAllowed: false, environment: 2 },
    bestListId: 1,
    regionalRestrictionId: null,
    excludeRejected: true,
    bestOnly: true,
    limit: 3,
    offset: 1,
  },
  {
    masterId: 1,
    eventId: 1,
    classId: 1,
    seasonYear: 2026,
    environment: 2,
    rules: { startAge: 0, endAge: 20, heightWeight: null, wind: true, handTimeAllowed: true, environment: 2 },
    bestListId: 2,
    regionalRestrictionId: null,
    excludeRejected: true,
    bestOnly: false,
    limit: 2,
    offset: 2,
  },
  { masterId: 1, eventId: 1, classId: 1, seasonYear: 2026, environment: 2, rules: null, bestListId: 1, regionalRestrictionId: null, excludeRejected: true, bestOnly: true, limit: 2, offset: 0 },
];

/** What a slice answers: its size, which ids it holds, and its rankings. */
function answers(slice: SliceMarks) {
  return {
    size: slice.size,
    held: Array.from({ length: 81 }, (_, id) => slice.has(id)),
    rankings: [
      ...filters.map((f) => slice.rank(f, null, 2026)),
      slice.rank({ ...filters[1], windAssisted: true, offset: 0 }, null, 2026),
      slice.rank({ ...filters[0], regionalRestrictionId: 9 }, (organization) => organization !== 2, 2026),
      slice.rank({ ...filters[1], limit: 2, regionalRestrictionId: 9 }, (organization) => organization !== 3, 2026),
    ],
  };
}

describe('SliceMarks', () => {
  it('answers after changes in place as a slice of the marks made anew', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.integer({ min: 1, max: 80 }), markFields), { selector: ([id]) => id, maxLength: 40 }), fc.array(step, { maxLength: 8 }), (initial, steps) => {
        const marks = new Map(initial.map(([id, m]) => [id, mark(id, m)]));
        const slice = SliceMarks.of([...marks.values()]);
        for (const { leaving, coming } of steps) {
          // As the store sends them: every changed id leaves, the changed marks still in the slice come as they are now.
          const now = new Map(coming.map(([id, m]) => [id, mark(id, m)]));
          const changed = [...new Set([...leaving, ...now.keys()])];
          for (const id of changed) marks.delete(id);
          for (const [id, m] of now) marks.set(id, m);
          slice.change(changed, [...now.values()]);
          expect(answers(slice)).toEqual(answers(SliceMarks.of([...marks.values()])));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('grows past the room it was made with', () => {
    const base = { competitorKey: 1, day: 20260612, environment: 1, windTenths: 0, handTimed: false, yearOfBirth: null, heightWeight: null, organizationId: 1, rejectedBy: null };
    const slice = SliceMarks.of([mark(1, { ...base, sortKey: 5 })]);
    const more = Array.from({ length: 100 }, (_, i) => mark(i + 2, { ...base, competitorKey: i + 2, sortKey: 200 - i }));
    slice.change([], more);
    expect(slice.size).toBe(101);
    expect(slice.rank(filters[0], null, 2026).ids.slice(0, 3)).toEqual([1, 101, 100]);
    expect(slice.has(101) && !slice.has(102)).toBe(true);
  });
});
