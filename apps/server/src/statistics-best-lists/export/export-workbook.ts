import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../lib/lazy-modules';
import { translate, type LanguageCode } from '@portal/domain';
import type { RankedPerformance } from '../../statistics/ranking/ranking.query';
import { rankingEntry, type MarkFormat } from '../ranking-entry';
import { DATE_FORMAT, dateOf, markCells, WIND_FORMAT } from './export-cells';

/** The ranked rows of one event × class of the list, and its wind-assisted marks listed apart. */
export interface ExportBlock {
  classCode: string;
  className: string;
  eventName: string;
  format: MarkFormat;
  rows: RankedPerformance[];
  windAssisted: RankedPerformance[];
}

export interface ExportSheetInfo {
  listName: string;
  year: number;
  environment: number;
  language: LanguageCode;
}

const columns = ['event', 'rank', 'mark', 'wind', 'name', 'yob', 'nation', 'club', 'date', 'competition', 'town', 'note'] as const;
const widths = [18, 7, 11, 7, 28, 7, 8, 30, 12, 36, 20, 30];
/** Text columns right of a right-aligned number: indented, so `+0,5` and the name do not run together. */
const indented = new Set<string>(['name', 'nation', 'competition']);
/** The title row and the column headers: frozen on screen, repeated on every printed page. */
const HEADER_ROWS = 2;
const A4 = 9;

/** Sheet names: at most 31 characters, none of `[]:*?/\`, unique in the workbook. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

/** Text in a print header or footer: `&` starts a code there. */
const headerText = (text: string) => text.replace(/&/g, '&&');

/** Landscape A4, one page wide, the header rows on every page, the list, class, year and environment on top. */
function preparePrinting(sheet: ExcelJS.Worksheet, left: string, centre: string, right: string) {
  sheet.pageSetup = { paperSize: A4, orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0, printTitlesRow: `1:${HEADER_ROWS}` };
  sheet.headerFooter = { oddHeader: `&L${headerText(left)}&C${headerText(centre)}&R${headerText(right)}`, oddFooter: '&C&P / &N' };
}

/**
 * The export file: one worksheet per class (in the list's class order), each one table that sorts
 * and filters: a title row, the column headers, then per event its ranked rows followed by its
 * wind-assisted marks (no rank, marked in the last column). Every number is a number with a
 * format (decision 034); texts in the recipient's language.
 */
export async function exportWorkbook(info: ExportSheetInfo, blocks: ExportBlock[]): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(info.language, `statistics.bestListExport.${key}`, params);
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = t('creator');
  const environment = t(`environment.${info.environment}`);
  const period = `${info.year} – ${environment}`;
  const taken = new Set<string>();
  const sheets = new Map<string, ExcelJS.Worksheet>();

  const sheetFor = (block: ExportBlock) => {
    let sheet = sheets.get(block.classCode);
    if (!sheet) {
      sheet = workbook.addWorksheet(sheetName(block.classCode, taken), { views: [{ state: 'frozen', xSplit: 0, ySplit: HEADER_ROWS }] });
      sheet.columns = widths.map((width, i) => (indented.has(columns[i]) ? { width, style: { alignment: { horizontal: 'left', indent: 1 } } } : { width }));
      sheet.addRow([t('sheetTitle', { list: info.listName, class: block.className, year: info.year, environment })]).font = { bold: true, size: 13 };
      const header = sheet.addRow(columns.map((c) => t(`columns.${c}`)));
      header.font = { bold: true };
      header.border = { bottom: { style: 'thin' } };
      preparePrinting(sheet, info.listName, block.className, period);
      sheets.set(block.classCode, sheet);
    }
    return sheet;
  };

  const addRows = (sheet: ExcelJS.Worksheet, block: ExportBlock, rows: RankedPerformance[], windAssisted: boolean) => {
    const marks = markCells(block.format, rows);
    rows.forEach((r, i) => {
      const entry = rankingEntry(r, block.format, windAssisted);
      const notes = [windAssisted ? t('notes.windAssisted') : '', r.pointsOverridden ? t('notes.pointsOverridden') : ''].filter(Boolean);
      const row = sheet.addRow([
        block.eventName,
        entry.rank,
        marks[i].value,
        r.windTenths === null ? null : r.windTenths / 10,
        entry.competitorFullName,
        entry.yob,
        entry.nation,
        entry.organizationName,
        dateOf(r.performanceDate),
        entry.performanceCompetitionName,
        entry.performanceCompetitionTown,
        notes.length > 0 ? notes.join('; ') : null,
      ]);
      row.getCell(3).numFmt = marks[i].numFmt;
      row.getCell(4).numFmt = WIND_FORMAT;
      row.getCell(9).numFmt = DATE_FORMAT;
    });
  };

  for (const block of blocks) {
    const sheet = sheetFor(block);
    addRows(sheet, block, block.rows, false);
    addRows(sheet, block, block.windAssisted, true);
  }
  for (const sheet of sheets.values()) {
    sheet.autoFilter = { from: { row: HEADER_ROWS, column: 1 }, to: { row: sheet.rowCount, column: columns.length } };
  }
  if (blocks.length === 0) {
    const sheet = workbook.addWorksheet(sheetName(info.listName, taken));
    sheet.addRow([t('emptyTitle', { list: info.listName, year: info.year, environment })]).font = { bold: true, size: 13 };
    sheet.addRow([t('empty')]);
    preparePrinting(sheet, info.listName, '', period);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
