import { describe, expect, it } from 'vitest';
import { attendeesFileName, downloadDisposition, formatMoment } from './attendees-workbook';

describe('the attendee file', () => {
  it('is named after the event and its day, without characters file systems refuse', () => {
    expect(attendeesFileName({ name: 'Sportfest 1/2: "Sprint"', eventDate: '2030-07-04' }, 'de')).toBe('Teilnehmer Sportfest 1 2 Sprint 2030-07-04.xlsx');
    expect(attendeesFileName({ name: 'Meeting', eventDate: '2030-07-04' }, 'nl')).toBe('Deelnemers Meeting 2030-07-04.xlsx');
  });

  it('downloads with an ASCII name for old clients and the exact one for the others', () => {
    expect(downloadDisposition('Teilnehmer Läufertag.xlsx')).toBe(`attachment; filename="Teilnehmer Laufertag.xlsx"; filename*=UTF-8''Teilnehmer%20L%C3%A4ufertag.xlsx`);
  });

  it('writes the moment of a sign-up as DD.MM.YYYY HH:mm', () => {
    expect(formatMoment(new Date(2030, 6, 4, 9, 5))).toBe('04.07.2030 09:05');
  });
});
