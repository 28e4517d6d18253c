import { describe, expect, it } from 'vitest';
import { finisherSumsMatch } from '../competition-approval/fees';
import { decodeCsv, splitCsv } from './csv';
import { parseResultSheet } from './sheet';
import {
  finisherGroupByYear,
  finisherGroupOfClass,
  readAgeGroup,
  readRaceTime,
  readRoadRaceResults,
  recogniseRoadRaceHeader,
  roadRaceSheet,
  splitRunnerName,
} from './road-race';

/** Text as German Excel saves it: Windows-1252, one byte a character (the umlauts and ß lie in its Latin-1 half). */
function windows1252(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0xff) throw new Error(`not in the test's Windows-1252 subset: ${char}`);
    return code;
  });
}

describe('a German timing list saved by Excel (Windows-1252, semicolons)', () => {
  const csv = [
    'Mainuferlauf 2026 - 10 km - Ergebnisliste;;;;;;;;',
    ';;;;;;;;',
    'Platz;Startnr.;Name;Jg.;M/W;Verein;AK;Bruttozeit;Nettozeit',
    '1;101;Müller, Jörg;1998;M;LG Weißenfels;MHK;0:33:12;0:33:10',
    '2;205;Schröder, Bärbel;1984;W;TV Süd;W40;38:05,4;38:01,2',
    '3;17;Weiß, Lukas;2009;m;SV Öhringen;MU18;39:59;39:58',
    '4;18;Groß, Anna;2012;w;;WU14;44:30;44:29',
    '5;19;Klein, Paul;2016;M;TV Süd;;50:00;49:58',
    '6;20;Kurz, Ida;1960;W;;W65;1:05:00;1:04:50',
    '7;21;Lang, Eva;2002;W;;;55:10;55:01',
    ';22;Fehl, Otto;1990;M;;M35;DNF;',
    ';23;Start, Nina;1999;W;;;DNS;',
    '8;24;Ohne, Kim;1995;;;;58:00;57:55',
    '9;25;Zeit, Falsch;1991;M;;;5x:00;',
    'Zeitmessung: Chip-Timing GmbH;;;;;;;;',
  ].join('\r\n');
  const read = readRoadRaceResults(splitCsv(decodeCsv(windows1252(csv))), 2026);

  it('finds the header below the title and reads names with umlauts', () => {
    expect(read.header.ok).toBe(true);
    // The blank line above the header is left out by the CSV reader.
    expect(read.headerLine).toBe(2);
    expect(read.runners[0]).toMatchObject({ line: 3, bib: '101', lastName: 'Müller', firstName: 'Jörg', yearOfBirth: 1998, gender: 'M', club: 'LG Weißenfels', classCode: 'M', group: 'Active', grossSeconds: 1992, netSeconds: 1990, finisher: true });
    expect(read.runners[1]).toMatchObject({ lastName: 'Schröder', firstName: 'Bärbel', classCode: 'W40', group: 'Masters', grossSeconds: 38 * 60 + 6 });
  });

  it('counts the finishers by gender and age group, from the age group or else the year of birth', () => {
    // Men: Müller (Active), Weiß (U18 → U2018), Klein (born 2016, age 10 → U12). Women: Schröder (W40), Groß (WU14),
    // Kurz (W65), Lang (born 2002, age 24 → Active). Fehl and Start have no time; Ohne has no gender, Zeit no readable time.
    expect(read.counts).toEqual({
      finisher_Women_Active: 1,
      finisher_Women_U2018: 0,
      finisher_Women_U1614: 1,
      finisher_Women_U12: 0,
      finisher_Women_Masters: 2,
      finisher_Men_Active: 1,
      finisher_Men_U2018: 1,
      finisher_Men_U1614: 0,
      finisher_Men_U12: 1,
      finisher_Men_Masters: 0,
      totalSum_Runners: 7,
      totalSum_Others: 0,
      totalSum_Walker: 0,
    });
    expect(read.finishers).toBe(7);
    expect(finisherSumsMatch(read.counts)).toBe(true);
  });

  it('keeps runners without a time out of the count, and says why a row is refused', () => {
    const byName = (lastName: string) => read.runners.find((r) => r.lastName === lastName)!;
    expect(byName('Fehl')).toMatchObject({ finisher: false, status: 'ok', grossSeconds: null });
    expect(byName('Start')).toMatchObject({ finisher: false, status: 'ok' });
    expect(byName('Ohne')).toMatchObject({ finisher: false, status: 'error', messages: [{ key: 'roadRaceResults.genderMissing', severity: 'error', params: {} }] });
    expect(byName('Zeit')).toMatchObject({ finisher: false, status: 'error', messages: [{ key: 'roadRaceResults.timeInvalid', params: { value: '5x:00' } }] });
    // The timing company's note below the list is no runner.
    expect(read.runners).toHaveLength(11);
    expect(read.rows).toEqual({ ok: 9, warnings: 0, errors: 2 });
  });

  it('becomes a sheet the results import reads: gross times as marks, the class of the age group, the race day', () => {
    const sheet = roadRaceSheet(read.runners, { date: '2026-06-14', eventOf: () => '10K' });
    expect(sheet[0]).toEqual(['Nachname', 'Vorname', 'Jg.', 'Geschlecht', 'Verein', 'Disziplin', 'AK', 'Leistung', 'Datum']);
    expect(sheet[1]).toEqual(['Müller', 'Jörg', '1998', 'M', 'LG Weißenfels', '10K', 'M', '33:12', '14.06.2026']);
    expect(sheet[2]).toEqual(['Schröder', 'Bärbel', '1984', 'W', 'TV Süd', '10K', 'W40', '38:06', '14.06.2026']);
    // Runners without a time give no mark.
    expect(sheet.some((row) => row[0] === 'Fehl')).toBe(false);
    const parsed = parseResultSheet(sheet, { dateFrom: '2026-06-14', dateTo: '2026-06-14', environment: 1, year: 2026, today: '2026-11-28' });
    expect(parsed.header.ok).toBe(true);
    const muller = parsed.rows[0];
    expect(muller).toMatchObject({ event: '10K', class: 'M', date: '2026-06-14', mark: { value: 1992, text: '33:12' } });
    expect(parsed.rows.find((r) => r.athlete.lastName === 'Kurz')).toMatchObject({ class: 'W65', mark: { text: '1:05:00' } });
    // Without an age group the import takes the runner's own class.
    expect(parsed.rows.find((r) => r.athlete.lastName === 'Lang')).toMatchObject({ class: 'W', status: 'warning' });
  });
});

