import type ExcelJS from 'exceljs';
import { decodeCsv, splitCsv } from '@portal/domain';
import { loadExcelJS } from '../lib/lazy-modules';

/** The rows of an uploaded result file as text cells, or why it is no table to read. */
export type ResultFileRows = { ok: true; rows: string[][] } | { ok: false; reason: 'notATable' };

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => magic.length <= bytes.length && magic.every((b, i) => bytes[i] === b);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
// Files people upload by mistake instead of the sheet: a PDF of the results, a photo or scan, an
// old binary Excel file (.xls, which would need another reader), an empty ZIP, a gzip archive.
const notText: readonly (readonly number[])[] = [
  [0x25, 0x50, 0x44, 0x46], // %PDF
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF8
  [0x49, 0x49, 0x2a, 0x00], // TIFF
  [0x4d, 0x4d, 0x00, 0x2a],
  [0xd0, 0xcf, 0x11, 0xe0], // OLE: .xls, .doc
  [0x50, 0x4b, 0x05, 0x06], // empty ZIP
  [0x1f, 0x8b], // gzip
];

/** How many leading bytes decide whether a file is text. */
const TEXT_SAMPLE = 64 * 1024;

/**
 * Text as a CSV export is: no NUL byte, and next to no control characters (tab, line ends, form
 * feed, vertical tab and the old end-of-file mark aside). A few stray ones are tolerated, since
 * some tools leave one in a cell; a binary file has them everywhere.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  if (bytes.indexOf(0) >= 0) return false;
  const sample = bytes.subarray(0, TEXT_SAMPLE);
  let control = 0;
  for (const b of sample) if ((b < 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0b && b !== 0x0c && b !== 0x0d && b !== 0x1a) || b === 0x7f) control++;
  return control <= sample.length / 100;
}

/** A stray cell far to the right must not make every one of thousands of rows that wide; no result sheet has more columns. */
export const MAX_COLUMNS = 256;

/** Rows of equal width (the widest row's, at most `MAX_COLUMNS`), or null when no row has two columns. */
function table(rows: string[][]): string[][] | null {
  const width = Math.min(MAX_COLUMNS, rows.reduce((max, row) => Math.max(max, row.length), 0));
  if (width < 2) return null;
  return rows.map((row) => (row.length === width ? row : row.length > width ? row.slice(0, width) : [...row, ...Array<string>(width - row.length).fill('')]));
}

/**
 * Reads an uploaded result file into rows of text cells for `parseResultSheet`. The kind is told by
 * the content, since files arrive renamed (`.csv` that is a workbook, `.xlsx` saved as CSV): an
 * XLSX workbook (its first visible worksheet with cells), else CSV text (`decodeCsv`, `splitCsv`).
 * A PDF, an image, an old `.xls`, a ZIP that is no workbook, other binary data, and text without
 * two columns in any row are `notATable`. The file name is kept for the caller's messages only.
 */
export async function readResultFile(bytes: Buffer, _fileName: string): Promise<ResultFileRows> {
  let rows: string[][] | null = null;
  if (startsWith(bytes, ZIP)) rows = await workbookRows(bytes);
  else if (!notText.some((magic) => startsWith(bytes, magic)) && looksLikeText(bytes)) rows = splitCsv(decodeCsv(bytes));
  const cells = rows && table(rows);
  return cells ? { ok: true, rows: cells } : { ok: false, reason: 'notATable' };
}

/** The rows of the workbook's first visible worksheet that has cells; null when the ZIP is no workbook. */
async function workbookRows(bytes: Buffer): Promise<string[][] | null> {
  const workbook = new (await loadExcelJS()).Workbook();
  try {
    // exceljs declares its own `Buffer`, which Node's generic one does not satisfy in type only.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const date1904 = Boolean((workbook.properties as { date1904?: boolean } | undefined)?.date1904);
  for (const sheet of workbook.worksheets) {
    if (sheet.state === 'hidden' || sheet.state === 'veryHidden') continue;
    const rows = sheetRows(sheet, date1904);
    if (rows.length > 0) return rows;
  }
  return null;
}

function sheetRows(sheet: ExcelJS.Worksheet, date1904: boolean): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    let filled = false;
    row.eachCell((cell, column) => {
      if (column > MAX_COLUMNS) return;
      const text = cellText(cell.value, cell.numFmt, date1904);
      if (text === '') return;
      // eachCell skips empty cells: the gap before this one is filled here.
      while (cells.length < column - 1) cells.push('');
      cells[column - 1] = text;
      filled = true;
    });
    if (filled) rows.push(cells);
  });
  return rows;
}

