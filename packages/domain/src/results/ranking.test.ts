import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareMarks, isBetterMark, type RankedMark } from './ranking';

const rank = (kind: 'time' | 'distance' | 'points', marks: RankedMark[]) => [...marks].sort(compareMarks(kind));

describe('compareMarks', () => {
  it('ranks times ascending, a hand time after an equal automatic time', () => {
    const ranked = rank('time', [
      { value: 10.3, handTimed: true },
      { value: 10.31 },
      { value: 10.3 },
      { value: 10.28 },
    ]);
    expect(ranked).toEqual([{ value: 10.28 }, { value: 10.3 }, { value: 10.3, handTimed: true }, { value: 10.31 }]);
  });

  it('compares official values, so float noise does not split equal marks', () => {
    expect(compareMarks('time')({ value: 10.299999999 }, { value: 10.3 })).toBe(0);
    expect(compareMarks('distance')({ value: 7.76 }, { value: 7.7600001 })).toBe(0);
  });

  it('ranks distances and points descending', () => {
    expect(rank('distance', [{ value: 7.5 }, { value: 8.01 }, { value: 7.76 }]).map((m) => m.value)).toEqual([8.01, 7.76, 7.5]);
    expect(rank('points', [{ value: 7800 }, { value: 8126 }]).map((m) => m.value)).toEqual([8126, 7800]);
  });

  it('puts fouls (0) last in every kind', () => {
    expect(rank('time', [{ value: 0 }, { value: 12 }]).map((m) => m.value)).toEqual([12, 0]);
    expect(rank('distance', [{ value: 0 }, { value: 1.2 }]).map((m) => m.value)).toEqual([1.2, 0]);
    expect(isBetterMark('time', { value: 11 }, { value: 0 })).toBe(true);
  });

  it('is a consistent order (property)', () => {
    const mark = fc.record({ value: fc.integer({ min: 0, max: 100_000 }).map((h) => h / 100), handTimed: fc.boolean() });
    fc.assert(
      fc.property(fc.constantFrom<('time' | 'distance' | 'points')[]>('time', 'distance', 'points'), mark, mark, (kind, a, b) => {
        const cmp = compareMarks(kind);
        expect(Math.sign(cmp(a, b)) + Math.sign(cmp(b, a))).toBe(0);
      }),
    );
  });
});
