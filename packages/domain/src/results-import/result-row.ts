import type { LanguageCode } from '../platform/roles';
import { ageClassByCode, type Sex } from '../reference/classes';
import { eventByCode, type EventDefinition } from '../reference/events';
import { markMessage, markRulesOf } from '../results/parse-event-mark';
import { windRequiredFor } from '../results/wind';
import { ageInSeason } from '../seasons/age-classes';
import { isFutureDay, seasonYear, type SeasonEnvironment } from '../seasons/seasons';
import { type ImportedMark, isNoMark, readDate, readGender, readMark, readNation, readPlace, readWind, readYearOfBirth } from './cells';
import { classProblem, defaultClass, readClass } from './classes';
import { readEventCell } from './event-names';
import type { ColumnMap, ResultColumn } from './header';

/** The competition a sheet is imported into. */
export interface ResultImportContext {
  /** The competition's first and last day (`YYYY-MM-DD`); every result lies between them. */
  dateFrom: string;
  dateTo: string;
  /** Where it is held: indoor 0, outdoor 1 (wind, season year). */
  environment: SeasonEnvironment;
  /** The competition's season year; a row's own day decides where it has one (indoor November counts for the next year). */
  year: number;
  /** The federation's day (`YYYY-MM-DD`): no result can be later. */
  today?: string;
  /** The language the plausible range of a refused mark is written in (`markMessage`); German by default. */
  culture?: LanguageCode;
}

/** What keeps a row out (`error`) or is worth a look before importing it (`warning`). */
export type ImportSeverity = 'error' | 'warning';

/**
 * A message on a row: a catalogue key (`resultsImport.*`, or a `validation.*` key given without its
 * section, as the forms' 422 answers give them; `translateValidation` reads both), its parameters,
 * the column it concerns.
 */
export interface ImportMessage {
  key: string;
  params: Record<string, string>;
  severity: ImportSeverity;
  column?: ResultColumn;
}

/** The athlete a row names, to be matched (`athleteMatchKey`) or created. */
export interface ImportedAthlete {
  lastName: string;
  firstName: string;
  yearOfBirth: number | null;
  gender: Sex | null;
  club: string | null;
  nation: string | null;
  athleteCode: string | null;
}

/**
 * One row of a result sheet read: `ok` rows import as they are, `warning` rows too once seen, `error`
 * rows not. A row without errors whose `mark` is null has no mark (DNS, DNF, a foul) and gives no
 * performance.
 */
export interface ParsedResultRow {
  /** The row's line in the sheet (1-based), for the messages. */
  line: number;
  status: 'ok' | ImportSeverity;
  messages: ImportMessage[];
  athlete: ImportedAthlete;
  /** Event and class codes of the reference data. */
  event: string | null;
  class: string | null;
  mark: ImportedMark | null;
  /** m/s, only where wind counts (wind events outdoors). */
  wind: number | null;
  place: number | null;
  /** `YYYY-MM-DD`, within the competition's days. */
  date: string | null;
  round: string | null;
}

/** A row of cells and its line in the sheet (1-based). */
export interface SheetRow {
  line: number;
  cells: readonly string[];
}

/**
 * Reads one row of a result sheet against the competition: the athlete, the event (its name as
 * people write it, settled by the class where the implement is left open), the class (fitting the
 * athlete's sex and age in the season, or taken from them), the mark by the domain's rules of
 * decision 030, the wind where it counts, the day within the competition's days.
 */
