import { Environment, type EnvironmentValue } from '../seasons/environment';

/** The legal tailwind for records and wind-limited lists, in m/s: up to and including +2.0 counts (WA record and list rules). */
export const WIND_LIMIT = 2.0;

/**
 * A wind reading in whole tenths of m/s. The rules round readings up in the positive direction
 * (WA Technical Rules on wind measurement: +2.03 is recorded as +2.1,
 * −2.03 as −2.0), so a gust of +2.01 already makes a mark
 * wind-assisted.
 */
export function windTenths(metresPerSecond: number): number {
  const tenths = Math.ceil(Math.round(metresPerSecond * 1_000_000) / 100_000);
  return tenths === 0 ? 0 : tenths; // no −0
}

/** Display text of a wind reading: one decimal and always a sign (`+1.8`, `-0.4`, `+0.0`); empty when not measured. */
export function formatWind(metresPerSecond: number | null): string {
  if (metresPerSecond === null || !Number.isFinite(metresPerSecond)) return '';
  const tenths = windTenths(metresPerSecond);
  const abs = Math.abs(tenths);
  return `${tenths < 0 ? '-' : '+'}${Math.floor(abs / 10)}.${abs % 10}`;
}

/** Reads a typed wind reading (`+1,8`, `-0.4`, `1.8`, `0`) in m/s; null when it is not one (one decimal at most). */
export function parseWind(text: string): number | null {
  const match = /^([+\-−±]?)\s*(\d{1,2})(?:[.,](\d))?$/.exec(text.trim());
  if (!match) return null;
  const tenths = Number(match[2]) * 10 + Number(match[3] ?? 0);
  const negative = match[1] === '-' || match[1] === '−';
  return negative && tenths !== 0 ? -tenths / 10 : tenths / 10;
}

/**
 * The largest wind reading taken, in m/s either way: gauges show two digits, and a real reading
 * beyond it stops the competition (a storm), so a larger number is a typing slip.
 */
export const WIND_READING_LIMIT = 9.9;

/** True when the reading is one a gauge can show: within ±9.9 m/s after the rules' rounding. */
export function isWindReadingPlausible(metresPerSecond: number): boolean {
  return Number.isFinite(metresPerSecond) && Math.abs(windTenths(metresPerSecond)) <= Math.round(WIND_READING_LIMIT * 10);
}

/** True when the reading is within the legal limit of +2.0 m/s after the rules' rounding. */
export function isWindLegal(metresPerSecond: number): boolean {
  return windTenths(metresPerSecond) <= WIND_LIMIT * 10;
}

/**
 * True when the event needs a wind reading where it was held: sprints up to 200 m, hurdles up to
 * 110 m, long and triple jump (and those sub-events of combined events), outdoors only.
 */
export function windRequiredFor(event: { windRequired: boolean }, environment: EnvironmentValue): boolean {
  return event.windRequired && environment !== Environment.indoor;
}

/**
 * Whether a mark counts for a wind-limited list. Where wind is required, a mark without a reading
 * does not count (the DLV lists only take marks whose wind was measured and recorded), nor does
 * one above +2.0 m/s. Where no wind is required, every mark counts.
 */
export function countsForWindLimitedList(wind: number | null, windRequired: boolean): boolean {
  if (!windRequired) return true;
  return wind !== null && isWindLegal(wind);
}
