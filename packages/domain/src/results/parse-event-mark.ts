import type { LanguageCode } from '../platform/roles';
import { eventDisplayName } from '../reference/display-names';
import { eventByCode } from '../reference/events';
import {
  formatMark,
  isFoul,
  type Mark,
  type MarkKind,
  type ReadResult,
  readDistance,
  readPoints,
  readTime,
  splitHandTime,
  type TimePrecision,
  unitsToValue,
} from './marks';

/**
 * Why typed text is not a mark for the event. Each code is also the key of its message under
 * `validation.` in the catalogues, so the screens and the 422 answers translate it the same way.
 */
export const markErrorCodes = [
  'markEmpty',
  'markInvalid',
  'markTooManyDecimals',
  'markTooFast',
  'markTooSlow',
  'markTooLow',
  'markTooHigh',
  'markHandTimeNotAllowed',
  'markZero',
] as const;
export type MarkErrorCode = (typeof markErrorCodes)[number];

/** What the event-aware parse needs to know of an event; every entry of `events` satisfies it. */
export interface MarkRules {
  measurement: MarkKind;
  /** Plausible range in seconds, metres or points; outside it the input is a typing slip or wrong. */
  limits: { min: number; max: number };
  handTimeAllowed: boolean;
  /** Road races are recorded to the whole second, so typed hundredths there are rejected. */
  timePrecision?: TimePrecision | null;
}

/** The event-aware parse result: the mark, or the catalogue key of the reason it was refused. */
export type EventMarkResult = ({ ok: true } & Mark) | { ok: false; reason: MarkErrorCode };

function read(body: string, kind: MarkKind): ReadResult {
  return kind === 'time' ? readTime(body) : kind === 'distance' ? readDistance(body) : readPoints(body);
}

/**
 * Other readings of the same keystrokes that people commonly mean: `2.33` for an 800 m is 2:33,
 * `52:03` for a 400 m is 52.03, `3.53.17` is 3:53.17, and a jump typed in centimetres (`725`) is 7.25 m.
 * They are tried only when the plain reading is implausible for the event.
 */
function alternatives(body: string, kind: MarkKind): string[] {
  if (kind === 'time') {
    const out: string[] = [];
    const decimalAsColon = body.replace(/[.,](\d{2})$/, ':$1');
    if (decimalAsColon !== body) out.push(decimalAsColon);
    if (!/[.,]/.test(body) && body.includes(':')) out.push(body.replace(/:(\d+)$/, '.$1'));
    const separators = body.match(/[.,]/g) ?? [];
    if (separators.length > 1) {
      let seen = 0;
      out.push(body.replace(/[.,]/g, (s) => (++seen < separators.length ? ':' : s)));
    }
    return out;
  }
  if (kind === 'distance' && /^\d{3,4}$/.test(body)) return [`${body.slice(0, -2)},${body.slice(-2)}`];
  return [];
}

function allowedDecimals(kind: MarkKind, handTimed: boolean, precision: TimePrecision | null | undefined): number {
  if (kind === 'points') return 0;
  if (kind === 'distance') return 2;
  if (precision === 'second') return 0;
  return handTimed ? 1 : 2;
}

/**
 * Reads typed text as a mark of a given event and explains a refusal with a catalogue key:
 * implausible values (a 100 m in 8.5 s, a 25 m high jump), more decimals than the event records,
 * a hand-time star where hand timing does not apply. Common slips are corrected (see `alternatives`).
 */
export function parseEventMark(text: string, rules: MarkRules): EventMarkResult {
  const { body, handTimed } = splitHandTime(text);
  const kind = rules.measurement;
  if (body === '') return { ok: false, reason: 'markEmpty' };
  if (handTimed && (kind !== 'time' || !rules.handTimeAllowed)) return { ok: false, reason: 'markHandTimeNotAllowed' };
  if (isFoul(body)) return handTimed ? { ok: false, reason: 'markInvalid' } : { ok: true, value: 0, handTimed: false };

  const maxDecimals = allowedDecimals(kind, handTimed, rules.timePrecision);
  const { min, max } = rules.limits;
  const candidates = [body, ...alternatives(body, kind)];
  const reasons: MarkErrorCode[] = [];

  for (const candidate of candidates) {
    const result = read(candidate, kind);
    let reason: MarkErrorCode | null = null;
    let value = 0;
    if (!result.ok) reason = result.reason === 'tooManyDecimals' ? 'markTooManyDecimals' : 'markInvalid';
    else if (result.significantDecimals > maxDecimals) reason = 'markTooManyDecimals';
    else {
      value = unitsToValue(result.units, kind);
      // A typed zero is the same as a foul; the lists keep it as 0.0.
      if (value === 0) return { ok: true, value: 0, handTimed: false };
      if (value < min) reason = kind === 'time' ? 'markTooFast' : 'markTooLow';
      else if (value > max) reason = kind === 'time' ? 'markTooSlow' : 'markTooHigh';
    }
    if (reason === null) return { ok: true, value, handTimed };
    reasons.push(reason);
    if (reason === 'markTooManyDecimals' && candidate === body) break;
  }
  // A slip reading only rescues a plausible value; a refusal reports the plain reading, unless that
  // was unreadable and a slip reading says more (`3.53.175` has too many decimals, not a bad form).
  const [plain, ...others] = reasons;
  const reason = plain === 'markInvalid' ? (others.find((r) => r !== 'markInvalid') ?? plain) : plain;
  return { ok: false, reason: reason ?? 'markInvalid' };
}

