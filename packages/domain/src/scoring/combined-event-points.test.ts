import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sex } from '../reference/classes';
import {
  combinedEventPoints,
  combinedEventTotal,
  hasScoringTable,
  markForPoints,
  type ScoringDiscipline,
  scoringDisciplines,
} from './combined-event-points';

const pts = (sex: Sex, discipline: string, mark: number, handTimed = false) =>
  combinedEventPoints({ sex, discipline, mark, handTimed });

const track = new Set<string>(['60m', '100m', '200m', '400m', '800m', '1000m', '1500m', '60mH', '100mH', '110mH']);
const scored: [Sex, ScoringDiscipline][] = (['M', 'W'] as const).flatMap((sex) =>
  scoringDisciplines.filter((d) => hasScoringTable(sex, d)).map((d): [Sex, ScoringDiscipline] => [sex, d]),
);

describe('combinedEventPoints: the decathlon 1000-point marks', () => {
  // Each line: A·(B−T)^C or A·(M−B)^C with the 2001 coefficients, then floored.
  it.each([
    ['100m', 10.39, 1001], //   25.4347 · (18 − 10.39)^1.81   = 1001.69
    ['100m', 10.4, 999], //     25.4347 · (18 − 10.40)^1.81   =  999.31
    ['100m', 10.395, 999], //   a photo-finish 10.395 is recorded as 10.40 first (the formula at 10.395 would be 1000.50)
    ['LJ', 7.76, 1000], //      0.14354 · (776 − 220)^1.4     = 1000.18
    ['SP', 18.4, 1000], //      51.39 · (18.40 − 1.5)^1.05    = 1000.37
    ['HJ', 2.21, 1002], //      0.8465 · (221 − 75)^1.42      = 1002.32 (2.20 gives 992.59)
    ['HJ', 2.2, 992],
    ['400m', 46.17, 1000], //   1.53775 · (82 − 46.17)^1.81   = 1000.17
    ['110mH', 13.8, 1000], //   5.74352 · (28.5 − 13.80)^1.92 = 1000.98
    ['DT', 56.17, 1000], //     12.91 · (56.17 − 4)^1.1       = 1000.21
    ['PV', 5.29, 1001], //      0.2797 · (529 − 100)^1.35     = 1001.17 (5.28 gives 998.03)
    ['PV', 5.28, 998],
    ['JT', 77.19, 1000], //     10.14 · (77.19 − 7)^1.08      = 1000.04
    ['1500m', 233.79, 1000], // 0.03768 · (480 − 233.79)^1.85 = 1000.06
    ['1500m', 233.8, 999], //   0.03768 · (480 − 233.80)^1.85 =  999.99
  ])('men %s %s → %i', (discipline, mark, expected) => {
    expect(pts('M', discipline, mark)).toBe(expected);
  });

  it('scores 7.76 m as 776 cm, not 775', () => {
    expect(pts('M', 'LJ', 7.76)).toBe(1000);
    expect(pts('M', 'LJ', 7.75)).toBe(997); // 0.14354 · 555^1.4 = 997.66
    expect(pts('M', 'LJ', 7.769)).toBe(1000); // distances are rounded down to the centimetre
  });

  it('scores the other reference points of the men tables', () => {
    expect(pts('M', '100m', 10.0)).toBe(1096); // 25.4347 · 8^1.81 = 1096.53
    expect(pts('M', '100m', 10.83)).toBe(899); // 25.4347 · 7.17^1.81 = 899.32
    expect(pts('M', '100m', 10.82)).toBe(901); // 25.4347 · 7.18^1.81 = 901.60
    expect(pts('M', '60m', 6.68)).toBe(999); // 58.015 · 4.82^1.81 = 999.67
    expect(pts('M', '60mH', 7.93)).toBe(999); // 20.5173 · 7.57^1.92 = 999.96
    expect(pts('M', '1000m', 149.0)).toBe(1000); // 0.08713 · 156.5^1.85 = 1000.04
    expect(pts('M', '200m', 20.86)).toBe(1000); // 5.8425 · 17.14^1.81 = 1000.36
  });
});

