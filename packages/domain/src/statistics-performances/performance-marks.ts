import { centimetresDown, formatMark, hundredthsUp, markKinds, type MarkKind } from '../results/marks';
import { eventByCode } from '../reference/events';
import { Environment } from '../seasons/environment';
import { seasonYear } from '../seasons/seasons';

/**
 * A mark in the whole units the statistics tables store: hundredths of a second (times are rounded
 * up, as the rules require), centimetres (rounded down) or points.
 */
export function markToUnits(value: number, kind: MarkKind): number {
  if (kind === 'time') return hundredthsUp(value);
  if (kind === 'distance') return centimetresDown(value);
  return Math.round(value);
}

/** The stored units back to seconds, metres or points. */
export function unitsToMark(units: number, kind: MarkKind): number {
  return kind === 'points' ? units : units / 100;
}

/** The kind of mark an event's stored `measurement` names; anything else is read as a time. */
export const markKindOf = (measurement: string): MarkKind => ((markKinds as readonly string[]).includes(measurement) ? (measurement as MarkKind) : 'time');

/**
 * A stored mark as every list writes it: times with `*` for a hand time and road races to the whole
 * second (the event's precision), distances and points with two decimals.
 */
export function formatStoredMark(event: { code: string; measurement: string }, units: number, handTimed: boolean): string {
  const kind = markKindOf(event.measurement);
  return formatMark(unitsToMark(units, kind), kind, { handTimed, precision: eventByCode(event.code)?.timePrecision ?? undefined });
}

/**
 * One integer that orders the marks of an event best first when sorted ascending: times as
 * units × 2 plus 1 for a hand time (so a hand time never ranks above an equal automatic time),
 * distances, heights and points as −units × 2. Null for a foul or a zero mark, which never rank.
 * Stored with every performance so that one index walk answers a best list.
 */
export function rankingSortKey(units: number, kind: MarkKind, handTimed: boolean): number | null {
  if (!(units > 0)) return null;
  if (kind === 'time') return units * 2 + (handTimed ? 1 : 0);
  return -units * 2;
}

/** The season year stored with a performance: indoor marks of November and December count for the next year. */
export function performanceSeasonYear(date: string, environment: number): number {
  return seasonYear(date, environment === Environment.indoor ? 0 : 1);
}
