import { deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { parseResultSheet, type ResultImportContext } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { cellText, MAX_COLUMNS, readResultFile } from './result-file';

const meeting: ResultImportContext = { dateFrom: '2026-06-14', dateTo: '2026-06-14', environment: 1, year: 2026, today: '2026-11-28' };

const toBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());
/** A time of a race as a spreadsheet stores it: a fraction of a day. */
const days = (seconds: number) => seconds / 86_400;

/** Text as German Excel saves a CSV: Windows-1252, one byte a character (the umlauts and ß lie in its Latin-1 half). */
function windows1252(text: string): Buffer {
  return Buffer.from(Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) throw new Error(`not in the test's Windows-1252 subset: ${char}`);
    return code;
  }));
}

/** A ZIP holding one text file, stored as any archiver writes it: a ZIP that is no workbook. */
function zipOf(name: string, content: string): Buffer {
  const data = deflateRawSync(Buffer.from(content));
  const raw = Buffer.from(content);
  const fileName = Buffer.from(name);
  const crc = crc32(raw);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(raw.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** Bytes that look like nothing: a fixed pseudo-random sequence, the same in every run. */
function noise(length: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let i = 0; i < length; i++) {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    bytes[i] = state >>> 24;
  }
  return bytes;
}

describe('readResultFile: workbooks', () => {
  it('reads each kind of cell as a person would have typed it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Leer');
    const sheet = workbook.addWorksheet('Ergebnisse');
    sheet.addRow(['Kreismeisterschaften 2026']);
    sheet.addRow(['Nachname', 'Vorname', 'Jg.', 'Geschlecht', 'Verein', 'Disziplin', 'Klasse', 'Leistung', 'Wind', 'Platz', 'Datum']);
    const sprint = sheet.addRow([' Müller ', 'Jörg', 2000, 'M', 'LG Weißenfels', '100m', 'M', 10.52, 1.8, 1, new Date(Date.UTC(2026, 5, 14))]);
    sprint.getCell(11).numFmt = 'dd.mm.yyyy';
    sheet.addRow([]);
    const middle = sheet.addRow([
      { richText: [{ text: 'Schrö', font: { bold: true } }, { text: 'der' }] },
      'Bärbel',
      { formula: '2000+9', result: 2009 },
      'W',
      { text: 'TV Süd', hyperlink: 'https://tv-sued.example' },
      '800 m',
      'WU18',
      days(148.15),
      { formula: '0.1+0.2', result: 0.1 + 0.2 },
      null,
      '14.06.2026',
    ]);
    middle.getCell(8).numFmt = '[m]:ss.00';
    const hand = sheet.addRow(['Weiß', 'Lukas', 1985, 'M', 'SV Öhringen', '1500m', 'M40', days(62.3), '', 2, { formula: 'DATE(2026,6,14)', result: new Date(Date.UTC(2026, 5, 14)) }]);
    hand.getCell(8).numFmt = 'mm:ss.0';
    hand.getCell(11).numFmt = 'dd.mm.yyyy';
    const road = sheet.addRow(['Groß', 'Anna', 1990, 'W', 'TV Süd', 'Marathon', 'W35', days(2 * 3600 + 31 * 60 + 7), '', 3]);
    road.getCell(8).numFmt = 'h:mm:ss';
    const tenths = sheet.addRow(['Meier', 'Tom', 2009, 'm', 'LG', '100m', 'MU18', 10.8, '', 4]);
    tenths.getCell(8).numFmt = '0.0"*"';

    const read = await readResultFile(await toBuffer(workbook), 'results.xlsx');

    expect(read).toEqual({
      ok: true,
      rows: [
        ['Kreismeisterschaften 2026', '', '', '', '', '', '', '', '', '', ''],
        ['Nachname', 'Vorname', 'Jg.', 'Geschlecht', 'Verein', 'Disziplin', 'Klasse', 'Leistung', 'Wind', 'Platz', 'Datum'],
        ['Müller', 'Jörg', '2000', 'M', 'LG Weißenfels', '100m', 'M', '10.52', '1.8', '1', '2026-06-14'],
        ['Schröder', 'Bärbel', '2009', 'W', 'TV Süd', '800 m', 'WU18', '2:28.15', '0.3', '', '14.06.2026'],
        ['Weiß', 'Lukas', '1985', 'M', 'SV Öhringen', '1500m', 'M40', '1:02.30', '', '2', '2026-06-14'],
        ['Groß', 'Anna', '1990', 'W', 'TV Süd', 'Marathon', 'W35', '2:31:07', '', '3', ''],
        ['Meier', 'Tom', '2009', 'm', 'LG', '100m', 'MU18', '10.8*', '', '4', ''],
      ],
    });
  });

  it('gives rows the domain parser reads', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Results');
    sheet.addRow(['Last name', 'First name', 'Year of birth', 'Gender', 'Club', 'Event', 'Class', 'Mark', 'Wind', 'Date']);
    const sprint = sheet.addRow(['Müller', 'Jörg', 2000, 'M', 'LG Weißenfels', '100m', 'M', 10.52, -0.4, new Date(Date.UTC(2026, 5, 14))]);
    sprint.getCell(10).numFmt = 'dd.mm.yyyy';
    const middle = sheet.addRow(['Groß', 'Anna', 2000, 'W', 'TV Süd', '800m', 'W', days(128.07), null, new Date(Date.UTC(2026, 5, 14))]);
    middle.getCell(8).numFmt = '[m]:ss.00';
    middle.getCell(10).numFmt = 'dd.mm.yyyy';

    const read = await readResultFile(await toBuffer(workbook), 'results.xlsx');
    if (!read.ok) throw new Error('not read');
    const parsed = parseResultSheet(read.rows, meeting);

    expect(parsed.rows.map((r) => [r.status, r.event, r.mark?.text, r.wind, r.date])).toEqual([
      ['ok', '100', '10.52', -0.4, '2026-06-14'],
      ['ok', '800', '2:08.07', null, '2026-06-14'],
    ]);
  });

  it('reads the first visible worksheet that has cells', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Deckblatt');
    const hidden = workbook.addWorksheet('Hilfswerte', { state: 'hidden' });
    hidden.addRow(['geheim', 'x']);
    workbook.addWorksheet('Ergebnisse').addRow(['Name', 'Vorname']);
    workbook.addWorksheet('Später').addRow(['nicht', 'diese']);

    expect(await readResultFile(await toBuffer(workbook), 'r.xlsx')).toEqual({ ok: true, rows: [['Name', 'Vorname']] });
  });

  it('keeps the gaps between cells and pads the rows to the widest', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.getCell('B2').value = 'b';
    sheet.getCell('D3').value = 'd';
    sheet.getCell('A5').value = 'a';
    // Formatted but empty cells are no content.
    sheet.getCell('F6').numFmt = '@';
    sheet.getCell('G7').value = '   ';

    expect(await readResultFile(await toBuffer(workbook), 'gaps.xlsx')).toEqual({
      ok: true,
      rows: [
        ['', 'b', '', ''],
        ['', '', '', 'd'],
        ['a', '', '', ''],
      ],
    });
  });

  it('leaves out a stray cell beyond the columns a result sheet can have', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('S');
    sheet.addRow(['Nachname', 'Vorname']);
    sheet.getCell(1, 5000).value = 'irgendwo';

    const read = await readResultFile(await toBuffer(workbook), 'wide.xlsx');
    expect(read).toEqual({ ok: true, rows: [['Nachname', 'Vorname']] });
    expect(MAX_COLUMNS).toBeLessThan(5000);
  });

  it('refuses a workbook without a table: empty, or a single column', async () => {
    const empty = new ExcelJS.Workbook();
    empty.addWorksheet('Leer');
    expect(await readResultFile(await toBuffer(empty), 'leer.xlsx')).toEqual({ ok: false, reason: 'notATable' });

    const list = new ExcelJS.Workbook();
    list.addWorksheet('Namen').addRows([['Müller'], ['Schröder']]);
    expect(await readResultFile(await toBuffer(list), 'namen.xlsx')).toEqual({ ok: false, reason: 'notATable' });
  });

  it('reads 20,000 rows', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Ergebnisse');
    sheet.addRow(['Nachname', 'Vorname', 'Jahrgang', 'Geschlecht', 'Verein', 'Nation', 'Disziplin', 'Klasse', 'Leistung', 'Wind', 'Platz', 'Datum', 'Runde', 'Startpass']);
    for (let i = 0; i < 20_000; i++) {
      const row = sheet.addRow([`Läufer${i}`, `Max${i}`, 1980 + (i % 20), 'M', 'LG Musterstadt', 'GER', '100m', 'M', 10.5 + (i % 90) / 100, 1.2, (i % 8) + 1, new Date(Date.UTC(2026, 5, 14)), 'Vorlauf', `A${i}`]);
      row.getCell(12).numFmt = 'dd.mm.yyyy';
    }
    const bytes = await toBuffer(workbook);

    const read = await readResultFile(bytes, 'gross.xlsx');
    if (!read.ok) throw new Error('not read');
    expect(read.rows).toHaveLength(20_001);
    expect(read.rows[20_000]).toEqual(['Läufer19999', 'Max19999', '1999', 'M', 'LG Musterstadt', 'GER', '100m', 'M', '10.69', '1.2', '8', '2026-06-14', 'Vorlauf', 'A19999']);
    const parsed = parseResultSheet(read.rows, meeting);
    expect(parsed.rows).toHaveLength(20_000);
    expect(parsed.rows.filter((r) => r.status !== 'ok')).toEqual([]);
  });
});

