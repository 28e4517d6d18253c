import { translate, type LanguageCode, type PublicCalendarItem } from '@portal/domain';

/** A run of the calendar with its kind (the application's sub type), which sets how long its day lasts. */
export type CalendarEvent = PublicCalendarItem & { kind: number };

export interface CalendarOptions {
  /** The portal's public origin, for each event's URL. */
  origin: string;
  /** Host name for globally unique UIDs. */
  host: string;
  now: Date;
  name: string;
  language: LanguageCode;
}

/** RFC 5545 text escaping: backslash, semicolon, comma and line breaks. */
export function escapeText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Folds a content line at 75 octets (never inside a UTF-8 sequence), continuation lines start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const compact = (isoLocal: string) => `${isoLocal.slice(0, 10).replace(/-/g, '')}T${isoLocal.slice(11, 16).replace(':', '')}00`;
const compactDate = (isoDate: string) => isoDate.slice(0, 10).replace(/-/g, '');
const utcStamp = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The day after an ISO date (exclusive end of an all-day event). */
function dayAfter(isoDate: string) {
  const d = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Europe/Berlin with the EU rule (last Sunday of March and October), so calendars do not need a tz database. */
const berlinTimezone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function distanceText(d: PublicCalendarItem['distances'][number]) {
  if (d.measurement === 'h') return d.name;
  const km = d.courseLength / 1_000_000;
  return d.name ? `${d.name} (${km.toLocaleString('de-DE', { maximumFractionDigits: 3 })} km)` : `${km} km`;
}

const HOUR = 3_600_000;
/** Hours a race day of each kind lasts from its first start: cross-country, mountain runs and walks run longer programmes. */
const kindHours: Record<number, number> = { 2: 4, 3: 4, 4: 4 };
const RACE_DAY_HOURS = 3;

/**
 * How long a single-day run lasts, as an iCalendar duration: an application has a start time but
 * no end time, so the course decides. A time run lasts its longest run's hours; otherwise the kind's
 * race day (3 hours, 4 for cross-country, mountain runs and walks), at least 6 hours with a course
 * longer than a half marathon and 12 beyond a marathon (the usual cut-off times).
 */
export function eventDuration(event: Pick<CalendarEvent, 'kind' | 'distances'>): string {
  const metres = Math.max(0, ...event.distances.filter((d) => d.measurement === 'm').map((d) => d.courseLength / 1000));
  const timeRun = Math.max(0, ...event.distances.filter((d) => d.measurement === 'h').map((d) => Math.ceil(d.courseLength / HOUR)));
  const course = metres > 42_195 ? 12 : metres > 21_097.5 ? 6 : 0;
  return `PT${Math.max(kindHours[event.kind] ?? RACE_DAY_HOURS, course, timeRun)}H`;
}

/**
 * An iCalendar document of approved runs: a single-day run starts at its start time in Berlin
 * time and lasts `eventDuration`, a run over several days is an all-day event up to and including
 * its last day.
 */
export function renderCalendar(items: readonly CalendarEvent[], options: CalendarOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:-//${options.host}//${options.name}//${options.language.toUpperCase()}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', `X-WR-CALNAME:${escapeText(options.name)}`, 'X-WR-TIMEZONE:Europe/Berlin', ...berlinTimezone];
  for (const item of items) {
    const startDay = item.startDate.slice(0, 10);
    const multiDay = item.endDate.slice(0, 10) > startDay;
    const description = [
      `${translate(options.language, 'calendar.organizer')}: ${item.organizer}`,
      item.distances.length ? `${translate(options.language, 'calendar.distances')}: ${item.distances.map(distanceText).join(', ')}` : '',
      item.website ?? '',
      item.entryLink ?? '',
    ].filter(Boolean);
    lines.push(
      'BEGIN:VEVENT',
      `UID:competition-approval-${item.id}@${options.host}`,
      `DTSTAMP:${utcStamp(options.now)}`,
      ...(multiDay
        ? [`DTSTART;VALUE=DATE:${compactDate(startDay)}`, `DTEND;VALUE=DATE:${compactDate(dayAfter(item.endDate))}`]
        : [`DTSTART;TZID=Europe/Berlin:${compact(item.startDate)}`, `DURATION:${eventDuration(item)}`]),
      `SUMMARY:${escapeText(item.name)}`,
      `LOCATION:${escapeText([item.town, item.region].filter(Boolean).join(', '))}`,
      `DESCRIPTION:${escapeText(description.join('\n'))}`,
      `URL:${options.origin.replace(/\/$/, '')}/calendar?id=${item.id}`,
      ...(item.latitude !== null && item.longitude !== null ? [`GEO:${item.latitude};${item.longitude}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
