/** The three kinds of mark: time in seconds, distance or height in metres, points as an integer. */
export const markKinds = ['time', 'distance', 'points'] as const;
export type MarkKind = (typeof markKinds)[number];

/**
 * How finely a time is recorded: track races to the hundredth, hand-timed races to the tenth,
 * races partly or entirely outside the stadium to the whole second (WA TR 19.24).
 */
export const timePrecisions = ['hundredth', 'tenth', 'second'] as const;
export type TimePrecision = (typeof timePrecisions)[number];

/** A parsed mark: the value in seconds, metres or points, and whether it was hand-timed. */
export interface Mark {
  value: number;
  handTimed: boolean;
}

// Stored values are floating point (10.23 is really 10.2299999…); reading them to the micro-unit
// first keeps the competition roundings below from tipping over a hundredth or a centimetre.
const MICRO = 1_000_000;
const micro = (value: number): number => Math.round(value * MICRO);

/** Whole hundredths of a second, rounded up as the rules require for fully automatic times (10.395 → 1040). */
export function hundredthsUp(seconds: number): number {
  return Math.ceil(micro(seconds) / 10_000);
}

/** Whole tenths of a second, rounded up as the rules require for hand times (10.31 → 104). */
export function tenthsUp(seconds: number): number {
  return Math.ceil(micro(seconds) / 100_000);
}

/** Whole seconds, rounded up as the rules require for road races (2:09:44.01 → 7785). */
export function secondsUp(seconds: number): number {
  return Math.ceil(micro(seconds) / MICRO);
}

/** Whole centimetres, rounded down as the rules require for field events (7.769 → 776). */
export function centimetresDown(metres: number): number {
  return Math.floor(micro(metres) / 10_000);
}

/** The official value of a time: rounded up to the precision the rules require. */
export function roundTime(seconds: number, precision: TimePrecision = 'hundredth'): number {
  if (precision === 'tenth') return tenthsUp(seconds) / 10;
  if (precision === 'second') return secondsUp(seconds);
  return hundredthsUp(seconds) / 100;
}

/** The official value of a distance or height: rounded down to the centimetre. */
export function roundDistance(metres: number): number {
  return centimetresDown(metres) / 100;
}

// ---------------------------------------------------------------------------------------------
// Formatting

/** What a foul (`x`) and a zero mark look like on every list (statistics spec §5: 'x' becomes 0.0). */
export const FOUL_DISPLAY = '0.0';

const pad2 = (n: number): string => String(n).padStart(2, '0');

function formatTime(seconds: number, precision: TimePrecision): string {
  const perSecond = precision === 'hundredth' ? 100 : precision === 'tenth' ? 10 : 1;
  const units = precision === 'hundredth' ? hundredthsUp(seconds) : precision === 'tenth' ? tenthsUp(seconds) : secondsUp(seconds);
  const whole = Math.floor(units / perSecond);
  const fraction = units % perSecond;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const clock = h > 0 ? `${h}:${pad2(m)}:${pad2(s)}` : m > 0 ? `${m}:${pad2(s)}` : String(s);
  if (precision === 'hundredth') return `${clock}.${pad2(fraction)}`;
  if (precision === 'tenth') return `${clock}.${fraction}`;
  return clock;
}

function formatHundredthsDown(value: number): string {
  const units = centimetresDown(value);
  return `${Math.floor(units / 100)}.${pad2(units % 100)}`;
}

/**
 * Display text of a mark: times as `h:mm:ss.cc` / `m:ss.cc` / `ss.cc` (hand times to the tenth with
 * a trailing `*`), distances with two decimals, points as the whole number they are (`9126`), a
 * foul as `0.0`.
 */
export function formatMark(
  value: number,
  kind: MarkKind,
  opts: { handTimed?: boolean; precision?: TimePrecision } = {},
): string {
  if (!Number.isFinite(value) || value < 0) return '';
  if (value === 0) return FOUL_DISPLAY;
  if (kind === 'time') {
    const precision = opts.precision === 'second' ? 'second' : opts.handTimed ? 'tenth' : (opts.precision ?? 'hundredth');
    return formatTime(value, precision) + (opts.handTimed ? '*' : '');
  }
  if (kind === 'points') return String(Math.floor(value));
  return formatHundredthsDown(value);
}

// ---------------------------------------------------------------------------------------------
// Parsing

/** The outcome of reading one interpretation of typed text; `decimals` counts the typed fraction digits. */
export type ReadResult =
  | { ok: true; units: number; decimals: number; significantDecimals: number }
  | { ok: false; reason: 'invalid' | 'tooManyDecimals' };

const INVALID = { ok: false, reason: 'invalid' } as const;
const TOO_MANY_DECIMALS = { ok: false, reason: 'tooManyDecimals' } as const;

function significantDigits(fraction: string): number {
  return fraction.replace(/0+$/, '').length;
}

/**
 * Reads a time such as `10,23`, `3:53.17`, `1.52,33` or `2:09:44` into hundredths of a second.
 * Unit separators are colons (or points when the decimal separator is a comma, as in German lists).
 */
