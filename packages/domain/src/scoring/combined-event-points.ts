import { centimetresDown, hundredthsUp, tenthsUp } from '../results/marks';
import type { Sex } from '../reference/classes';

/** The disciplines of combined events that have a scoring table (marks in seconds or metres). */
export const scoringDisciplines = [
  '60m',
  '100m',
  '200m',
  '400m',
  '800m',
  '1000m',
  '1500m',
  '60mH',
  '100mH',
  '110mH',
  'HJ',
  'PV',
  'LJ',
  'SP',
  'DT',
  'JT',
] as const;
export type ScoringDiscipline = (typeof scoringDisciplines)[number];

type Measure = 'track' | 'jump' | 'throw';
interface Table {
  a: number;
  b: number;
  c: number;
}

const measureOf: Record<ScoringDiscipline, Measure> = {
  '60m': 'track',
  '100m': 'track',
  '200m': 'track',
  '400m': 'track',
  '800m': 'track',
  '1000m': 'track',
  '1500m': 'track',
  '60mH': 'track',
  '100mH': 'track',
  '110mH': 'track',
  HJ: 'jump',
  PV: 'jump',
  LJ: 'jump',
  SP: 'throw',
  DT: 'throw',
  JT: 'throw',
};

// Coefficients of the IAAF Scoring Tables for Combined Events, 2001 edition (reprinted 2004 and 2016,
// still the World Athletics tables): track P = A·(B−T)^C with T in seconds, jumps P = A·(M−B)^C with M
// in centimetres, throws P = A·(D−B)^C with D in metres. They reproduce the published world-record
// scores exactly (see the tests). Men have no 800 m and 100 m hurdles, women no 1000 m and 110 m
// hurdles in those tables.
const tables: Record<Sex, Partial<Record<ScoringDiscipline, Table>>> = {
  M: {
    '60m': { a: 58.015, b: 11.5, c: 1.81 },
    '100m': { a: 25.4347, b: 18, c: 1.81 },
    '200m': { a: 5.8425, b: 38, c: 1.81 },
    '400m': { a: 1.53775, b: 82, c: 1.81 },
    '1000m': { a: 0.08713, b: 305.5, c: 1.85 },
    '1500m': { a: 0.03768, b: 480, c: 1.85 },
    '60mH': { a: 20.5173, b: 15.5, c: 1.92 },
    '110mH': { a: 5.74352, b: 28.5, c: 1.92 },
    HJ: { a: 0.8465, b: 75, c: 1.42 },
    PV: { a: 0.2797, b: 100, c: 1.35 },
    LJ: { a: 0.14354, b: 220, c: 1.4 },
    SP: { a: 51.39, b: 1.5, c: 1.05 },
    DT: { a: 12.91, b: 4, c: 1.1 },
    JT: { a: 10.14, b: 7, c: 1.08 },
  },
  W: {
    '60m': { a: 46.0849, b: 13, c: 1.81 },
    '100m': { a: 17.857, b: 21, c: 1.81 },
    '200m': { a: 4.99087, b: 42.5, c: 1.81 },
    '400m': { a: 1.34285, b: 91.7, c: 1.81 },
    '800m': { a: 0.11193, b: 254, c: 1.88 },
    '1500m': { a: 0.02883, b: 535, c: 1.88 },
    '60mH': { a: 20.0479, b: 17, c: 1.835 },
    '100mH': { a: 9.23076, b: 26.7, c: 1.835 },
    HJ: { a: 1.84523, b: 75, c: 1.348 },
    PV: { a: 0.44125, b: 100, c: 1.35 },
    LJ: { a: 0.188807, b: 210, c: 1.41 },
    SP: { a: 56.0211, b: 1.5, c: 1.05 },
    DT: { a: 12.3311, b: 3, c: 1.1 },
    JT: { a: 15.9803, b: 3.8, c: 1.04 },
  },
};

// The tables score hand times by adding a fixed amount to the time in tenths (IAAF Scoring Tables,
// "Manual timing"): 0.24 s for races up to 200 m including the short hurdles, 0.14 s for 300–400 m.
const handTimeHundredths: Partial<Record<ScoringDiscipline, number>> = {
  '60m': 24,
  '100m': 24,
  '200m': 24,
  '60mH': 24,
  '100mH': 24,
  '110mH': 24,
  '400m': 14,
};

