import { describe, expect, it } from 'vitest';
import type { PublicCalendarItem } from '@portal/domain';
import { escapeText, foldLine, renderCalendar } from './ical';

const item = (over: Partial<PublicCalendarItem> = {}): PublicCalendarItem => ({
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
    expect(text).toContain('DTSTART;TZID=Europe/Berlin:20270502T093000');
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
});