export function readTime(body: string): ReadResult {
  if (!/^\d+(?:[:.,]\d+)*$/.test(body)) return INVALID;
  const separators = body.match(/[:.,]/g) ?? [];
  const groups = body.split(/[:.,]/);
  const last = separators[separators.length - 1];
  let fraction = '';
  if (last === '.' || last === ',') {
    fraction = groups.pop() as string;
    separators.pop();
    const unitSeparatorOk = (s: string) => s === ':' || (last === ',' && s === '.');
    if (!separators.every(unitSeparatorOk)) return INVALID;
  }
  if (groups.length > 3) return INVALID;
  for (let i = 1; i < groups.length; i++) {
    if (groups[i].length !== 2 || Number(groups[i]) >= 60) return INVALID;
  }
  if (groups[0].length > 6) return INVALID;
  const wholeSeconds = groups.reduce((acc, g) => acc * 60 + Number(g), 0);
  const significant = significantDigits(fraction);
  if (significant > 2) return TOO_MANY_DECIMALS;
  const hundredths = fraction === '' ? 0 : Number(fraction.slice(0, 2).padEnd(2, '0'));
  return { ok: true, units: wholeSeconds * 100 + hundredths, decimals: fraction.length, significantDecimals: significant };
}

/** Reads a distance such as `7,76` or `7.76` into centimetres. */
export function readDistance(body: string): ReadResult {
  const match = /^(\d{1,4})(?:[.,](\d+))?$/.exec(body);
  if (!match) return INVALID;
  const fraction = match[2] ?? '';
  const significant = significantDigits(fraction);
  if (significant > 2) return TOO_MANY_DECIMALS;
  const cm = Number(match[1]) * 100 + (fraction === '' ? 0 : Number(fraction.slice(0, 2).padEnd(2, '0')));
  return { ok: true, units: cm, decimals: fraction.length, significantDecimals: significant };
}

/** Reads points such as `8126`, `8.126` (German thousands point) or `8126,00` into whole points. */
export function readPoints(body: string): ReadResult {
  if (/^\d{1,3}(?:\.\d{3})+$/.test(body)) {
    return { ok: true, units: Number(body.replace(/\./g, '')), decimals: 0, significantDecimals: 0 };
  }
  const match = /^(\d{1,6})(?:[.,](\d+))?$/.exec(body);
  if (!match) return INVALID;
  if (significantDigits(match[2] ?? '') > 0) return TOO_MANY_DECIMALS;
  return { ok: true, units: Number(match[1]), decimals: (match[2] ?? '').length, significantDecimals: 0 };
}

/** Splits typed text into its body and the hand-time star; blanks around either are ignored. */
export function splitHandTime(text: string): { body: string; handTimed: boolean } {
  const trimmed = text.trim();
  if (trimmed.endsWith('*')) return { body: trimmed.slice(0, -1).trim(), handTimed: true };
  return { body: trimmed, handTimed: false };
}

/** True for the foul sign `x` (any case), which the lists keep as the value 0. */
export function isFoul(body: string): boolean {
  return body === 'x' || body === 'X';
}

/** Converts read units (hundredths, centimetres or points) to the stored value. */
export function unitsToValue(units: number, kind: MarkKind): number {
  return kind === 'points' ? units : units / 100;
}

/**
 * Reads what people type for a mark of the given kind, without knowing the event: German decimal
 * comma or point, colons, a trailing `*` for hand times (times only), `x` for a foul (value 0).
 * Returns null for anything else, including more decimals than the kind records.
 */
export function parseMark(text: string, kind: MarkKind): Mark | null {
  const { body, handTimed } = splitHandTime(text);
  if (isFoul(body)) return handTimed ? null : { value: 0, handTimed: false };
  if (handTimed && kind !== 'time') return null;
  const read = kind === 'time' ? readTime(body) : kind === 'distance' ? readDistance(body) : readPoints(body);
  if (!read.ok) return null;
  if (handTimed && read.significantDecimals > 1) return null;
  return { value: unitsToValue(read.units, kind), handTimed };
}

// ---------------------------------------------------------------------------------------------
// Units of the competition-approval area

/** Course length as the approval area stores it (metres × 1000) to metres. */
export function courseLengthToMetres(stored: number): number {
  return stored / 1000;
}

/** Metres to the stored course length (metres × 1000, an integer so that 21.0975 km stays exact). */
export function metresToCourseLength(metres: number): number {
  return Math.round(metres * 1000);
}

/** Duration of a time-run event as stored (milliseconds) to seconds. */
export function millisecondsToSeconds(ms: number): number {
  return ms / 1000;
}

/** Seconds to the stored duration of a time-run event (whole milliseconds). */
export function secondsToMilliseconds(seconds: number): number {
  return Math.round(seconds * 1000);
}

/** Reads the `hh:mm` a time-run event's duration is typed as (approval spec §5) into milliseconds. */
export function parseDuration(text: string): number | null {
  const match = /^(\d{1,3}):([0-5]\d)$/.exec(text.trim());
  if (!match) return null;
  return (Number(match[1]) * 60 + Number(match[2])) * 60_000;
}

/** Formats a stored duration (milliseconds) as `hh:mm`, the form the approval screens type it in. */
export function formatDuration(ms: number): string {
  const minutes = Math.round(ms / 60_000);
  return `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}`;
}
