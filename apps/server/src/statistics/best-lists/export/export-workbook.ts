import type ExcelJS from 'exceljs';
import { loadExcelJS } from '../../../lib/lazy-modules';
import { formatDay, translate, type LanguageCode, type PublicRankingEntry } from '@portal/domain';

/** The ranked rows of one event × class of the list. */
export interface ExportBlock {
  classCode: string;
  className: string;
  eventName: string;
  rows: PublicRankingEntry[];
}

export interface ExportSheetInfo {
  listName: string;
  year: number;
  environment: number;
  language: LanguageCode;
}

const columns = ['rank', 'mark', 'wind', 'name', 'yob', 'nation', 'club', 'date', 'competition', 'town'] as const;
const widths = [7, 11, 7, 28, 7, 8, 30, 12, 36, 20];

/** Sheet names: at most 31 characters, none of `[]:*?/\`, unique in the workbook. */
function sheetName(wanted: string, taken: Set<string>): string {
  const base = wanted.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31).trim() || 'Sheet';
  let name = base;
  for (let i = 2; taken.has(name.toLowerCase()); i++) name = `${base.slice(0, 31 - String(i).length - 1)} ${i}`;
  taken.add(name.toLowerCase());
  return name;
}

/**
 * The export file: one worksheet per class (in the list's class order), in it one block per event
 * with a title row, the column headers and the ranked rows. Texts in the recipient's language,
 * dates as DD.MM.YYYY.
 */
export async function exportWorkbook(info: ExportSheetInfo, blocks: ExportBlock[]): Promise<Buffer> {
  const t = (key: string, params: Record<string, string | number> = {}) => translate(info.language, `statistics.bestListExport.${key}`, params);
  const workbook = new (await loadExcelJS()).Workbook();
  workbook.creator = t('creator');
  const environment = t(`environment.${info.environment}`);
  const taken = new Set<string>();
  const sheets = new Map<string, ExcelJS.Worksheet>();

  const sheetFor = (block: { classCode: string; className: string }) => {
    let sheet = sheets.get(block.classCode);
    if (!sheet) {
      sheet = workbook.addWorksheet(sheetName(block.classCode, taken));
      sheet.columns = widths.map((width) => ({ width }));
      const title = sheet.addRow([t('sheetTitle', { list: info.listName, class: block.className, year: info.year, environment })]);
      title.font = { bold: true, size: 13 };
      sheets.set(block.classCode, sheet);
    }
    return sheet;
  };

  for (const block of blocks) {
    const sheet = sheetFor(block);
    sheet.addRow([]);
    const heading = sheet.addRow([`${block.eventName} – ${block.className}`]);
    heading.font = { bold: true };
    const header = sheet.addRow(columns.map((c) => t(`columns.${c}`)));
    header.font = { bold: true };
    header.border = { bottom: { style: 'thin' } };
    for (const r of block.rows) {
      sheet.addRow([
        r.rank,
        r.bestResultString,
        r.bestWind ?? '',
        r.competitorFullName,
        r.yob,
        r.nation ?? '',
        r.organizationName,
        formatDay(r.performanceDateTime),
        r.performanceCompetitionName,
        r.performanceCompetitionTown,
      ]);
    }
  }
  if (blocks.length === 0) {
    const sheet = workbook.addWorksheet(sheetName(info.listName, taken));
    sheet.addRow([t('emptyTitle', { list: info.listName, year: info.year, environment })]).font = { bold: true, size: 13 };
    sheet.addRow([t('empty')]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