describe('an English list (UTF-8, commas), columns in another order', () => {
  const csv = [
    'Bib,Gender,Last name,First name,Club,YOB,Class,Chip time,Gun time',
    '7,F,Smith,Jane,Harriers,1980,F45,1:32:10.5,1:32:40',
    '8,M,Doe,John,,2007,,1:40:00,1:40:30',
    '9,M,Roe,Rick,,,,DQ,DQ',
  ].join('\n');
  const read = readRoadRaceResults(splitCsv(decodeCsv(new TextEncoder().encode(csv))), 2026);

  it('reads the headings in any order and case', () => {
    expect(read.header).toEqual({
      ok: true,
      columns: { bib: 0, gender: 1, lastName: 2, firstName: 3, club: 4, yearOfBirth: 5, ageGroup: 6, netTime: 7, grossTime: 8 },
    });
    expect(read.runners[0]).toMatchObject({ lastName: 'Smith', firstName: 'Jane', gender: 'W', classCode: 'W45', group: 'Masters', grossSeconds: 5560, netSeconds: 5531 });
    expect(read.runners[1]).toMatchObject({ gender: 'M', group: 'U2018', grossSeconds: 6030 });
    expect(read.runners[2]).toMatchObject({ finisher: false });
    expect(read.counts).toMatchObject({ finisher_Women_Masters: 1, finisher_Men_U2018: 1, totalSum_Runners: 2 });
  });
});

describe('headers', () => {
  it('needs a name and a time', () => {
    expect(recogniseRoadRaceHeader(['Startnummer', 'Vorname', 'Nachname', 'Netto']).ok).toBe(true);
    expect(recogniseRoadRaceHeader(['StNr', 'Name', 'Gross']).ok).toBe(true);
    expect(recogniseRoadRaceHeader(['Name', 'Verein', 'Platz']).ok).toBe(false);
    expect(readRoadRaceResults([['Name', 'Verein'], ['Müller', 'TV']], 2026)).toMatchObject({ header: { ok: false }, headerLine: 0, runners: [], finishers: 0 });
  });

  it('takes `Name` beside `Vorname` as the last name', () => {
    expect(recogniseRoadRaceHeader(['Name', 'Vorname', 'Zeit']).columns).toEqual({ lastName: 0, firstName: 1, grossTime: 2 });
  });

  it('reads gender from the age group when the list has no gender column', () => {
    const read = readRoadRaceResults([['Name', 'Altersklasse', 'Brutto'], ['Anna Berg', 'W50', '48:00'], ['Max Berg', 'MU12', '30:00']], 2026);
    expect(read.runners[0]).toMatchObject({ lastName: 'Berg', firstName: 'Anna', gender: 'W', group: 'Masters' });
    expect(read.counts).toMatchObject({ finisher_Women_Masters: 1, finisher_Men_U12: 1, totalSum_Runners: 2 });
  });

  it('counts a finisher without age group or year of birth in the main class, with a warning', () => {
    const read = readRoadRaceResults([['Name', 'G', 'Netto'], ['Eva Ohnejahr', 'w', '50:00']], 2026);
    expect(read.runners[0]).toMatchObject({ status: 'warning', group: 'Active', messages: [{ key: 'roadRaceResults.netTimeOnly' }, { key: 'roadRaceResults.groupAssumed' }] });
    expect(read.counts.finisher_Women_Active).toBe(1);
  });
});

