import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centimetresDown,
  courseLengthToMetres,
  formatDuration,
  formatMark,
  hundredthsUp,
  metresToCourseLength,
  millisecondsToSeconds,
  parseDuration,
  parseMark,
  roundDistance,
  roundTime,
  secondsToMilliseconds,
  tenthsUp,
} from './marks';

describe('competition rounding', () => {
  it('rounds times up to the next hundredth, exact hundredths stay', () => {
    expect(hundredthsUp(10.395)).toBe(1040);
    expect(hundredthsUp(10.391)).toBe(1040);
    expect(hundredthsUp(10.23)).toBe(1023); // 10.23 * 100 is 1023.0000000000001 in floating point
    expect(hundredthsUp(10.4)).toBe(1040);
    expect(roundTime(10.395)).toBe(10.4);
  });

  it('rounds hand times up to the tenth and road times up to the second', () => {
    expect(tenthsUp(10.31)).toBe(104);
    expect(tenthsUp(10.3)).toBe(103);
    expect(roundTime(10.31, 'tenth')).toBe(10.4);
    expect(roundTime(7784.01, 'second')).toBe(7785);
    expect(roundTime(7784, 'second')).toBe(7784);
  });

  it('rounds distances down to the centimetre without losing one to floating point', () => {
    expect(centimetresDown(7.76)).toBe(776); // 7.76 * 100 is 775.9999999999999
    expect(centimetresDown(7.769)).toBe(776);
    expect(centimetresDown(2.01)).toBe(201);
    expect(roundDistance(56.179)).toBe(56.17);
  });
});

describe('formatMark', () => {
  it('shows times with as many parts as needed and a decimal point', () => {
    expect(formatMark(9.58, 'time')).toBe('9.58');
    expect(formatMark(10.395, 'time')).toBe('10.40');
    expect(formatMark(52.03, 'time')).toBe('52.03');
    expect(formatMark(60, 'time')).toBe('1:00.00');
    expect(formatMark(233.17, 'time')).toBe('3:53.17');
    expect(formatMark(1653.1, 'time')).toBe('27:33.10');
    expect(formatMark(7384, 'time')).toBe('2:03:04.00');
    expect(formatMark(3600.05, 'time')).toBe('1:00:00.05');
  });

  it('shows hand times to the tenth with a star', () => {
    expect(formatMark(10.3, 'time', { handTimed: true })).toBe('10.3*');
    expect(formatMark(10.31, 'time', { handTimed: true })).toBe('10.4*');
    expect(formatMark(112.4, 'time', { handTimed: true })).toBe('1:52.4*');
  });

  it('shows road times to the whole second when asked', () => {
    expect(formatMark(7784.3, 'time', { precision: 'second' })).toBe('2:09:45');
    expect(formatMark(1653, 'time', { precision: 'second' })).toBe('27:33');
  });

  it('shows distances with two decimals, rounded down, and points as whole numbers', () => {
    expect(formatMark(7.76, 'distance')).toBe('7.76');
    expect(formatMark(2.1, 'distance')).toBe('2.10');
    expect(formatMark(77.199, 'distance')).toBe('77.19');
    expect(formatMark(8126, 'points')).toBe('8126');
    expect(formatMark(12345, 'points')).toBe('12345');
  });

  it('shows a foul as 0.0 and nothing for impossible values', () => {
    expect(formatMark(0, 'distance')).toBe('0.0');
    expect(formatMark(0, 'time')).toBe('0.0');
    expect(formatMark(-1, 'distance')).toBe('');
    expect(formatMark(Number.NaN, 'time')).toBe('');
  });
});

