import { formatDay, parseLocalDateTime } from '@portal/domain';

/** `DD.MM.YYYY HH:mm` of an event's local start (`YYYY-MM-DDTHH:mm`); read as text, so no time zone can shift it. */
export function formatStart(startDate: string): string {
  const local = parseLocalDateTime(startDate);
  return local ? `${formatDay(local)} ${local.slice(11, 16)}` : formatDay(startDate);
}

/** `DD.MM.YYYY`, or `DD.MM.YYYY – DD.MM.YYYY` for an event over several days. */
export function formatSpan(startDate: string, endDate: string | null): string {
  const first = formatDay(startDate);
  const last = formatDay(endDate);
  return last && last !== first ? `${first} – ${last}` : first;
}

/**
 * A course length as stored (spec §3: metres × 1000, or milliseconds for time runs) for reading:
 * `21,0975 km` or `6:30 h`, numbers in the interface language.
 */
export function formatCourseLength(courseLength: number, measurement: 'm' | 'h', language: string): string {
  if (measurement === 'h') {
    const minutes = Math.round(courseLength / 60_000);
    return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`;
  }
  return `${(courseLength / 1_000_000).toLocaleString(language, { maximumFractionDigits: 4 })} km`;
}

/**
 * Whether an event's local start lies before `now` (the list rows carry no `startPassed`): the
 * server decides the finisher link, this only explains why it is missing.
 */
export function startHasPassed(startDate: string, now: Date): boolean {
  const local = parseLocalDateTime(startDate);
  if (!local) return false;
  const [day, time] = local.split('T');
  const [y, m, d] = day.split('-').map(Number);
  const [h, min] = time.split(':').map(Number);
  return new Date(y, m - 1, d, h, min).getTime() < now.getTime();
}
