import { roundDistance, roundTime, unitsToMark, type TimePrecision } from '@portal/domain';
import type { MarkFormat } from '../ranking-entry';

/** A number as the workbook stores it, with the format a spreadsheet shows it in (in the reader's locale). */
export interface NumberCell {
  value: number;
  numFmt: string;
}

const SECONDS_PER_DAY = 86_400;

/** Wind with its sign, as the lists write it (`+0.4`, `-0.3`, `+0.0`). */
export const WIND_FORMAT = '+0.0;-0.0;+0.0';
export const DATE_FORMAT = 'dd.mm.yyyy';

const decimalsOf = (precision: TimePrecision) => (precision === 'hundredth' ? '.00' : precision === 'tenth' ? '.0' : '');

interface MarkOf {
  markUnits: number;
  handTimed: boolean;
}

/**
 * The marks of one event's block as numbers: distances in metres and points as whole numbers.
 * Times are seconds (`10.8` shown `0.00`) while every time of the block is under a minute;
 * otherwise the whole block is durations (fractions of a day, shown `[m]:ss.00` or
 * `[h]:mm:ss.00`), so that one event's marks always sort together. Hand times keep their `*`
 * in the format, the value stays a number. Values are the official ones (times rounded up,
 * distances down), as the lists show them.
 */
export function markCells(format: MarkFormat, rows: readonly MarkOf[]): NumberCell[] {
  if (format.kind === 'points') return rows.map((r) => ({ value: r.markUnits, numFmt: '0' }));
  if (format.kind === 'distance') return rows.map((r) => ({ value: roundDistance(unitsToMark(r.markUnits, 'distance')), numFmt: '0.00' }));
  const times = rows.map((r) => {
    const precision: TimePrecision = format.precision === 'second' ? 'second' : r.handTimed ? 'tenth' : (format.precision ?? 'hundredth');
    const seconds = roundTime(unitsToMark(r.markUnits, 'time'), precision);
    return { seconds, suffix: decimalsOf(precision) + (r.handTimed ? '"*"' : '') };
  });
  const durations = times.some((t) => t.seconds >= 60);
  return times.map(({ seconds, suffix }) =>
    durations ? { value: seconds / SECONDS_PER_DAY, numFmt: `${seconds >= 3600 ? '[h]:mm' : '[m]'}:ss${suffix}` } : { value: seconds, numFmt: `0${suffix}` },
  );
}

/** A calendar day (`YYYY-MM-DD`) as the date a spreadsheet stores: midnight UTC, no time zone shift. */
export const dateOf = (isoDay: string): Date => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