describe('combinedEventPoints: the heptathlon 1000-point marks', () => {
  it.each([
    ['100mH', 13.85, 1000], // 9.23076 · (26.7 − 13.85)^1.835 = 1000.17
    ['HJ', 1.82, 1003], //     1.84523 · (182 − 75)^1.348     = 1003.83 (1.81 gives 991.20)
    ['SP', 17.07, 1000], //    56.0211 · (17.07 − 1.5)^1.05   = 1000.59
    ['200m', 23.8, 1000], //   4.99087 · (42.5 − 23.80)^1.81  = 1000.48
    ['LJ', 6.48, 1001], //     0.188807 · (648 − 210)^1.41    = 1001.14 (Ennis, London 2012: 1001)
    ['JT', 57.18, 1000], //    15.9803 · (57.18 − 3.8)^1.04   = 1000.14
    ['800m', 127.63, 1000], // 0.11193 · (254 − 127.63)^1.88  = 1000.09
  ])('women %s %s → %i', (discipline, mark, expected) => {
    expect(pts('W', discipline, mark)).toBe(expected);
  });
});

describe('combinedEventPoints: published world-record scores', () => {
  const total = (sex: Sex, parts: [string, number][]) =>
    combinedEventTotal(parts.map(([discipline, mark]) => ({ sex, discipline, mark })));

  it('decathlon, Mayer 2018: 9126', () => {
    // 963 + 1010 + 851 + 850 + 889 + 1007 + 882 + 1051 + 918 + 705
    const parts: [string, number][] = [['100m', 10.55], ['LJ', 7.8], ['SP', 16.0], ['HJ', 2.05], ['400m', 48.42], ['110mH', 13.75], ['DT', 50.54], ['PV', 5.45], ['JT', 71.9], ['1500m', 276.11]];
    expect(total('M', parts)).toBe(9126);
  });

  it('decathlon, Eaton 2015: 9045', () => {
    const parts: [string, number][] = [['100m', 10.23], ['LJ', 7.88], ['SP', 14.52], ['HJ', 2.01], ['400m', 45.0], ['110mH', 13.69], ['DT', 43.34], ['PV', 5.2], ['JT', 63.63], ['1500m', 257.52]];
    expect(total('M', parts)).toBe(9045);
  });

  it('indoor heptathlon, Eaton 2012: 6645', () => {
    const parts: [string, number][] = [['60m', 6.79], ['LJ', 8.16], ['SP', 14.56], ['HJ', 2.03], ['60mH', 7.68], ['PV', 5.2], ['1000m', 152.77]];
    expect(total('M', parts)).toBe(6645);
  });

  it('heptathlon, Joyner-Kersee 1988: 7291', () => {
    const parts: [string, number][] = [['100mH', 12.69], ['HJ', 1.86], ['SP', 15.8], ['200m', 22.56], ['LJ', 7.27], ['JT', 45.66], ['800m', 128.51]];
    expect(total('W', parts)).toBe(7291);
  });

  it('heptathlon, Ennis 2012: 6955', () => {
    // 1195 + 1054 + 813 + 1096 + 1001 + 812 + 984
    const parts: [string, number][] = [['100mH', 12.54], ['HJ', 1.86], ['SP', 14.28], ['200m', 22.83], ['LJ', 6.48], ['JT', 47.49], ['800m', 128.65]];
    expect(total('W', parts)).toBe(6955);
  });

  it('indoor pentathlon, Thiam 2023: 5055', () => {
    const parts: [string, number][] = [['60mH', 8.23], ['HJ', 1.92], ['SP', 15.54], ['LJ', 6.59], ['800m', 133.6]];
    expect(total('W', parts)).toBe(5055);
  });

  it('women decathlon, Skujytė 2005: 8358', () => {
    const parts: [string, number][] = [['100m', 12.49], ['LJ', 6.12], ['SP', 16.42], ['HJ', 1.78], ['400m', 57.19], ['100mH', 14.22], ['DT', 46.19], ['PV', 3.1], ['JT', 48.78], ['1500m', 315.86]];
    expect(total('W', parts)).toBe(8358);
  });
});

