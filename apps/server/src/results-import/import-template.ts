import { resultColumns, translate, type LanguageCode, type ResultColumn } from '@portal/domain';
import { loadExcelJS } from '../lib/lazy-modules';

/**
 * The language of the headings: the parser knows German and English headings only, so a Dutch
 * template is headed in English (its example row and sheet name stay Dutch).
 */
const headingLanguage = (language: LanguageCode): LanguageCode => (language === 'de' ? 'de' : 'en');

/** Columns Excel must keep as typed: `10,52` would become a number in some locales and a date in others, `+1,2` a formula, a day a serial, a code lose its leading zeros. */
const textColumns = new Set<ResultColumn>(['mark', 'wind', 'date', 'athleteCode']);

/** The example day, written as the parser reads days (German `TT.MM.JJJJ`, else ISO). */
export const TEMPLATE_EXAMPLE_DAY = '2026-06-14';

const nations: Record<LanguageCode, string> = { de: 'GER', en: 'GBR', nl: 'NED' };
const decimalComma: Record<LanguageCode, boolean> = { de: true, en: false, nl: true };

/** The example row: a men's 100 m final, marks with the decimal separator the reader's language writes. */
function exampleRow(language: LanguageCode): Record<ResultColumn, string | number> {
  const t = (key: string) => translate(language, `resultsImport.template.${key}`);
  const decimal = (text: string) => (decimalComma[language] ? text.replace('.', ',') : text);
  const [year, month, day] = TEMPLATE_EXAMPLE_DAY.split('-');
  return {
    lastName: t('exampleLastName'),
    firstName: t('exampleFirstName'),
    yearOfBirth: 2004,
    gender: 'M',
    club: t('exampleClub'),
    nation: nations[language],
    event: '100m',
    class: 'M',
    mark: decimal('10.52'),
    wind: decimal('+1.2'),
    place: 1,
    date: language === 'de' ? `${day}.${month}.${year}` : TEMPLATE_EXAMPLE_DAY,
    round: t('exampleRound'),
    athleteCode: '',
  };
}

/**
 * The workbook users fill in for the results import: one sheet with every column the parser knows
 * (`resultColumns`) headed as it reads them, and one example row. Marks, wind, days and athlete
 * codes are text columns, so Excel keeps what is typed; the header is bold and stays on screen.
 */
export async function importTemplateWorkbook(language: LanguageCode): Promise<Buffer> {
  const workbook = new (await loadExcelJS()).Workbook();
  const headings = resultColumns.map((column) => translate(headingLanguage(language), `resultsImport.columns.${column}`));
  const example = exampleRow(language);
  const sheet = workbook.addWorksheet(translate(language, 'resultsImport.template.sheetName'), {
    views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }],
  });
  sheet.columns = resultColumns.map((column, i) => ({
    width: Math.max(10, headings[i].length + 4, String(example[column]).length + 4),
    ...(textColumns.has(column) ? { style: { numFmt: '@' } } : {}),
  }));
  const header = sheet.addRow(headings);
  header.font = { bold: true };
  header.border = { bottom: { style: 'thin' } };
  // An empty example cell stays without a value, as a cell nobody typed into.
  const row = sheet.addRow(resultColumns.map((column) => (example[column] === '' ? null : example[column])));
  resultColumns.forEach((column, i) => {
    if (textColumns.has(column)) row.getCell(i + 1).numFmt = '@';
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
