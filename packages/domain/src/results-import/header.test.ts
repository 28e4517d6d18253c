import { describe, expect, it } from 'vitest';
import { findHeaderRow, HEADER_SEARCH_ROWS, recogniseHeader, requiredResultColumns } from './header';

describe('recogniseHeader', () => {
  it('recognises German headings in any order and case, trimmed', () => {
    const header = recogniseHeader([' leistung ', 'NACHNAME', 'Vorname', 'Jg.', 'Geschlecht', 'Verein', 'Disziplin', 'AK', 'Wind', 'Platz', 'Datum', 'Runde', 'Startpass', 'Nation']);
    expect(header).toEqual({
      ok: true,
      columns: { mark: 0, lastName: 1, firstName: 2, yearOfBirth: 3, gender: 4, club: 5, event: 6, class: 7, wind: 8, place: 9, date: 10, round: 11, athleteCode: 12, nation: 13 },
    });
  });

  it('recognises English headings', () => {
    const header = recogniseHeader(['Place', 'Last name', 'First name', 'Year of birth', 'Gender', 'Club', 'Nation', 'Event', 'Class', 'Mark', 'Wind', 'Date', 'Round', 'Athlete code']);
    expect(header.ok).toBe(true);
    expect(header.columns).toMatchObject({ place: 0, lastName: 1, yearOfBirth: 3, event: 7, mark: 9, athleteCode: 13 });
  });

  it('takes Name for the last name and Jahrgang for the year of birth', () => {
    expect(recogniseHeader(['Name', 'Vorname', 'Jahrgang', 'Geschlecht', 'Disziplin', 'Leistung']).ok).toBe(true);
  });

  it('names the required columns that are missing and ignores unknown ones', () => {
    expect(recogniseHeader(['Name', 'Leistung', 'Bemerkung'])).toEqual({
      ok: false,
      missing: ['firstName', 'yearOfBirth', 'gender', 'event'],
      columns: { lastName: 0, mark: 1 },
    });
    expect(requiredResultColumns).toEqual(['lastName', 'firstName', 'yearOfBirth', 'gender', 'event', 'mark']);
  });

  it('keeps the first of two cells with the same heading', () => {
    expect(recogniseHeader(['Nachname', 'Vorname', 'Jg', 'Geschlecht', 'Disziplin', 'Leistung', 'Leistung']).columns.mark).toBe(5);
  });
});

describe('findHeaderRow', () => {
  const header = ['Nachname', 'Vorname', 'Jg', 'Geschlecht', 'Disziplin', 'Leistung'];

  it('skips a title and blank rows above the table', () => {
    const found = findHeaderRow([['Kreismeisterschaften 2026'], ['14.06.2026', 'Weißenfels'], [''], header, ['Müller', 'Hans', '2000', 'M', '100m', '10,52']]);
    expect(found.index).toBe(3);
    expect(found.header.ok).toBe(true);
  });

  it('looks only at the first rows', () => {
    const rows = [...Array.from({ length: HEADER_SEARCH_ROWS }, () => ['Titel']), header];
    expect(findHeaderRow(rows).header.ok).toBe(false);
    expect(findHeaderRow(rows.slice(1)).index).toBe(HEADER_SEARCH_ROWS - 1);
  });

  it('without a full header names what the closest row lacks', () => {
    const found = findHeaderRow([['Titel'], ['Nachname', 'Vorname', 'Jg', 'Disziplin', 'Leistung']]);
    expect(found).toMatchObject({ index: 1, header: { ok: false, missing: ['gender'] } });
    expect(findHeaderRow([])).toMatchObject({ index: -1, header: { ok: false, missing: requiredResultColumns } });
  });
});
