import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { escapeText, eventDuration, foldLine, renderCalendar, type CalendarEvent } from './ical';

const item = (over: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 7,
  name: 'Odenwald-Halbmarathon; mit Staffel, für alle',
  startDate: '2027-05-02T09:30',
  endDate: '2027-05-02',
  town: 'Michelstadt',
  region: 'Hessen',
  distances: [{ name: 'Halbmarathon', courseLength: 21_097_500, measurement: 'm' }],
  organizer: 'TV Michelstadt',
  website: 'https://tv.example',
  entryLink: null,
  latitude: 49.67,
  longitude: 9.0,
  kind: 1,
  ...over,
});
const options = { origin: 'https://portal.example', host: 'portal.example', now: new Date('2026-11-25T10:00:00Z'), name: 'Laufkalender', language: 'de' as const };
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('iCalendar', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
    const folded = foldLine(`DESCRIPTION:${'ü'.repeat(80)}`);
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ü'.repeat(80)}`);
  });

  it('writes a timed event in Berlin time with CRLF line ends and the Berlin time zone', () => {
    const ics = renderCalendar([item()], options);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => !l.includes('\n'))).toBe(true);
    const text = unfold(ics);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20270502T093000\r\nDURATION:PT3H');
    expect(text).toContain('DTSTAMP:20261125T100000Z');
    expect(text).toContain('UID:competition-approval-7@portal.example');
    expect(text).toContain('SUMMARY:Odenwald-Halbmarathon\\; mit Staffel\\, für alle');
    expect(text).toContain('Veranstalter: TV Michelstadt\\nStrecken: Halbmarathon (21\\,098 km)\\nhttps://tv.example');
    expect(text).toContain('URL:https://portal.example/calendar?id=7');
    expect(text).toContain('GEO:49.67;9');
  });

  it('writes a run over several days as an all-day event up to and including its last day', () => {
    const text = unfold(renderCalendar([item({ endDate: '2027-05-03', latitude: null, longitude: null })], { ...options, language: 'en' }));
    expect(text).toContain('DTSTART;VALUE=DATE:20270502');
    expect(text).toContain('DTEND;VALUE=DATE:20270504');
    expect(text).toContain('Organiser: TV Michelstadt');
    expect(text).not.toContain('GEO:');
  });

  it('gives a single-day run the length of its course and kind', () => {
    const km = (n: number) => [{ name: '', courseLength: n * 1_000_000, measurement: 'm' as const }];
    expect(eventDuration({ kind: 1, distances: km(10) })).toBe('PT3H');
    expect(eventDuration({ kind: 0, distances: [] })).toBe('PT3H');
    expect(eventDuration({ kind: 2, distances: km(8) })).toBe('PT4H');
    expect(eventDuration({ kind: 4, distances: km(20) })).toBe('PT4H');
    expect(eventDuration({ kind: 1, distances: km(21.0975) })).toBe('PT3H');
    expect(eventDuration({ kind: 1, distances: [...km(10), ...km(42.195)] })).toBe('PT6H');
    expect(eventDuration({ kind: 3, distances: km(71) })).toBe('PT12H');
    // A 24-hour run: its course length is the time in milliseconds.
    expect(eventDuration({ kind: 5, distances: [{ name: '24 h', courseLength: 24 * 3_600_000, measurement: 'h' }] })).toBe('PT24H');
    expect(eventDuration({ kind: 1, distances: [{ name: '1 h', courseLength: 3_600_000, measurement: 'h' }] })).toBe('PT3H');
  });

  it('gives every event an end or a duration, as a calendar program reads the feed', () => {
    const ics = renderCalendar(
      [
        item(),
        item({ id: 8, kind: 2, distances: [] }),
        item({ id: 9, startDate: '2027-10-30T10:00', endDate: '2027-10-30', distances: [{ name: '24-Stunden-Lauf', courseLength: 86_400_000, measurement: 'h' }] }),
        item({ id: 10, endDate: '2027-05-03' }),
      ],
      options,
    );
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events).toHaveLength(4);
    for (const event of events) {
      expect(event.component.hasProperty('dtend') || event.component.hasProperty('duration'), event.uid).toBe(true);
      expect(event.endDate.compare(event.startDate), event.uid).toBe(1);
    }
    const [halfMarathon, crossCountry, timeRun, twoDays] = events;
    expect(halfMarathon.duration.toString()).toBe('PT3H');
    expect(halfMarathon.startDate.toString()).toBe('2027-05-02T09:30:00');
    expect(halfMarathon.startDate.zone.tzid).toBe('Europe/Berlin');
    expect(crossCountry.duration.toString()).toBe('PT4H');
    expect(timeRun.duration.toString()).toBe('PT24H');
    expect(twoDays.startDate.isDate).toBe(true);
    expect(twoDays.endDate.toString()).toBe('2027-05-04');
  });
});