const DAY_MS = 86_400_000;
/** The day before the 1900 date system's day 1, as exceljs counts (JavaScript day 0 is its serial 25569). */
const SERIAL_OF_1970 = 25_569;
/** Days between the 1900 and the 1904 date system. */
const DAYS_1904 = 1_462;

/** Cell text as a person would have typed it (see `readResultFile`). */
export function cellText(value: ExcelJS.CellValue, numFmt: string | undefined, date1904 = false): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (typeof value === 'number') {
    const kind = formatKind(numFmt);
    if (kind === 'duration') return durationText(value, numFmt!);
    if (kind === 'date') return dayText(new Date(Math.round((value - SERIAL_OF_1970 + (date1904 ? DAYS_1904 : 0)) * DAY_MS)));
    return numberText(value) + handTimeStar(numFmt);
  }
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return '';
    // exceljs turns every time-formatted number into a date on its epoch: the duration is the serial.
    if (formatKind(numFmt) === 'duration') return durationText(value.getTime() / DAY_MS + SERIAL_OF_1970 - (date1904 ? DAYS_1904 : 0), numFmt!);
    return dayText(value);
  }
  if ('richText' in value) return value.richText.map((run) => run.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: ExcelJS.CellValue }).result ?? null, numFmt, date1904);
  if ('hyperlink' in value) return cellText((value as { text?: ExcelJS.CellValue }).text ?? null, numFmt, date1904);
  if ('error' in value) return String(value.error);
  return '';
}

/** A number as typed: decimal point, no exponent for marks, without the binary noise of formulas (`0.1 + 0.2`). */
function numberText(value: number): string {
  const rounded = Number(value.toPrecision(15));
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

const dayText = (date: Date) =>
  `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`;

/**
 * The codes of a number format's first section that decide what it shows: quoted text, escaped
 * characters, colours, locales and `General` left out; the elapsed-time codes `[h]`, `[m]`, `[s]` kept.
 */
function formatCodes(numFmt: string): string {
  return numFmt
    .replace(/"[^"]*"/g, '')
    .replace(/\\./g, '')
    .replace(/\[(h+|m+|s+)\]/gi, '$1')
    .replace(/\[[^\]]*\]/g, '')
    .split(';')[0]
    .replace(/General|AM\/PM|A\/P|E[+-]/gi, '');
}

type FormatKind = 'number' | 'date' | 'duration';
const formatKinds = new Map<string, FormatKind>();

/**
 * What a number format makes of a number: a time format (`[m]:ss.00`, `mm:ss.0`, `h:mm:ss`) a
 * fraction of a day, a date format (`dd.mm.yyyy`, a date with its time) a day, anything else the
 * number. Remembered per format: a sheet has few, its cells many.
 */
function formatKind(numFmt: string | undefined): FormatKind {
  if (!numFmt) return 'number';
  let kind = formatKinds.get(numFmt);
  if (kind === undefined) {
    const codes = formatCodes(numFmt);
    // A lone `m` is the month, unless it counts elapsed minutes (`[m]`).
    const elapsed = /\[(h+|m+|s+)\]/i.test(numFmt);
    kind = /[ydb]/i.test(codes) ? 'date' : /[hs]/i.test(codes) || elapsed ? 'duration' : /m/i.test(codes) ? 'date' : 'number';
    formatKinds.set(numFmt, kind);
  }
  return kind;
}

/** The star the best-list export puts into the format of a hand time (`0.0"*"`), so the file reads back as a hand time. */
const handTimeStar = (numFmt: string | undefined) => (numFmt && /"\*"/.test(numFmt.split(';')[0]) ? '*' : '');

/**
 * A fraction of a day as a mark is typed: `h:mm:ss.hh`, `m:ss.hh`, or `ss.hh` under a minute, to
 * the hundredth the cell holds, whatever the format shows. A format without a fraction of seconds
 * (`h:mm:ss`) and a whole second give no fraction, as road races are written.
 */
function durationText(days: number, numFmt: string): string {
  const hundredths = Math.round(Math.abs(days) * DAY_MS / 10);
  const seconds = Math.floor(hundredths / 100);
  const fraction = hundredths % 100;
  const pad = (n: number) => String(n).padStart(2, '0');
  const whole =
    seconds >= 3600
      ? `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`
      : seconds >= 60
        ? `${Math.floor(seconds / 60)}:${pad(seconds % 60)}`
        : String(seconds);
  const showsFraction = /s\.0/i.test(formatCodes(numFmt));
  const text = fraction === 0 && !showsFraction ? whole : `${whole}.${pad(fraction)}`;
  return (days < 0 ? '-' : '') + text + handTimeStar(numFmt);
}