export function parseResultRow(row: SheetRow, columns: ColumnMap, context: ResultImportContext): ParsedResultRow {
  const messages: ImportMessage[] = [];
  const say = (severity: ImportSeverity, column: ResultColumn, key: string, params: Record<string, string> = {}) =>
    messages.push({ key, params, severity, column });
  const cell = (column: ResultColumn): string => {
    const index = columns[column];
    return index === undefined ? '' : (row.cells[index] ?? '').trim();
  };
  const required = (column: ResultColumn): string => {
    const text = cell(column);
    if (text === '') say('error', column, `resultsImport.required.${column}`);
    return text;
  };

  const lastName = required('lastName');
  const firstName = required('firstName');

  const genderText = required('gender');
  const gender = genderText === '' ? null : readGender(genderText);
  if (genderText !== '' && gender === null) say('error', 'gender', 'resultsImport.genderInvalid', { value: genderText });

  const date = readRowDate(cell('date'), context, say);
  const season = date ? seasonYear(date, context.environment) : context.year;

  const yearText = required('yearOfBirth');
  const yearOfBirth = yearText === '' ? null : readYearOfBirth(yearText, season);
  if (yearText !== '' && yearOfBirth === null) say('error', 'yearOfBirth', 'resultsImport.yearOfBirthInvalid', { value: yearText });

  const ageClass = readRowClass(cell('class'), gender, yearOfBirth, season, say);

  const eventText = required('event');
  const event = eventText === '' ? undefined : readRowEvent(eventText, ageClass, gender, say);

  const markText = required('mark');
  let mark: ImportedMark | null = null;
  if (markText !== '' && isNoMark(markText)) say('warning', 'mark', 'resultsImport.noMark', { value: markText });
  else if (markText !== '' && event && event.relayMembers === 0 && event.subEvents.length === 0) {
    const read = readMark(markText, event);
    if (read.ok) mark = read.mark;
    else {
      const message = markMessage(read.reason, markRulesOf(event), context.culture ?? 'de');
      say('error', 'mark', message.key, message.params);
    }
  }

  // Wind is kept only where it counts, as a performance saved by hand keeps it.
  let wind: number | null = null;
  const windRead = readWind(cell('wind'));
  const windCounts = event !== undefined && windRequiredFor(event, context.environment);
  if (!windRead.ok) say('error', 'wind', windRead.reason);
  else if (windCounts) {
    wind = windRead.wind;
    if (wind === null && mark) say('warning', 'wind', 'resultsImport.windMissing');
  } else if (windRead.wind !== null && event) say('warning', 'wind', 'resultsImport.windIgnored');

  const placeText = cell('place');
  const place = readPlace(placeText);
  if (placeText !== '' && place === null) say('warning', 'place', 'resultsImport.placeInvalid', { value: placeText });

  const nationText = cell('nation');
  const nation = nationText === '' ? null : readNation(nationText);
  if (nationText !== '' && nation === null) say('warning', 'nation', 'resultsImport.nationUnknown', { value: nationText });

  const club = cell('club') || null;
  if (club === null) say('warning', 'club', 'resultsImport.clubMissing');

  const status = messages.some((m) => m.severity === 'error') ? 'error' : messages.length > 0 ? 'warning' : 'ok';
  return {
    line: row.line,
    status,
    messages,
    athlete: { lastName, firstName, yearOfBirth, gender, club, nation, athleteCode: cell('athleteCode') || null },
    event: event?.code ?? null,
    class: ageClass,
    mark,
    wind,
    place,
    date,
    round: cell('round') || null,
  };
}

type Say = (severity: ImportSeverity, column: ResultColumn, key: string, params?: Record<string, string>) => void;

/** The row's day: as written, within the competition's days; the first day when the sheet gives none. */
function readRowDate(text: string, context: ResultImportContext, say: Say): string | null {
  if (text === '') {
    // A one-day meeting needs no date column; on a longer one the first day is a guess to confirm.
    if (context.dateFrom !== context.dateTo) say('warning', 'date', 'resultsImport.dateAssumed');
    return context.dateFrom;
  }
  const date = readDate(text);
  if (date === null) say('error', 'date', 'resultsImport.dateInvalid', { value: text });
  else if (context.today !== undefined && isFutureDay(date, context.today)) say('error', 'date', 'errorDateInFuture');
  else if (date < context.dateFrom || date > context.dateTo) say('error', 'date', 'errorResultDate');
  return date;
}

/** The row's class: as written and fitting the athlete, or, when the cell is empty, the athlete's own. */
function readRowClass(text: string, gender: Sex | null, yearOfBirth: number | null, season: number, say: Say): string | null {
  let code: string | null = null;
  if (text !== '') {
    code = readClass(text, gender);
    if (code === null) say('error', 'class', 'resultsImport.classUnknown', { value: text });
  } else if (gender && yearOfBirth !== null) {
    code = defaultClass(gender, yearOfBirth, season);
    if (code) say('warning', 'class', 'resultsImport.classDerived', { class: code });
  }
  if (code && gender && yearOfBirth !== null) {
    const problem = classProblem(code, gender, yearOfBirth, season);
    if (problem === 'errorClassSexMismatch') say('error', 'class', problem);
    else if (problem) say('error', 'class', 'resultsImport.classAgeMismatch', { class: code, age: String(ageInSeason(yearOfBirth, season)), year: String(season) });
  }
  return code;
}

/** The row's event: one the import can take (no relays or combined events yet) and fitting the class's sex. */
function readRowEvent(text: string, classCode: string | null, gender: Sex | null, say: Say): EventDefinition | undefined {
  const reading = readEventCell(text, classCode);
  if (reading === null || !('code' in reading)) {
    say('error', 'event', reading === null ? 'resultsImport.eventUnknown' : 'resultsImport.eventAmbiguous', { value: text });
    return undefined;
  }
  const event = eventByCode(reading.code)!;
  // A relay's members and a combined event's sub-results need columns of their own.
  if (event.relayMembers > 0) say('error', 'event', 'resultsImport.relayNotSupported');
  else if (event.subEvents.length > 0) say('error', 'event', 'resultsImport.combinedNotSupported');
  const sex = (classCode ? ageClassByCode(classCode)?.sex : undefined) ?? gender;
  if (event.sex !== null && sex && event.sex !== sex) say('error', 'event', 'errorEventClassMismatch');
  return event;
}