describe('cells', () => {
  it('reads times as h:mm:ss or mm:ss with tenths, rounded up to the second', () => {
    expect(readRaceTime('1:02:03')).toBe(3723);
    expect(readRaceTime('0:35:12')).toBe(2112);
    expect(readRaceTime('35:12')).toBe(2112);
    expect(readRaceTime('75:12')).toBe(4512);
    expect(readRaceTime('35:12,1')).toBe(2113);
    expect(readRaceTime('35:12.0')).toBe(2112);
    expect(readRaceTime('1:02:03.45')).toBe(3724);
    for (const none of ['', 'DNF', 'dns', 'DQ', 'disq.', '--:--', '0:00:00']) expect(readRaceTime(none), none).toBeNull();
    for (const bad of ['35', '35:1', '1:60:00', '35:61', 'schnell']) expect(readRaceTime(bad), bad).toBe('invalid');
  });

  it('splits "Last, First" and "First Last"', () => {
    expect(splitRunnerName('Müller-Lüdenscheidt, Hans Peter')).toEqual({ lastName: 'Müller-Lüdenscheidt', firstName: 'Hans Peter' });
    expect(splitRunnerName('Hans Peter  Müller')).toEqual({ lastName: 'Müller', firstName: 'Hans Peter' });
    expect(splitRunnerName('Madonna')).toEqual({ lastName: 'Madonna', firstName: '' });
  });

  it('maps classes and age groups to the finisher groups', () => {
    expect(['M', 'WU23', 'M30', 'W30'].map(finisherGroupOfClass)).toEqual(['Active', 'Active', 'Active', 'Active']);
    expect(['MU20', 'WU18'].map(finisherGroupOfClass)).toEqual(['U2018', 'U2018']);
    expect(['MU16', 'W14', 'WU14', 'M12'].map(finisherGroupOfClass)).toEqual(['U1614', 'U1614', 'U1614', 'U1614']);
    expect(['MU12', 'M35', 'W90'].map(finisherGroupOfClass)).toEqual(['U12', 'Masters', 'Masters']);
    expect(readAgeGroup('WHK', null)).toEqual({ classCode: 'W', group: 'Active', sex: 'W' });
    expect(readAgeGroup('M20', null)).toEqual({ classCode: 'M', group: 'Active', sex: 'M' });
    expect(readAgeGroup('MJU20', null)).toEqual({ classCode: 'MU20', group: 'U2018', sex: 'M' });
    expect(readAgeGroup('U10', 'W')).toEqual({ classCode: null, group: 'U12', sex: 'W' });
    expect(readAgeGroup('Frauen', null)).toEqual({ classCode: 'W', group: 'Active', sex: 'W' });
    expect(readAgeGroup('Hobby', 'M')).toBeNull();
  });

  it('derives the group from the year of birth in the race year', () => {
    expect(finisherGroupByYear(2006, 2026, 'M')).toBe('Active');
    expect(finisherGroupByYear(2007, 2026, 'W')).toBe('U2018');
    expect(finisherGroupByYear(2010, 2026, 'W')).toBe('U2018');
    expect(finisherGroupByYear(2011, 2026, null)).toBe('U1614');
    expect(finisherGroupByYear(2014, 2026, 'M')).toBe('U1614');
    expect(finisherGroupByYear(2015, 2026, 'M')).toBe('U12');
    expect(finisherGroupByYear(1992, 2026, 'M')).toBe('Active');
    expect(finisherGroupByYear(1991, 2026, 'M')).toBe('Masters');
  });
});
