/** Calendar arithmetic on the plain dates and local date-times the area uses (no time zones: an event starts at its local time). */

const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;
const dateTime = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?$/;

function validDay(y: number, m: number, d: number): boolean {
  const t = new Date(Date.UTC(y, m - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

/** `YYYY-MM-DD` when the text is a real calendar day (a date-time gives its day), else null. */
export function parseDay(text: string): string | null {
  const m = dateOnly.exec(text) ?? dateTime.exec(text);
  if (!m) return null;
  return validDay(+m[1], +m[2], +m[3]) ? `${m[1]}-${m[2]}-${m[3]}` : null;
}

/** A 24-hour `hh:mm`. */
export const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;

/** `YYYY-MM-DDTHH:mm` of a local date-time text (seconds and zones are dropped), or null when it is no real moment. */
export function parseLocalDateTime(text: string): string | null {
  const m = dateTime.exec(text);
  if (!m || !validDay(+m[1], +m[2], +m[3])) return null;
  if (!timePattern.test(`${m[4]}:${m[5]}`)) return null;
  return `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}`;
}

const dayNumber = (day: string) => Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** Whole days from `a` to `b` (both `YYYY-MM-DD`). */
export const daysBetween = (a: string, b: string) => dayNumber(b) - dayNumber(a);

/** `YYYY-MM-DD` of a moment in local time of the runtime (the server sets `TZ` to the federation's zone at its start). */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** `DD.MM.YYYY` of a `YYYY-MM-DD…` text, as every screen and PDF of the area shows dates. */
export function formatDay(text: string | null | undefined): string {
  if (!text) return '';
  const day = parseDay(text);
  return day ? `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}` : '';
}

/** Why a start day is refused (spec §5), or null: it must lie after 2010-02-01 and less than 2000 days after `today`. */
export function startDayProblem(startDay: string, today: string, earliest: string, maxDaysAhead: number): 'errorStartDateInvalid' | null {
  if (daysBetween(earliest, startDay) <= 0) return 'errorStartDateInvalid';
  if (daysBetween(today, startDay) >= maxDaysAhead) return 'errorStartDateInvalid';
  return null;
}
