import { foldText } from './names';

/** The columns a result sheet may have, by the name the parser gives each (catalogue keys `resultsImport.columns.*`). */
export const resultColumns = [
  'lastName',
  'firstName',
  'yearOfBirth',
  'gender',
  'club',
  'nation',
  'event',
  'class',
  'mark',
  'wind',
  'place',
  'date',
  'round',
  'athleteCode',
] as const;
export type ResultColumn = (typeof resultColumns)[number];

/** The columns without which no row can become a performance of a known athlete. */
export const requiredResultColumns: readonly ResultColumn[] = ['lastName', 'firstName', 'yearOfBirth', 'gender', 'event', 'mark'];

/** Where each recognised column sits in a row (0-based). */
export type ColumnMap = Partial<Record<ResultColumn, number>>;

// Headings in German and English as results software and statisticians write them; compared
// folded (case, accents), without blanks, dots, colons and slashes (`Jg.` = `jg`, `Last name` = `lastname`).
const headings: Record<ResultColumn, string[]> = {
  lastName: ['Nachname', 'Name', 'Familienname', 'Last name', 'Surname', 'Family name'],
  firstName: ['Vorname', 'First name', 'Given name'],
  yearOfBirth: ['Jahrgang', 'Jg', 'JG.', 'Geburtsjahr', 'Year of birth', 'YOB', 'Born'],
  gender: ['Geschlecht', 'Gender', 'Sex', 'm/w'],
  club: ['Verein', 'Club', 'Team', 'Verein/LG'],
  nation: ['Nation', 'Nat', 'Land', 'Nationality', 'Country'],
  event: ['Disziplin', 'Event', 'Wettbewerb', 'Discipline'],
  class: ['Klasse', 'AK', 'Altersklasse', 'Class', 'Age class', 'Category'],
  mark: ['Leistung', 'Ergebnis', 'Mark', 'Result', 'Performance'],
  wind: ['Wind', 'Wind m/s'],
  place: ['Platz', 'Pl', 'Rang', 'Place', 'Rank', 'Position'],
  date: ['Datum', 'Date'],
  round: ['Runde', 'Round'],
  athleteCode: ['Startpass', 'Startpassnummer', 'Startpass-Nr', 'Athlete code', 'Athlete ID'],
};

const headingKey = (text: string): string => foldText(text).replace(/[\s.:/_\-()]+/g, '');

const columnByHeading = new Map<string, ResultColumn>(
  resultColumns.flatMap((column) => headings[column].map((heading) => [headingKey(heading), column] as const)),
);

/** A header row's columns, or the required columns it lacks. */
export type HeaderResult = { ok: true; columns: ColumnMap } | { ok: false; missing: ResultColumn[]; columns: ColumnMap };

/**
 * Recognises a header row: German and English headings in any order and case. The first cell of a
 * heading counts when two cells bear it; cells the parser does not know are ignored.
 */
export function recogniseHeader(cells: readonly string[]): HeaderResult {
  const columns: ColumnMap = {};
  cells.forEach((cell, index) => {
    const column = columnByHeading.get(headingKey(cell));
    if (column !== undefined && columns[column] === undefined) columns[column] = index;
  });
  const missing = requiredResultColumns.filter((column) => columns[column] === undefined);
  return missing.length === 0 ? { ok: true, columns } : { ok: false, missing, columns };
}

/** How many rows above the table a sheet may carry (a meeting's title, date, a blank line). */
export const HEADER_SEARCH_ROWS = 10;

/**
 * Finds the header among the first rows: the first that has every required column, else the row
 * that comes closest (fewest missing), so that the refusal names what is really missing.
 */
export function findHeaderRow(rows: readonly (readonly string[])[]): { index: number; header: HeaderResult } {
  let best: { index: number; header: HeaderResult } = { index: -1, header: recogniseHeader([]) };
  const missingCount = (h: HeaderResult) => (h.ok ? 0 : h.missing.length);
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const header = recogniseHeader(rows[index]);
    if (header.ok) return { index, header };
    if (missingCount(header) < missingCount(best.header)) best = { index, header };
  }
  return best;
}