/** The reasons that name the event's plausible range in their message (`markMessage`). */
const rangeReasons: readonly MarkErrorCode[] = ['markTooFast', 'markTooSlow', 'markTooLow', 'markTooHigh'];

/**
 * Marks of an event the reference data does not know (added later in the database): up to a
 * million seconds, metres or points, which keeps every stored unit and sort key an integer.
 */
export const UNKNOWN_EVENT_LIMITS = { min: 0, max: 1_000_000 } as const;

/** What the rules of an event need to know of it: its code and how it is measured (as the database and the forms hold it). */
export interface MarkEvent {
  code: string;
  measurement: MarkKind;
  handTimeAllowed: boolean;
}

/** The parse rules of an event: the reference data's plausible range and precision, generous limits for an event it does not know. */
export function markRulesOf(event: MarkEvent): MarkRules & { code: string } {
  const reference = eventByCode(event.code);
  return {
    code: event.code,
    measurement: event.measurement,
    limits: reference?.limits ?? UNKNOWN_EVENT_LIMITS,
    handTimeAllowed: event.handTimeAllowed,
    timePrecision: reference?.timePrecision ?? null,
  };
}

/**
 * Reads the mark of a performance, a record or a manual list's entry: as `parseEventMark`, but a
 * foul (`x`) or a zero is refused (`markZero`), because it is no mark to list. Only the sub-results
 * of a combined event may be one (it scores no points), and they use `parseEventMark`.
 */
export function parseListedMark(text: string, rules: MarkRules): EventMarkResult {
  const parsed = parseEventMark(text, rules);
  return parsed.ok && parsed.value === 0 ? { ok: false, reason: 'markZero' } : parsed;
}

/** A message of the catalogue under `validation.` with its parameters, ready to translate. */
export interface MarkMessage {
  key: MarkErrorCode;
  params: Record<string, string>;
}

const decimalComma: Record<LanguageCode, boolean> = { de: true, en: false, nl: true };
const pointsUnit: Record<LanguageCode, string> = { de: 'Punkte', en: 'points', nl: 'punten' };

/** A limit as the reader's language writes it, with its unit: `9,39` s, `1:40,91` min, `2,49` m, `9.308` Punkte. */
function limitText(value: number, rules: MarkRules, culture: LanguageCode): { text: string; unit: string } {
  const comma = decimalComma[culture];
  if (rules.measurement === 'points') {
    const text = String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, comma ? '.' : ',');
    return { text, unit: pointsUnit[culture] };
  }
  // Times under 100 s read best in seconds (`60,00 s`, not `1:00,00 min`).
  const seconds = rules.measurement === 'time' && value < 100;
  const printed =
    value === 0
      ? '0'
      : seconds
        ? value.toFixed(rules.timePrecision === 'second' ? 0 : 2)
        : formatMark(value, rules.measurement, { precision: rules.timePrecision ?? undefined });
  const text = comma ? printed.replace('.', ',') : printed;
  if (rules.measurement === 'distance') return { text, unit: 'm' };
  const colons = (printed.match(/:/g) ?? []).length;
  return { text, unit: colons === 0 ? 's' : colons === 1 ? 'min' : 'h' };
}

/**
 * The message of a refused mark in the reader's language: the catalogue key (the reason) and, for
 * a mark outside the plausible range, the event's name and the range's ends (`Für 100 m muss die
 * Zeit zwischen 9,39 und 60,00 s liegen`). The server's 422 and the forms show the same text.
 */
export function markMessage(reason: MarkErrorCode, rules: MarkRules & { code: string }, culture: LanguageCode): MarkMessage {
  if (!rangeReasons.includes(reason)) return { key: reason, params: {} };
  const min = limitText(rules.limits.min, rules, culture);
  const max = limitText(rules.limits.max, rules, culture);
  return {
    key: reason,
    params: {
      event: eventDisplayName(rules.code, culture),
      // One unit after the upper end when both ends share it (`9,39 und 60,00 s`), else each its own.
      min: min.unit === max.unit ? min.text : `${min.text} ${min.unit}`,
      max: `${max.text} ${max.unit}`,
    },
  };
}
