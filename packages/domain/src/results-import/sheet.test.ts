import { describe, expect, it } from 'vitest';
import { decodeCsv, splitCsv } from './csv';
import type { ResultImportContext } from './result-row';
import { parseResultSheet, recordsToRows } from './sheet';

/** Text as German Excel saves it: Windows-1252, one byte a character (the umlauts and ß lie in its Latin-1 half). */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) throw new Error(`not in the test's Windows-1252 subset: ${char}`);
    return code;
  });
}

const meeting: ResultImportContext = { dateFrom: '2026-06-14', dateTo: '2026-06-14', environment: 1, year: 2026, today: '2026-11-28' };

describe('a result sheet from German Excel, end to end', () => {
  const csv = [
    'Kreismeisterschaften Weißenfels 2026;;;;;;;;;;',
    'Nachname;Vorname;Jg.;Geschlecht;Verein;Disziplin;Klasse;Leistung;Wind;Platz;Datum',
    'Müller;Jörg;2000;M;LG Weißenfels;100m;M;10,52;+1,8;1;14.06.2026',
    'Schröder;Bärbel;2009;W;TV Süd;Weitsprung;WU18;5,84;-0,4;1;14.06.2026',
    'Weiß;Lukas;1985;M;SV Öhringen;Kugel 7,26kg;M40;13,12;;2;14.06.2026',
    'Groß;Anna;2011;w;TV Süd;800 m;;2:28,15;;3;14.06.2026',
    'Meier;Tom;2009;m;"LG Weißenfels; Jugend";100 m;MU18;10,8*;;4;14.06.2026',
    'Schulz;Ben;2007;M;LG Weißenfels;100m;MU20;8,95;+0,9;1;14.06.2026',
  ].join('\r\n');

  const sheet = parseResultSheet(splitCsv(decodeCsv(windows1252(csv))), meeting);

  it('finds the header below the title', () => {
    expect(sheet.header.ok).toBe(true);
    expect(sheet.headerLine).toBe(2);
  });

  it('gives each row its line, status and messages', () => {
    expect(sheet.rows.map((r) => [r.line, r.athlete.lastName, r.status, r.messages.map((m) => m.key)])).toEqual([
      [3, 'Müller', 'ok', []],
      [4, 'Schröder', 'ok', []],
      [5, 'Weiß', 'ok', []],
      [6, 'Groß', 'warning', ['resultsImport.classDerived']],
      [7, 'Meier', 'warning', ['resultsImport.windMissing']],
      [8, 'Schulz', 'error', ['markTooFast']],
    ]);
  });

  it('reads what the rows hold', () => {
    expect(sheet.rows.map((r) => [r.event, r.class, r.mark?.text ?? null, r.wind])).toEqual([
      ['100', 'M', '10.52', 1.8],
      ['LJ', 'WU18', '5.84', -0.4],
      ['SP7260', 'M40', '13.12', null],
      ['800', 'WU16', '2:28.15', null],
      ['100', 'MU18', '10.8*', null],
      ['100', 'MU20', null, 0.9],
    ]);
    expect(sheet.rows[4].athlete.club).toBe('LG Weißenfels; Jugend');
  });
});

describe('parseResultSheet', () => {
  const header = ['Last name', 'First name', 'Year of birth', 'Gender', 'Club', 'Event', 'Class', 'Mark', 'Wind', 'Round'];

  it('reads no rows without a header, naming what is missing', () => {
    const sheet = parseResultSheet([['Name', 'Mark'], ['Müller', '10.52']], meeting);
    expect(sheet).toEqual({ header: { ok: false, missing: ['firstName', 'yearOfBirth', 'gender', 'event'], columns: { lastName: 0, mark: 1 } }, headerLine: 1, rows: [] });
  });

  it('warns of a row that repeats an earlier one, however the name is spelt', () => {
    const sheet = parseResultSheet(
      [
        header,
        ['Müller', 'Jörg', '2000', 'M', 'LG Nord', '100m', 'M', '10.52', '+1.8', 'heat 1'],
        ['MUELLER', 'Joerg', '2000', 'M', 'LG Nord', '100 m', 'M', '10.52', '+1.8', 'heat 1'],
        ['Müller', 'Jörg', '2000', 'M', 'LG Nord', '100m', 'M', '10.41', '+0.8', 'final'],
      ],
      meeting,
    );
    expect(sheet.rows.map((r) => r.status)).toEqual(['ok', 'warning', 'ok']);
    expect(sheet.rows[1].messages).toEqual([{ key: 'resultsImport.duplicateRow', params: { line: '2' }, severity: 'warning' }]);
  });
});

describe('recordsToRows', () => {
  it('turns posted results into a header and rows of text', () => {
    const rows = recordsToRows([
      { lastName: 'Müller', firstName: 'Jörg', yearOfBirth: 2000, gender: 'M', event: '100m', mark: '10.52', wind: 1.8 },
      { lastName: 'Schmidt', firstName: 'Eva', yearOfBirth: 1999, gender: 'W', event: 'LJ', mark: 6.12, wind: null, club: 'TV Süd' },
    ]);
    expect(rows).toEqual([
      ['lastName', 'firstName', 'yearOfBirth', 'gender', 'event', 'mark', 'wind', 'club'],
      ['Müller', 'Jörg', '2000', 'M', '100m', '10.52', '1.8', ''],
      ['Schmidt', 'Eva', '1999', 'W', 'LJ', '6.12', '', 'TV Süd'],
    ]);
    const sheet = parseResultSheet(rows, meeting);
    expect(sheet.rows.map((r) => [r.status, r.event, r.mark?.units, r.wind])).toEqual([
      ['warning', '100', 1052, 1.8],
      ['warning', 'LJ', 612, null],
    ]);
  });
});