describe('combinedEventPoints: hand times and limits', () => {
  it('adds 0.24 s up to 200 m and the short hurdles, 0.14 s for 400 m, nothing beyond', () => {
    expect(pts('M', '100m', 10.6, true)).toBe(pts('M', '100m', 10.84)); // 897
    expect(pts('M', '100m', 10.6, true)).toBe(897);
    expect(pts('M', '100m', 10.1, true)).toBe(1013); // 10.34: 1013.63
    expect(pts('M', '400m', 48.0, true)).toBe(902); // 48.14: 902.86
    expect(pts('W', '200m', 24.5, true)).toBe(911); // 24.74: 911.31
    expect(pts('M', '110mH', 14.0, true)).toBe(pts('M', '110mH', 14.24));
    expect(pts('W', '60mH', 8.4, true)).toBe(pts('W', '60mH', 8.64));
    expect(pts('M', '1500m', 233.8, true)).toBe(999); // no addition beyond 400 m
  });

  it('rounds a hand time up to the tenth before the addition', () => {
    expect(pts('M', '100m', 10.51, true)).toBe(pts('M', '100m', 10.6, true));
  });

  it('gives 0 below the threshold and for no mark', () => {
    expect(pts('M', '100m', 18)).toBe(0);
    expect(pts('M', '100m', 25)).toBe(0);
    expect(pts('M', 'HJ', 0.75)).toBe(0);
    expect(pts('W', 'SP', 1.2)).toBe(0);
    expect(pts('M', 'LJ', 0)).toBe(0);
  });

  it('refuses disciplines without a table', () => {
    expect(() => pts('M', '100mH', 13)).toThrow(RangeError);
    expect(() => pts('W', '110mH', 13)).toThrow(RangeError);
    expect(() => pts('W', '1000m', 170)).toThrow(RangeError);
    expect(() => pts('M', 'TJ', 15)).toThrow(RangeError);
  });
});

describe('markForPoints', () => {
  it('finds the worst mark that still scores the points', () => {
    expect(markForPoints({ sex: 'M', discipline: '100m', points: 1000 })).toBe(10.39);
    expect(markForPoints({ sex: 'M', discipline: 'LJ', points: 1000 })).toBe(7.76);
    expect(markForPoints({ sex: 'M', discipline: 'HJ', points: 1000 })).toBe(2.21);
    expect(markForPoints({ sex: 'M', discipline: '1500m', points: 1000 })).toBe(233.79);
    expect(markForPoints({ sex: 'W', discipline: 'SP', points: 1000 })).toBe(17.07);
    expect(markForPoints({ sex: 'W', discipline: '800m', points: 1000 })).toBe(127.63);
    expect(markForPoints({ sex: 'M', discipline: '100m', points: 1000, handTimed: true })).toBe(10.1);
  });

  it('returns null where no mark can score or every mark does', () => {
    expect(markForPoints({ sex: 'M', discipline: '100m', points: 0 })).toBeNull();
    expect(markForPoints({ sex: 'M', discipline: '100m', points: 1e7 })).toBeNull();
  });

  it('is the exact boundary for every discipline (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...scored), fc.integer({ min: 1, max: 1400 }), fc.boolean(), ([sex, discipline], points, hand) => {
        const handTimed = hand && track.has(discipline);
        const mark = markForPoints({ sex, discipline, points, handTimed });
        expect(mark).not.toBeNull();
        const m = mark as number;
        expect(pts(sex, discipline, m, handTimed)).toBeGreaterThanOrEqual(points);
        const step = track.has(discipline) ? (handTimed ? 0.1 : 0.01) : -0.01;
        expect(pts(sex, discipline, m + step, handTimed)).toBeLessThan(points);
      }),
    );
  });
});

describe('combinedEventPoints properties', () => {
  it('never scores less for a better mark (monotonic)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...scored), fc.integer({ min: 1, max: 100_000 }), fc.integer({ min: 1, max: 100_000 }), ([sex, discipline], x, y) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        const better = track.has(discipline) ? lo : hi;
        const worse = track.has(discipline) ? hi : lo;
        expect(pts(sex, discipline, better / 100)).toBeGreaterThanOrEqual(pts(sex, discipline, worse / 100));
      }),
    );
  });

  it('is never negative and always a whole number', () => {
    fc.assert(
      fc.property(fc.constantFrom(...scored), fc.double({ min: -1000, max: 100_000, noNaN: true }), fc.boolean(), ([sex, discipline], mark, handTimed) => {
        const p = pts(sex, discipline, mark, handTimed);
        expect(p).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(p)).toBe(true);
      }),
    );
  });
});
