import { Environment } from './environment';

/** The environments a season is kept for: indoor 0 or outdoor 1 (a list's "all" spans both seasons). */
export type SeasonEnvironment = 0 | 1;

function parts(date: string): { year: number; month: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

/**
 * The season a date belongs to: outdoor seasons are calendar years; the indoor season Y runs from
 * 1 November of Y−1 to 31 March of Y (DLV statistics guidelines), so November and December count
 * for the next year. Indoor dates from April to October keep their calendar year; see `isSeasonDate`.
 */
export function seasonYear(date: string /* YYYY-MM-DD */, environment: 0 | 1): number {
  const { year, month } = parts(date);
  return environment === Environment.indoor && month >= 11 ? year + 1 : year;
}

/** First and last day (inclusive, `YYYY-MM-DD`) of the season of a year. */
export function seasonRange(year: number, environment: SeasonEnvironment): { from: string; to: string } {
  return environment === Environment.indoor
    ? { from: `${year - 1}-11-01`, to: `${year}-03-31` }
    : { from: `${year}-01-01`, to: `${year}-12-31` };
}

/**
 * False for indoor marks made between April and October: the DLV guidelines do not register them in
 * any indoor list, since they lie outside every indoor season.
 */
export function isSeasonDate(date: string, environment: SeasonEnvironment): boolean {
  const { month } = parts(date);
  return environment === Environment.outdoor || month <= 3 || month >= 11;
}

/**
 * True for a day after `today` (both `YYYY-MM-DD`; today is the federation's calendar day, which
 * the server keeps in `TZ`): no mark, record or list entry can have been made then. Text that is
 * no day is left to the rule that reads the day.
 */
export const isFutureDay = (day: string, today: string): boolean => /^\d{4}-\d{2}-\d{2}/.test(day) && day.slice(0, 10) > today;