describe('parseMark', () => {
  it('reads German decimal comma and decimal point', () => {
    expect(parseMark('27,33', 'time')).toEqual({ value: 27.33, handTimed: false });
    expect(parseMark('27.33', 'time')).toEqual({ value: 27.33, handTimed: false });
    expect(parseMark('7,76', 'distance')).toEqual({ value: 7.76, handTimed: false });
    expect(parseMark('7.7', 'distance')).toEqual({ value: 7.7, handTimed: false });
  });

  it('reads colons for minutes and hours', () => {
    expect(parseMark('3:53,17', 'time')?.value).toBe(233.17);
    expect(parseMark('3:53.17', 'time')?.value).toBe(233.17);
    expect(parseMark('1.52,33', 'time')?.value).toBe(112.33);
    expect(parseMark('2:09:44', 'time')?.value).toBe(7784);
    expect(parseMark('1:02:03,4', 'time')?.value).toBe(3723.4);
  });

  it('reads a trailing star as a hand time, blanks around are ignored', () => {
    expect(parseMark(' 10,3* ', 'time')).toEqual({ value: 10.3, handTimed: true });
    expect(parseMark('10.3 *', 'time')).toEqual({ value: 10.3, handTimed: true });
    expect(parseMark('10.30*', 'time')).toEqual({ value: 10.3, handTimed: true });
    expect(parseMark('10.34*', 'time')).toBeNull();
    expect(parseMark('7,25*', 'distance')).toBeNull();
  });

  it('reads x as a foul with the value 0', () => {
    expect(parseMark('x', 'distance')).toEqual({ value: 0, handTimed: false });
    expect(parseMark(' X ', 'points')).toEqual({ value: 0, handTimed: false });
    expect(parseMark('x*', 'time')).toBeNull();
  });

  it('reads points, also with a German thousands point', () => {
    expect(parseMark('8126', 'points')?.value).toBe(8126);
    expect(parseMark('8.126', 'points')?.value).toBe(8126);
    expect(parseMark('8126,00', 'points')?.value).toBe(8126);
    expect(parseMark('8126,5', 'points')).toBeNull();
  });

  it('refuses more decimals than recorded and malformed text', () => {
    expect(parseMark('10.234', 'time')).toBeNull();
    expect(parseMark('7.765', 'distance')).toBeNull();
    expect(parseMark('3:5,17', 'time')).toBeNull();
    expect(parseMark('3:75,17', 'time')).toBeNull();
    expect(parseMark('1:2:3:4', 'time')).toBeNull();
    expect(parseMark('', 'time')).toBeNull();
    expect(parseMark('abc', 'distance')).toBeNull();
    expect(parseMark('-7.5', 'distance')).toBeNull();
  });
});

describe('parse ∘ format round trip (property)', () => {
  it('times to the hundredth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 36_000_000 }), (hundredths) => {
        const value = hundredths / 100;
        expect(parseMark(formatMark(value, 'time'), 'time')).toEqual({ value, handTimed: false });
      }),
    );
  });

  it('hand times to the tenth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_600_000 }), (tenths) => {
        const value = tenths / 10;
        expect(parseMark(formatMark(value, 'time', { handTimed: true }), 'time')).toEqual({ value, handTimed: true });
      }),
    );
  });

  it('distances to the centimetre and points', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), (cm) => {
        expect(parseMark(formatMark(cm / 100, 'distance'), 'distance')?.value).toBe(cm / 100);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (points) => {
        expect(parseMark(formatMark(points, 'points'), 'points')?.value).toBe(points);
      }),
    );
  });

  it('formatting any time gives its official (rounded-up) value back', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.001, max: 100_000, noNaN: true }), (seconds) => {
        expect(parseMark(formatMark(seconds, 'time'), 'time')?.value).toBe(roundTime(seconds));
      }),
    );
  });
});

describe('units of the approval area', () => {
  it('converts course lengths stored as metres × 1000', () => {
    expect(courseLengthToMetres(42_195_000)).toBe(42195);
    expect(courseLengthToMetres(21_097_500)).toBe(21097.5);
    expect(metresToCourseLength(21097.5)).toBe(21_097_500);
    expect(metresToCourseLength(0.1 + 0.2)).toBe(300);
  });

  it('converts time-run durations stored as milliseconds', () => {
    expect(millisecondsToSeconds(3_600_000)).toBe(3600);
    expect(secondsToMilliseconds(10.395)).toBe(10395);
    expect(parseDuration('06:00')).toBe(21_600_000);
    expect(parseDuration('24:30')).toBe(88_200_000);
    expect(parseDuration('6:75')).toBeNull();
    expect(formatDuration(21_600_000)).toBe('06:00');
    expect(formatDuration(88_200_000)).toBe('24:30');
  });
});
