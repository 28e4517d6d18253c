import { describe, expect, it } from 'vitest';
import { formatStoredMark, markKindOf, markToUnits, performanceSeasonYear, rankingSortKey, unitsToMark } from './performance-marks';

describe('rankingSortKey', () => {
  it('orders times ascending with a hand time just below an equal automatic time', () => {
    const auto = rankingSortKey(markToUnits(10.3, 'time'), 'time', false)!;
    const hand = rankingSortKey(markToUnits(10.3, 'time'), 'time', true)!;
    const faster = rankingSortKey(markToUnits(10.29, 'time'), 'time', false)!;
    expect([hand, auto, faster].sort((a, b) => a - b)).toEqual([faster, auto, hand]);
  });

  it('orders distances and points descending', () => {
    expect(rankingSortKey(785, 'distance', false)! < rankingSortKey(784, 'distance', false)!).toBe(true);
    expect(rankingSortKey(8126, 'points', false)! < rankingSortKey(8000, 'points', false)!).toBe(true);
  });

  it('gives fouls and zero marks no key', () => {
    expect(rankingSortKey(0, 'time', false)).toBeNull();
    expect(rankingSortKey(0, 'distance', false)).toBeNull();
  });
});

describe('markToUnits', () => {
  it('rounds times up to the hundredth and distances down to the centimetre', () => {
    expect(markToUnits(10.391, 'time')).toBe(1040);
    expect(markToUnits(7.769, 'distance')).toBe(776);
    expect(unitsToMark(1040, 'time')).toBe(10.4);
  });
});

describe('performanceSeasonYear', () => {
  it('puts indoor marks from 1 November into the next year and keeps 31 March in its year', () => {
    expect(performanceSeasonYear('2025-11-01', 0)).toBe(2026);
    expect(performanceSeasonYear('2025-10-31', 0)).toBe(2025);
    expect(performanceSeasonYear('2026-03-31', 0)).toBe(2026);
    expect(performanceSeasonYear('2025-11-01', 1)).toBe(2025);
  });
});

describe('formatStoredMark', () => {
  it('reads a measurement that names no kind as a time', () => {
    expect(markKindOf('distance')).toBe('distance');
    expect(markKindOf('road')).toBe('time');
  });

  it('writes stored units as every list shows them: a hand time with its star, a road race to the whole second (rounded up)', () => {
    expect(formatStoredMark({ code: '100', measurement: 'time' }, 1052, false)).toBe('10.52');
    expect(formatStoredMark({ code: '100', measurement: 'time' }, 1050, true)).toBe('10.5*');
    expect(formatStoredMark({ code: 'LJ', measurement: 'distance' }, 785, false)).toBe('7.85');
    expect(formatStoredMark({ code: 'MAR', measurement: 'time' }, 774312, false)).toBe('2:09:04');
  });
});
