import { findHeaderRow, type HeaderResult } from './header';
import { athleteMatchKey } from './names';
import { parseResultRow, type ParsedResultRow, type ResultImportContext } from './result-row';

/** A sheet read: its header (or the columns it lacks), the header's line, and every row below it. */
export interface ParsedResultSheet {
  header: HeaderResult;
  /** 1-based; 0 when no row among the first ones is a header. */
  headerLine: number;
  rows: ParsedResultRow[];
}

/**
 * Reads the rows of a result sheet (from `splitCsv`, a workbook's cells, or `recordsToRows`): finds
 * the header, reads each row below it (`parseResultRow`), and marks a row that repeats an earlier
 * one (same athlete, event, day and round) with a warning. Without a full header no row is read.
 */
export function parseResultSheet(rows: readonly (readonly string[])[], context: ResultImportContext): ParsedResultSheet {
  const { index, header } = findHeaderRow(rows);
  if (!header.ok) return { header, headerLine: index + 1, rows: [] };
  const seen = new Map<string, number>();
  const parsed = rows.slice(index + 1).map((cells, i) => {
    const row = parseResultRow({ line: index + 2 + i, cells }, header.columns, context);
    const { athlete } = row;
    if (row.status !== 'error' && athlete.yearOfBirth !== null && athlete.gender !== null) {
      const key = [athleteMatchKey(athlete.lastName, athlete.firstName, athlete.yearOfBirth, athlete.gender), row.event, row.date, row.round ?? ''].join('|');
      const first = seen.get(key);
      if (first === undefined) seen.set(key, row.line);
      else {
        row.messages.push({ key: 'resultsImport.duplicateRow', params: { line: String(first) }, severity: 'warning' });
        row.status = 'warning';
      }
    }
    return row;
  });
  return { header, headerLine: index + 1, rows: parsed };
}

/**
 * The rows of results posted as JSON objects (meeting software): the keys of every object, in the
 * order first seen, as the header (German or English headings, as in a sheet), and each object's
 * values as text. Numbers keep their point (`10.52`); null and missing values become empty cells.
 */
export function recordsToRows(records: readonly Record<string, unknown>[]): string[][] {
  const keys = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const text = (value: unknown): string => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));
  return [keys, ...records.map((record) => keys.map((key) => text(record[key])))];
}
