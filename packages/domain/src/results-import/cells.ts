import type { Sex } from '../reference/classes';
import { countryByCode } from '../reference/countries';
import type { EventDefinition } from '../reference/events';
import { formatMark, isFoul, splitHandTime } from '../results/marks';
import { markRulesOf, parseListedMark, type MarkErrorCode } from '../results/parse-event-mark';
import { isWindReadingPlausible, parseWind } from '../results/wind';
import { markToUnits } from '../statistics-performances/performance-marks';
import { foldText } from './names';

const genders: Record<string, Sex> = {
  m: 'M',
  male: 'M',
  mannlich: 'M',
  maennlich: 'M',
  man: 'M',
  men: 'M',
  maenner: 'M',
  w: 'W',
  f: 'W',
  female: 'W',
  weiblich: 'W',
  woman: 'W',
  women: 'W',
  frauen: 'W',
};

/** The sex a gender cell names (`M`, `W`, `F`, `male`, `weiblich`, …), as the class codes write it; null for anything else. */
export function readGender(text: string): Sex | null {
  return genders[foldText(text.trim()).replace(/\.$/, '')] ?? null;
}

const isDay = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The day a date cell names, as `YYYY-MM-DD`: German `14.06.2026` (day and month with one or two
 * digits) or ISO `2026-06-14` (a date-time gives its day). Two-digit years are refused: `14.6.26`
 * could be 1926 in a results archive. Null for anything else, and for days no calendar has.
 */
export function readDate(text: string): string | null {
  const trimmed = text.trim();
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(trimmed);
  const isoDate = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(trimmed);
  const [year, month, day] = german ? [german[3], german[2], german[1]].map(Number) : isoDate ? [isoDate[1], isoDate[2], isoDate[3]].map(Number) : [];
  if (year === undefined || !isDay(year, month, day)) return null;
  return iso(year, month, day);
}

/** The oldest athlete a sheet may name, in years: older is a typing slip (`1096`). */
export const MAX_ATHLETE_AGE = 110;

/** The year of birth a cell names (`2006`, or a full date of birth), if the athlete is 1 to `MAX_ATHLETE_AGE` in the season; else null. */
export function readYearOfBirth(text: string, seasonYear: number): number | null {
  const trimmed = text.trim();
  const year = /^\d{4}$/.test(trimmed) ? Number(trimmed) : Number(readDate(trimmed)?.slice(0, 4) ?? NaN);
  const age = seasonYear - year;
  return age >= 1 && age <= MAX_ATHLETE_AGE ? year : null;
}

/** A mark as the statistics store it: value in seconds, metres or points, whole units, the hand-time flag, and the display text. */
export interface ImportedMark {
  value: number;
  units: number;
  handTimed: boolean;
  text: string;
}

// What results software and statisticians write where an athlete has no mark: did not start,
// did not finish, disqualified, no valid attempt (German and English).
const noMarks = new Set(['dns', 'dnf', 'dq', 'nm', 'na', 'ns', 'nb', 'ab', 'aufg', 'aufgegeben', 'disq', 'disqu', 'ogv', 'ogd', 'ngt', 'nicht angetreten']);

/** True for a cell that says the athlete has no mark (`DNS`, `DNF`, `DQ`, `NM`, `n.a.`, `aufg.`, `disq.`, `o.g.V.`), a foul (`x`) or a zero. */
export function isNoMark(text: string): boolean {
  const body = splitHandTime(text).body;
  if (isFoul(body) || /^0+(?:[.,:]0+)*$/.test(body) || /^-+$/.test(body)) return true;
  return noMarks.has(foldText(body).replace(/[.\s]/g, ''));
}

/** A mark cell read for an event: the domain's event-aware parse (plausible range, precision, hand times; decision 030). */
export type MarkCellResult = { ok: true; mark: ImportedMark } | { ok: false; reason: MarkErrorCode };

/** Reads a mark cell for an event (`10,52`, `10,8*`, `1:02:03,4`, `7,48`, `8.126`) as the performance form does. */
export function readMark(text: string, event: EventDefinition): MarkCellResult {
  const parsed = parseListedMark(text, markRulesOf(event));
  if (!parsed.ok) return parsed;
  const { value, handTimed } = parsed;
  const kind = event.measurement;
  return {
    ok: true,
    mark: { value, handTimed, units: markToUnits(value, kind), text: formatMark(value, kind, { handTimed, precision: event.timePrecision ?? undefined }) },
  };
}

/** A wind cell read: the reading in m/s (null when none was taken), or the catalogue key of the refusal. */
export type WindCellResult = { ok: true; wind: number | null } | { ok: false; reason: 'errorShouldBeDecimal' | 'errorWindOutOfRange' };

/**
 * Reads a wind cell (`+1,8`, `-0.4`, `0`, `+1,8 m/s`) with the gauges' limit of ±9.9 m/s. An empty
 * cell or a dash means no reading was taken.
 */
export function readWind(text: string): WindCellResult {
  const trimmed = text.trim().replace(/\s*m\/s$/i, '');
  if (trimmed === '' || /^[-–—]$/.test(trimmed)) return { ok: true, wind: null };
  const wind = parseWind(trimmed);
  if (wind === null) return { ok: false, reason: 'errorShouldBeDecimal' };
  if (!isWindReadingPlausible(wind)) return { ok: false, reason: 'errorWindOutOfRange' };
  return { ok: true, wind };
}

/** The place a cell names (`1`, `1.`, `12`); null when it names none. */
export function readPlace(text: string): number | null {
  const match = /^(\d{1,4})\.?$/.exec(text.trim());
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}

/** The IOC code a nation cell names (`GER`, `ger`), if the reference data knows it; else null. */
export function readNation(text: string): string | null {
  return countryByCode(text.trim())?.code ?? null;
}