describe('readResultFile: CSV', () => {
  it('reads a German Windows-1252 CSV with umlauts', async () => {
    const csv = [
      'Nachname;Vorname;Jg.;Geschlecht;Verein;Disziplin;Klasse;Leistung;Wind;Platz;Datum',
      'Müller;Jörg;2000;M;LG Weißenfels;100m;M;10,52;+1,8;1;14.06.2026',
      'Schröder;Bärbel;2009;W;"TV Süd; Jugend";Weitsprung;WU18;5,84;-0,4;1;14.06.2026',
      '',
    ].join('\r\n');

    const read = await readResultFile(windows1252(csv), 'ergebnisse.csv');

    expect(read).toEqual({
      ok: true,
      rows: [
        ['Nachname', 'Vorname', 'Jg.', 'Geschlecht', 'Verein', 'Disziplin', 'Klasse', 'Leistung', 'Wind', 'Platz', 'Datum'],
        ['Müller', 'Jörg', '2000', 'M', 'LG Weißenfels', '100m', 'M', '10,52', '+1,8', '1', '14.06.2026'],
        ['Schröder', 'Bärbel', '2009', 'W', 'TV Süd; Jugend', 'Weitsprung', 'WU18', '5,84', '-0,4', '1', '14.06.2026'],
      ],
    });
    if (!read.ok) return;
    expect(parseResultSheet(read.rows, meeting).rows.map((r) => [r.athlete.lastName, r.status])).toEqual([
      ['Müller', 'ok'],
      ['Schröder', 'ok'],
    ]);
  });

  it('tells the kind by the content, not the name', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('S').addRow(['Nachname', 'Vorname']);
    expect(await readResultFile(await toBuffer(workbook), 'ergebnisse.csv')).toEqual({ ok: true, rows: [['Nachname', 'Vorname']] });
    expect(await readResultFile(Buffer.from('Nachname,Vorname\nMüller,Jörg\n'), 'ergebnisse.xlsx')).toEqual({
      ok: true,
      rows: [
        ['Nachname', 'Vorname'],
        ['Müller', 'Jörg'],
      ],
    });
  });

  it('pads short lines to the widest', async () => {
    expect(await readResultFile(Buffer.from('Titel\nA;B;C\n1;2\n'), 'r.csv')).toEqual({
      ok: true,
      rows: [
        ['Titel', '', ''],
        ['A', 'B', 'C'],
        ['1', '2', ''],
      ],
    });
  });
});

