import { describe, expect, it } from 'vitest';
import { translateValidation } from '../i18n';
import { recogniseHeader } from './header';
import { parseResultRow, type ParsedResultRow, type ResultImportContext } from './result-row';

const headings = ['Nachname', 'Vorname', 'Jg.', 'Geschlecht', 'Verein', 'Nation', 'Disziplin', 'Klasse', 'Leistung', 'Wind', 'Platz', 'Datum', 'Runde', 'Startpass'];
const header = recogniseHeader(headings);
if (!header.ok) throw new Error('header not recognised');

type Cells = Partial<Record<(typeof headings)[number], string>>;
const good: Cells = {
  Nachname: 'Müller',
  Vorname: 'Hans',
  'Jg.': '2000',
  Geschlecht: 'M',
  Verein: 'LG Weißenfels',
  Nation: 'GER',
  Disziplin: '100m',
  Klasse: 'M',
  Leistung: '10,52',
  Wind: '+1,8',
  Platz: '1',
  Datum: '14.06.2026',
  Runde: 'Finale',
  Startpass: 'A123',
};
const outdoor: ResultImportContext = { dateFrom: '2026-06-13', dateTo: '2026-06-14', environment: 1, year: 2026, today: '2026-11-28' };

const seenKeys = new Set<string>();
function parse(change: Cells, context: ResultImportContext = outdoor): ParsedResultRow {
  const cells = { ...good, ...change };
  const row = parseResultRow({ line: 7, cells: headings.map((h) => cells[h] ?? '') }, header.columns, context);
  for (const m of row.messages) seenKeys.add(m.key);
  return row;
}
const keys = (row: ParsedResultRow) => row.messages.map((m) => `${m.severity}:${m.key}`);

