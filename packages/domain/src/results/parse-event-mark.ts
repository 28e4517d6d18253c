import {
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