describe('readResultFile: no table', () => {
  const notATable = { ok: false, reason: 'notATable' };

  it.each([
    ['a PDF', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<< /Type /Catalog >>\nendobj\n', 'latin1'), 'results.pdf'],
    ['a PNG', Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), Buffer.from('IHDR'), noise(64)]), 'results.csv'],
    ['a JPEG', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), noise(64)]), 'scan.xlsx'],
    ['an old .xls', Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]), 'results.xls'],
    ['random bytes', noise(4096), 'results.csv'],
    ['random bytes without a NUL', Buffer.from(noise(4096).map((b) => b || 1)), 'results.csv'],
    ['a ZIP that is no workbook', zipOf('results.txt', 'Nachname;Vorname\nMüller;Jörg\n'), 'results.xlsx'],
    ['a broken ZIP', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), noise(200)]), 'results.xlsx'],
    ['an empty file', Buffer.alloc(0), 'results.csv'],
    ['text in one column', Buffer.from('Müller\nSchröder\nWeiß\n'), 'results.csv'],
  ])('%s', async (_, bytes, name) => {
    expect(await readResultFile(bytes, name)).toEqual(notATable);
  });
});

describe('cellText', () => {
  it('writes a duration to the hundredth it holds', () => {
    expect(cellText(0.000721064, '[m]:ss.00')).toBe('1:02.30');
    expect(cellText(days(10.52), 'ss.00')).toBe('10.52');
    expect(cellText(days(3 * 3600 + 2 * 60 + 5.4), '[h]:mm:ss.0')).toBe('3:02:05.40');
    expect(cellText(days(3600 + 60), 'h:mm:ss')).toBe('1:01:00');
    expect(cellText(days(125), 'mm:ss.00')).toBe('2:05.00');
    expect(cellText(days(125), '[m]')).toBe('2:05');
    expect(cellText(new Date(Date.UTC(1899, 11, 30) + 62_300), '[m]:ss.00')).toBe('1:02.30');
    expect(cellText(new Date(Date.UTC(1904, 0, 1) + 62_300), '[m]:ss.00', true)).toBe('1:02.30');
  });

  it('writes numbers plainly and dates as days', () => {
    expect(cellText(10, '0.00')).toBe('10');
    expect(cellText(8126, '#,##0')).toBe('8126');
    expect(cellText(-0.4, '+0.0;-0.0;+0.0')).toBe('-0.4');
    expect(cellText(1.15 * 3, 'General')).toBe('3.45');
    expect(cellText(46187, 'dd.mm.yyyy')).toBe('2026-06-14');
    expect(cellText(new Date(Date.UTC(2026, 5, 14, 18, 30)), 'dd.mm.yyyy hh:mm')).toBe('2026-06-14');
    expect(cellText({ error: '#DIV/0!' } as ExcelJS.CellErrorValue, undefined)).toBe('#DIV/0!');
  });
});