describe('parseResultRow', () => {
  it('reads a complete row', () => {
    expect(parse({})).toEqual({
      line: 7,
      status: 'ok',
      messages: [],
      athlete: { lastName: 'Müller', firstName: 'Hans', yearOfBirth: 2000, gender: 'M', club: 'LG Weißenfels', nation: 'GER', athleteCode: 'A123' },
      event: '100',
      class: 'M',
      mark: { value: 10.52, units: 1052, handTimed: false, text: '10.52' },
      wind: 1.8,
      place: 1,
      date: '2026-06-14',
      round: 'Finale',
    });
  });

  it('names every missing required cell', () => {
    const row = parse({ Nachname: ' ', Vorname: '', 'Jg.': '', Geschlecht: '', Disziplin: '', Leistung: '' });
    expect(row.status).toBe('error');
    expect(keys(row)).toEqual(
      ['lastName', 'firstName', 'gender', 'yearOfBirth', 'event', 'mark'].map((c) => `error:resultsImport.required.${c}`),
    );
    expect(row.messages[0].column).toBe('lastName');
  });

  it('refuses an unknown event and an implement the class does not settle', () => {
    expect(keys(parse({ Disziplin: 'Sackhüpfen' }))).toEqual(['error:resultsImport.eventUnknown']);
    expect(parse({ Disziplin: 'Sackhüpfen' }).messages[0].params).toEqual({ value: 'Sackhüpfen' });
    expect(keys(parse({ 'Jg.': '1975', Klasse: 'M50', Disziplin: 'Kugel', Leistung: '12,50', Wind: '' }))).toEqual(['error:resultsImport.eventAmbiguous']);
    expect(parse({ Disziplin: 'Kugel', Leistung: '15,20', Wind: '' })).toMatchObject({ status: 'ok', event: 'SP7260' });
  });

  it('refuses relays and combined events, which need columns of their own', () => {
    expect(keys(parse({ Disziplin: '4x100m', Leistung: '40,12', Wind: '' }))).toEqual(['error:resultsImport.relayNotSupported']);
    expect(keys(parse({ Disziplin: 'Zehnkampf', Leistung: '7.512', Wind: '' }))).toEqual(['error:resultsImport.combinedNotSupported']);
  });

  it('refuses a mark the event cannot have, naming the plausible range', () => {
    const row = parse({ Leistung: '9,12' });
    expect(row.status).toBe('error');
    expect(row.messages).toEqual([{ key: 'markTooFast', params: { event: '100 m', min: '9,39', max: '60,00 s' }, severity: 'error', column: 'mark' }]);
    expect(translateValidation('de', row.messages[0].key, row.messages[0].params)).toBe('Zu schnell: Für 100 m muss die Zeit zwischen 9,39 und 60,00 s liegen');
    expect(parse({ Leistung: '9,12' }, { ...outdoor, culture: 'en' }).messages[0].params.min).toBe('9.39');
    expect(keys(parse({ Leistung: 'schnell' }))).toEqual(['error:markInvalid']);
    expect(keys(parse({ Disziplin: 'Weit', Leistung: '7,48*' }))).toEqual(['error:markHandTimeNotAllowed']);
  });

  it('takes no mark (DNS, a foul) as a row to look at, without a mark', () => {
    const row = parse({ Leistung: 'DNS', Wind: '' });
    expect(row).toMatchObject({ status: 'warning', mark: null });
    expect(keys(row)).toEqual(['warning:resultsImport.noMark']);
  });

  it('refuses a class of the other sex or outside the athlete age', () => {
    expect(keys(parse({ Klasse: 'W' }))).toEqual(['error:errorClassSexMismatch']);
    const row = parse({ Klasse: 'MU20' });
    expect(keys(row)).toEqual(['error:resultsImport.classAgeMismatch']);
    expect(row.messages[0].params).toEqual({ class: 'MU20', age: '26', year: '2026' });
    expect(keys(parse({ Klasse: 'MX' }))).toEqual(['error:resultsImport.classUnknown']);
    expect(keys(parse({ Disziplin: 'Siebenkampf', Leistung: '6.000', Wind: '' }))).toContain('error:errorEventClassMismatch');
  });

  it('takes the athlete class from year of birth and sex when the cell is empty', () => {
    expect(parse({ Klasse: '' })).toMatchObject({ status: 'warning', class: 'M' });
    const youth = parse({ Klasse: '', 'Jg.': '2011', Geschlecht: 'w', Leistung: '12,40' });
    expect(youth).toMatchObject({ status: 'warning', class: 'WU16' });
    expect(youth.messages).toEqual([{ key: 'resultsImport.classDerived', params: { class: 'WU16' }, severity: 'warning', column: 'class' }]);
  });

  it('refuses a day outside the competition, in the future or unreadable', () => {
    expect(keys(parse({ Datum: '12.06.2026' }))).toEqual(['error:errorResultDate']);
    expect(keys(parse({ Datum: '2026-06-15' }))).toEqual(['error:errorResultDate']);
    expect(keys(parse({ Datum: '13.06.2026' }))).toEqual([]);
    expect(keys(parse({ Datum: '14.6.26' }))).toEqual(['error:resultsImport.dateInvalid']);
    const future = { ...outdoor, dateFrom: '2026-11-28', dateTo: '2026-11-29' };
    expect(keys(parse({ Datum: '29.11.2026' }, future))).toEqual(['error:errorDateInFuture']);
  });

  it('takes the first day when the sheet gives none, with a warning on a meeting of several days', () => {
    expect(parse({ Datum: '' })).toMatchObject({ status: 'warning', date: '2026-06-13' });
    expect(parse({ Datum: '' }, { ...outdoor, dateTo: '2026-06-13' })).toMatchObject({ status: 'ok', date: '2026-06-13' });
  });

  it('counts the age in the indoor season a November day belongs to', () => {
    const indoor: ResultImportContext = { dateFrom: '2025-11-29', dateTo: '2025-11-29', environment: 0, year: 2026 };
    // Born 2008: 18 in the indoor season 2026, which starts in November 2025.
    expect(keys(parse({ 'Jg.': '2008', Klasse: 'MU18', Disziplin: '60m', Leistung: '7,12', Wind: '', Datum: '29.11.2025' }, indoor))).toEqual([
      'error:resultsImport.classAgeMismatch',
    ]);
  });

  it('warns of a missing wind reading where wind counts, and drops readings where it does not', () => {
    expect(parse({ Wind: '' })).toMatchObject({ status: 'warning', wind: null });
    expect(keys(parse({ Wind: '' }))).toEqual(['warning:resultsImport.windMissing']);
    expect(parse({ Disziplin: 'Hochsprung', Leistung: '2,05', Wind: '+0,5' })).toMatchObject({ status: 'warning', wind: null });
    const indoor: ResultImportContext = { dateFrom: '2026-02-14', dateTo: '2026-02-14', environment: 0, year: 2026 };
    expect(parse({ Disziplin: '60m', Leistung: '6,90', Wind: '', Datum: '' }, indoor)).toMatchObject({ status: 'ok', wind: null });
    expect(keys(parse({ Disziplin: '60m', Leistung: '6,90', Wind: '+0,3', Datum: '' }, indoor))).toEqual(['warning:resultsImport.windIgnored']);
  });

  it('refuses a wind reading beyond ±9.9 m/s or unreadable', () => {
    expect(keys(parse({ Wind: '+12,5' }))).toEqual(['error:errorWindOutOfRange']);
    expect(keys(parse({ Wind: 'Rückenwind' }))).toEqual(['error:errorShouldBeDecimal']);
    expect(parse({ Wind: '-9,9' })).toMatchObject({ status: 'ok', wind: -9.9 });
  });

  it('refuses an unreadable sex or year of birth', () => {
    expect(keys(parse({ Geschlecht: 'X' }))).toEqual(['error:resultsImport.genderInvalid']);
    expect(keys(parse({ 'Jg.': '1066' }))).toEqual(['error:resultsImport.yearOfBirthInvalid']);
  });

  it('warns of an unreadable place, an unknown nation and a missing club, keeping the row', () => {
    const row = parse({ Platz: 'DNF?', Nation: 'XYZ', Verein: '' });
    expect(row.status).toBe('warning');
    expect(keys(row)).toEqual(['warning:resultsImport.placeInvalid', 'warning:resultsImport.nationUnknown', 'warning:resultsImport.clubMissing']);
    expect(row.athlete).toMatchObject({ nation: null, club: null });
  });

  it('reads a sheet without the optional columns', () => {
    const minimal = recogniseHeader(['Name', 'Vorname', 'Jahrgang', 'Geschlecht', 'Disziplin', 'Leistung']);
    if (!minimal.ok) throw new Error('header not recognised');
    const row = parseResultRow({ line: 2, cells: ['Schmidt', 'Eva', '1990', 'W', 'Weitsprung', '6,12'] }, minimal.columns, { ...outdoor, dateTo: outdoor.dateFrom });
    expect(row).toMatchObject({ status: 'warning', event: 'LJ', class: 'W', date: '2026-06-13', mark: { units: 612 } });
    expect(keys(row)).toEqual(['warning:resultsImport.classDerived', 'warning:resultsImport.windMissing', 'warning:resultsImport.clubMissing']);
  });

  // Runs last: the tests above have collected every message a row gave.
  it('has the text of every message above in every catalogue', () => {
    expect(seenKeys.size).toBeGreaterThan(20);
    for (const key of seenKeys) {
      for (const culture of ['de', 'en', 'nl'] as const) {
        const text = translateValidation(culture, key, {});
        expect(text.startsWith('validation.') || text.startsWith('resultsImport.'), `${culture} ${key}`).toBe(false);
      }
    }
  });
});