/** True when the tables score this discipline for this sex. */
export function hasScoringTable(sex: Sex, discipline: string): discipline is ScoringDiscipline {
  return (scoringDisciplines as readonly string[]).includes(discipline) && tables[sex][discipline as ScoringDiscipline] !== undefined;
}

function tableFor(sex: Sex, discipline: string): { table: Table; measure: Measure; key: ScoringDiscipline } {
  if (!hasScoringTable(sex, discipline)) throw new RangeError(`No combined-event scoring table for ${sex} ${discipline}`);
  return { table: tables[sex][discipline] as Table, measure: measureOf[discipline], key: discipline };
}

// The mark in the unit of the formula, as an integer: hundredths of a second for track (rounded up,
// hand times to the tenth plus the manual-timing addition), centimetres for field (rounded down).
function markUnits(measure: Measure, key: ScoringDiscipline, mark: number, handTimed: boolean): number {
  if (measure !== 'track') return centimetresDown(mark);
  return handTimed ? tenthsUp(mark) * 10 + (handTimeHundredths[key] ?? 0) : hundredthsUp(mark);
}

function pointsFromUnits(table: Table, measure: Measure, units: number): number {
  // Differences are taken in integer units so that B−T is exact before the power.
  const difference =
    measure === 'track'
      ? (Math.round(table.b * 100) - units) / 100
      : measure === 'jump'
        ? units - table.b
        : (units - Math.round(table.b * 100)) / 100;
  if (!(difference > 0)) return 0;
  return Math.floor(table.a * difference ** table.c);
}

/** Input of one combined-event discipline: the mark in seconds (track) or metres (field). */
export interface CombinedEventMark {
  sex: Sex;
  discipline: string;
  mark: number;
  handTimed?: boolean;
}

/**
 * World Athletics combined-event points for one discipline: floor(A·(B−T)^C) for track and
 * floor(A·(M−B)^C) for field, after the rules' rounding of the mark; 0 below the table's threshold.
 * Throws a RangeError for a discipline the tables do not score for that sex.
 */
export function combinedEventPoints(input: CombinedEventMark): number {
  const { table, measure, key } = tableFor(input.sex, input.discipline);
  if (!Number.isFinite(input.mark) || input.mark <= 0) return 0;
  return pointsFromUnits(table, measure, markUnits(measure, key, input.mark, Boolean(input.handTimed)));
}

/** Total of a combined event: the sum of the points of its disciplines. */
export function combinedEventTotal(marks: readonly CombinedEventMark[]): number {
  return marks.reduce((sum, m) => sum + combinedEventPoints(m), 0);
}

/**
 * The worst mark that still scores at least `points` (seconds for track, to the hundredth or, hand
 * timed, to the tenth; metres for field, to the centimetre). Null when no mark can score that much
 * or when `points` is below 1, where every mark (even none) qualifies.
 */
export function markForPoints(input: { sex: Sex; discipline: string; points: number; handTimed?: boolean }): number | null {
  const { table, measure, key } = tableFor(input.sex, input.discipline);
  const target = Math.ceil(input.points);
  if (!(target >= 1)) return null;
  const root = (target / table.a) ** (1 / table.c);
  const scores = (units: number) => pointsFromUnits(table, measure, units) >= target;

  if (measure === 'track') {
    const hand = Boolean(input.handTimed);
    const addition = hand ? (handTimeHundredths[key] ?? 0) : 0;
    const step = hand ? 10 : 1;
    // Work in steps of the recorded precision: hundredths, or tenths for hand times.
    const toUnits = (steps: number) => steps * step + addition;
    let steps = Math.floor((Math.round(table.b * 100) - root * 100 - addition) / step);
    if (steps < 0) return null;
    while (scores(toUnits(steps + 1))) steps++;
    while (steps > 0 && !scores(toUnits(steps))) steps--;
    if (steps <= 0) return null;
    return hand ? steps / 10 : steps / 100;
  }
  const base = measure === 'jump' ? table.b : table.b * 100;
  const rootUnits = measure === 'jump' ? root : root * 100;
  let cm = Math.max(1, Math.ceil(base + rootUnits));
  while (cm > 1 && scores(cm - 1)) cm--;
  while (!scores(cm)) cm++;
  return cm / 100;
}
