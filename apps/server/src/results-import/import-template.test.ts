import ExcelJS from 'exceljs';
import { parseResultSheet, recogniseHeader, resultColumns, type LanguageCode, type ResultImportContext } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { importTemplateWorkbook, TEMPLATE_EXAMPLE_DAY } from './import-template';
import { readResultFile } from './result-file';

const meeting: ResultImportContext = { dateFrom: TEMPLATE_EXAMPLE_DAY, dateTo: TEMPLATE_EXAMPLE_DAY, environment: 1, year: 2026, today: '2026-11-28' };

async function load(bytes: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

const textOf = (sheet: ExcelJS.Worksheet, rowNumber: number) =>
  Array.from({ length: resultColumns.length }, (_, i) => sheet.getRow(rowNumber).getCell(i + 1).value);

describe('importTemplateWorkbook', () => {
  it.each<[LanguageCode, string, string]>([
    ['de', 'Ergebnisse', 'Nachname'],
    ['en', 'Results', 'Last name'],
    ['nl', 'Uitslagen', 'Last name'],
  ])('%s: one sheet, a header the parser recognises with every column, one example row', async (language, sheetName, firstHeading) => {
    const workbook = await load(await importTemplateWorkbook(language));

    expect(workbook.worksheets.map((s) => s.name)).toEqual([sheetName]);
    const sheet = workbook.worksheets[0];
    expect(sheet.rowCount).toBe(2);
    const headings = textOf(sheet, 1) as string[];
    expect(headings[0]).toBe(firstHeading);
    const header = recogniseHeader(headings);
    expect(header.ok).toBe(true);
    expect(header.columns).toEqual(Object.fromEntries(resultColumns.map((column, i) => [column, i])));
  });

  it.each<[LanguageCode, string, string, string]>([
    ['de', 'Mustermann', '10,52', '+1,2'],
    ['en', 'Doe', '10.52', '+1.2'],
    ['nl', 'Jansen', '10,52', '+1,2'],
  ])('%s: the example row reads back as one importable row', async (language, lastName, mark, wind) => {
    const read = await readResultFile(await importTemplateWorkbook(language), 'vorlage.xlsx');
    if (!read.ok) throw new Error('template not read');
    expect(read.rows).toHaveLength(2);
    expect(read.rows[1].slice(0, 10)).toEqual([lastName, expect.any(String), '2004', 'M', expect.any(String), expect.any(String), '100m', 'M', mark, wind]);

    const parsed = parseResultSheet(read.rows, meeting);
    expect(parsed.header.ok).toBe(true);
    expect(parsed.rows).toHaveLength(1);
    const [row] = parsed.rows;
    expect(row.messages).toEqual([]);
    expect(row.status).toBe('ok');
    expect([row.event, row.class, row.mark?.text, row.wind, row.place, row.date, row.athlete.nation]).toEqual(['100', 'M', '10.52', 1.2, 1, TEMPLATE_EXAMPLE_DAY, expect.any(String)]);
    expect(row.round).toBe(language === 'en' ? 'Final' : 'Finale');
  });

  it('keeps what is typed into marks, wind, days and athlete codes: those columns are text', async () => {
    const sheet = (await load(await importTemplateWorkbook('de'))).worksheets[0];
    const textColumns = resultColumns.flatMap((column, i) => (sheet.getColumn(i + 1).numFmt === '@' ? [column] : []));
    expect(textColumns).toEqual(['mark', 'wind', 'date', 'athleteCode']);
    expect(['I2', 'J2', 'L2', 'N2'].map((address) => sheet.getCell(address).numFmt)).toEqual(['@', '@', '@', '@']);
    expect(textOf(sheet, 2)).toEqual(['Mustermann', 'Max', 2004, 'M', 'LG Musterstadt', 'GER', '100m', 'M', '10,52', '+1,2', 1, '14.06.2026', 'Finale', null]);
  });

  it('has a bold, frozen header and columns wide enough for their headings', async () => {
    const sheet = (await load(await importTemplateWorkbook('en'))).worksheets[0];
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const headings = textOf(sheet, 1) as string[];
    headings.forEach((heading, i) => expect(sheet.getColumn(i + 1).width, heading).toBeGreaterThan(heading.length));
  });
});
