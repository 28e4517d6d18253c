import { finisherCountFields, type FinisherCounts, type FinisherGroup } from '../competition-approval/fees';
import { ageClassByCode, type Sex } from '../reference/classes';
import { ageClassesFor } from '../seasons/age-classes';
import { isNoMark, readGender, readYearOfBirth } from './cells';
import { readClass } from './classes';
import { HEADER_SEARCH_ROWS } from './header';
import { foldText } from './names';

/** The columns of a timing company's result list, by the name the reader gives each (catalogue keys `roadRaceResults.columns.*`). */
export const roadRaceColumns = ['bib', 'name', 'lastName', 'firstName', 'yearOfBirth', 'gender', 'club', 'ageGroup', 'grossTime', 'netTime', 'distance'] as const;
export type RoadRaceColumn = (typeof roadRaceColumns)[number];
export type RoadRaceColumnMap = Partial<Record<RoadRaceColumn, number>>;

// Headings in German and English as timing software writes them; compared as the result sheet's
// headings are (folded, without blanks, dots, colons, slashes): `Startnr.` = `startnr`, `M/W` = `mw`.
const headings: Record<RoadRaceColumn, string[]> = {
  bib: ['Startnr', 'Startnummer', 'StNr', 'Start-Nr', 'Bib', 'Bib number', 'Nr'],
  name: ['Name', 'Teilnehmer', 'Athlet', 'Athlete', 'Runner', 'Full name'],
  lastName: ['Nachname', 'Familienname', 'Last name', 'Surname', 'Family name'],
  firstName: ['Vorname', 'First name', 'Given name'],
  yearOfBirth: ['Jg', 'Jahrgang', 'Geburtsjahr', 'Year of birth', 'YOB', 'Born'],
  gender: ['Geschlecht', 'G', 'M/W', 'Sex', 'Gender'],
  club: ['Verein', 'Club', 'Team', 'Verein/Team', 'Verein/LG'],
  ageGroup: ['AK', 'Altersklasse', 'Age group', 'Class', 'Klasse', 'Category'],
  grossTime: ['Brutto', 'Bruttozeit', 'Gross', 'Gross time', 'Gun time', 'Zeit', 'Endzeit', 'Time'],
  netTime: ['Netto', 'Nettozeit', 'Net', 'Net time', 'Chip time', 'Chipzeit'],
  distance: ['Strecke', 'Distanz', 'Wettbewerb', 'Disziplin', 'Distance', 'Race', 'Event'],
};

const headingKey = (text: string): string => foldText(text).replace(/[\s.:/_\-()]+/g, '');
const columnByHeading = new Map<string, RoadRaceColumn>(roadRaceColumns.flatMap((column) => headings[column].map((h) => [headingKey(h), column] as const)));

/**
 * What a result list needs: a name (`Name`, or `Nachname`) and a time (gross or net). The refusal
 * names these, and the columns the counts are better for (gender, year of birth or age group).
 */
export const roadRaceExpectedColumns: readonly RoadRaceColumn[] = ['name', 'gender', 'yearOfBirth', 'ageGroup', 'grossTime', 'netTime'];

export type RoadRaceHeader = { ok: true; columns: RoadRaceColumnMap } | { ok: false; columns: RoadRaceColumnMap };

/** A header row's columns: headings in German and English in any order and case; the first cell of a heading counts. */
export function recogniseRoadRaceHeader(cells: readonly string[]): RoadRaceHeader {
  const columns: RoadRaceColumnMap = {};
  cells.forEach((cell, index) => {
    const column = columnByHeading.get(headingKey(cell));
    if (column !== undefined && columns[column] === undefined) columns[column] = index;
  });
  // `Name` beside `Vorname` is the last name.
  if (columns.name !== undefined && columns.lastName === undefined && columns.firstName !== undefined) {
    columns.lastName = columns.name;
    delete columns.name;
  }
  const named = columns.name !== undefined || columns.lastName !== undefined;
  const timed = columns.grossTime !== undefined || columns.netTime !== undefined;
  return named && timed ? { ok: true, columns } : { ok: false, columns };
}

/** A message on a runner's row: a catalogue key (`roadRaceResults.*`), its parameters and weight. */
export interface RoadRaceMessage {
  key: string;
  params: Record<string, string>;
  severity: 'error' | 'warning';
}

/** One row of the result list read. */
export interface RoadRaceRunner {
  /** The row's line in the file (1-based). */
  line: number;
  status: 'ok' | 'warning' | 'error';
  messages: RoadRaceMessage[];
  bib: string | null;
  lastName: string;
  firstName: string;
  yearOfBirth: number | null;
  gender: Sex | null;
  club: string | null;
  /** The federation's class the age group cell names (`M45`, `WU18`; `M` for a main class), or null. */
  classCode: string | null;
  /** The finisher group the runner is counted in; null when not counted. */
  group: FinisherGroup | null;
  /** Whole seconds (road races round up); null without a time. */
  grossSeconds: number | null;
  netSeconds: number | null;
  /** The distance cell as written, for lists of several races. */
  distance: string | null;
  /** Reached the finish with a time (and is counted). */
  finisher: boolean;
}

export interface RoadRaceResults {
  header: RoadRaceHeader;
  /** 1-based; 0 when no row among the first ones is a header. */
  headerLine: number;
  runners: RoadRaceRunner[];
  counts: FinisherCounts;
  finishers: number;
  rows: { ok: number; warnings: number; errors: number };
}

/**
 * A time as timing companies write it: `h:mm:ss` or `mm:ss` (minutes may pass 59 without hours),
 * with tenths or hundredths after a point or comma; in whole seconds, rounded up as road races
 * are. Null for no time (an empty cell, `DNF`, `DNS`, `DQ`, `--:--`), `invalid` for anything else.
 */
export function readRaceTime(text: string): number | null | 'invalid' {
  const trimmed = text.trim();
  if (trimmed === '' || isNoMark(trimmed) || /^[-–—:.\s]+$/.test(trimmed)) return null;
  const match = /^(?:(\d{1,2}):)?(\d{1,3}):(\d{2})(?:[.,](\d{1,3}))?$/.exec(trimmed);
  if (!match) return 'invalid';
  const [, hours, minutes, seconds, fraction] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return 'invalid';
  const whole = Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
  const total = fraction && Number(fraction) > 0 ? whole + 1 : whole;
  return total > 0 ? total : null;
}

/** Whole seconds as a road race's time is written: `1:02:03`, `35:12`. */
export function formatRaceTime(seconds: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(seconds / 3600);
  const m = Math.floor(seconds / 60) % 60;
  const s = seconds % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** The finisher group of a federation class: the main class, U23 and M30/W30 are the active runners, masters from 35. */
export function finisherGroupOfClass(code: string): FinisherGroup | null {
  const c = ageClassByCode(code);
  if (!c) return null;
  if (c.group === 'open') return 'Active';
  if (c.group === 'masters') return c.ageFrom >= 35 ? 'Masters' : 'Active';
  const upper = c.ageTo ?? 99;
  return upper >= 20 ? 'Active' : upper >= 16 ? 'U2018' : upper >= 12 ? 'U1614' : 'U12';
}

const youthBandGroup = (band: number): FinisherGroup => (band <= 12 ? 'U12' : band <= 16 ? 'U1614' : band <= 20 ? 'U2018' : 'Active');

/**
 * The age group cell of a result list: a federation class (`M45`, `WU18`, `MJU20`, `Männer`), the
 * main class as timing software writes it (`MHK`, `WHK`, `M20`, `W25`), youth bands the federation
 * has no class for (`MU10`, `U8`), and `F` for women (`F40`). Its sex is taken when the cell has one.
 */
export function readAgeGroup(text: string, sex: Sex | null): { classCode: string | null; group: FinisherGroup; sex: Sex | null } | null {
  const key = foldText(text)
    .replace(/[\s.\-_]+/g, '')
    .replace(/^f(?=\d|u|hk|$)/, 'w');
  const code = readClass(key, sex);
  if (code) {
    const group = finisherGroupOfClass(code);
    if (group) return { classCode: code, group, sex: ageClassByCode(code)!.sex };
  }
  const letter = (s: string): Sex | null => (s === 'm' ? 'M' : s === 'w' ? 'W' : sex);
  const main = /^([mw]?)(?:hk|20|25)$/.exec(key);
  if (main) {
    const classSex = letter(main[1]);
    return { classCode: classSex, group: 'Active', sex: classSex };
  }
  const band = /^([mw]?)[jk]?u(\d{1,2})$/.exec(key);
  if (band) {
    const classSex = letter(band[1]);
    return { classCode: null, group: youthBandGroup(Number(band[2])), sex: classSex };
  }
  const masters = /^([mw]?)(\d{2})$/.exec(key);
  if (masters && Number(masters[2]) >= 30) {
    const classSex = letter(masters[1]);
    return { classCode: null, group: Number(masters[2]) >= 35 ? 'Masters' : 'Active', sex: classSex };
  }
  return null;
}

/** The finisher group of a runner's age in the race's year, by the class the best lists would rank them in first. */
export function finisherGroupByYear(yearOfBirth: number, raceYear: number, sex: Sex | null): FinisherGroup | null {
  const own = ageClassesFor(sex ?? 'M', yearOfBirth, raceYear)[0];
  return own ? finisherGroupOfClass(own) : null;
}

/** `Müller, Jörg` or `Jörg Müller`: last and first name of a name cell. */
export function splitRunnerName(text: string): { lastName: string; firstName: string } {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  const comma = trimmed.indexOf(',');
  if (comma >= 0) return { lastName: trimmed.slice(0, comma).trim(), firstName: trimmed.slice(comma + 1).trim() };
  const space = trimmed.lastIndexOf(' ');
  return space < 0 ? { lastName: trimmed, firstName: '' } : { lastName: trimmed.slice(space + 1), firstName: trimmed.slice(0, space) };
}

export const emptyFinisherCounts = (): FinisherCounts => ({
  ...(Object.fromEntries(finisherCountFields.map((f) => [f, 0])) as Record<(typeof finisherCountFields)[number], number>),
  totalSum_Runners: 0,
  totalSum_Others: 0,
  totalSum_Walker: 0,
});

/** Finds the header among the first rows: the first one with a name and a time. */
function findRoadRaceHeader(rows: readonly (readonly string[])[]): { index: number; header: RoadRaceHeader } {
  for (let index = 0; index < Math.min(rows.length, HEADER_SEARCH_ROWS); index++) {
    const header = recogniseRoadRaceHeader(rows[index]);
    if (header.ok) return { index, header };
  }
  return { index: -1, header: { ok: false, columns: {} } };
}

/**
 * Reads a timing company's result list (rows of text cells from `readResultFile`, `splitCsv`) for the
 * finisher numbers of the race in `raceYear`: each runner with a time is a finisher, counted by
 * gender and age group (the age group cell, else the year of birth; without either in the main
 * class, with a warning); every finisher is a runner. Rows without a time (DNF, DNS, DQ) are read
 * but not counted; a row whose gender is unknown or whose time cannot be read is an error and not
 * counted. Without a header (a name and a time) no row is read.
 */
export function readRoadRaceResults(rows: readonly (readonly string[])[], raceYear: number): RoadRaceResults {
  const { index, header } = findRoadRaceHeader(rows);
  const counts = emptyFinisherCounts();
  const summary = { ok: 0, warnings: 0, errors: 0 };
  if (!header.ok) return { header, headerLine: index + 1, runners: [], counts, finishers: 0, rows: summary };
  const columns = header.columns;
  const runners: RoadRaceRunner[] = [];
  rows.slice(index + 1).forEach((cells, i) => {
    const cell = (column: RoadRaceColumn) => {
      const at = columns[column];
      return at === undefined ? '' : (cells[at] ?? '').trim();
    };
    // Lists repeat their header on every printed page, and end with notes in the first cell.
    if (recogniseRoadRaceHeader(cells).ok) return;
    const runner = readRunner(index + 2 + i, cell, raceYear);
    if (runner === null) return;
    runners.push(runner);
    if (runner.status === 'ok') summary.ok++;
    else if (runner.status === 'warning') summary.warnings++;
    else summary.errors++;
    if (runner.finisher && runner.gender && runner.group) {
      counts[`finisher_${runner.gender === 'M' ? 'Men' : 'Women'}_${runner.group}`]++;
      counts.totalSum_Runners++;
    }
  });
  return { header, headerLine: index + 1, runners, counts, finishers: counts.totalSum_Runners, rows: summary };
}

function readRunner(line: number, cell: (column: RoadRaceColumn) => string, raceYear: number): RoadRaceRunner | null {
  const messages: RoadRaceMessage[] = [];
  const say = (severity: RoadRaceMessage['severity'], key: string, params: Record<string, string> = {}) => messages.push({ key: `roadRaceResults.${key}`, params, severity });

  const name = cell('name') ? splitRunnerName(cell('name')) : { lastName: cell('lastName'), firstName: cell('firstName') };
  const grossText = cell('grossTime');
  const netText = cell('netTime');
  // A row with neither a name nor a time is a note or a blank line of the list, not a runner.
  if (name.lastName === '' && name.firstName === '' && grossText === '' && netText === '') return null;
  if (name.lastName === '') say('error', 'nameMissing');

  const gross = readRaceTime(grossText);
  const net = readRaceTime(netText);
  if (gross === 'invalid') say('error', 'timeInvalid', { value: grossText });
  if (net === 'invalid') say('error', 'timeInvalid', { value: netText });
  const grossSeconds = typeof gross === 'number' ? gross : null;
  const netSeconds = typeof net === 'number' ? net : null;
  // The best lists rank road races by the gross time; a list with net times only gives those.
  if (grossSeconds === null && netSeconds !== null && gross !== 'invalid') say('warning', 'netTimeOnly');
  const timed = gross !== 'invalid' && net !== 'invalid' && (grossSeconds ?? netSeconds) !== null;

  const genderText = cell('gender');
  let gender = genderText === '' ? null : readGender(genderText);
  if (genderText !== '' && gender === null) say('error', 'genderInvalid', { value: genderText });

  const yearText = cell('yearOfBirth');
  const yearOfBirth = yearText === '' ? null : readYearOfBirth(yearText, raceYear);
  if (yearText !== '' && yearOfBirth === null) say('warning', 'yearOfBirthInvalid', { value: yearText });

  const ageText = cell('ageGroup');
  const age = ageText === '' ? null : readAgeGroup(ageText, gender);
  if (ageText !== '' && age === null) say('warning', 'ageGroupUnknown', { value: ageText });
  if (gender === null && genderText === '') gender = age?.sex ?? null;
  if (gender === null && genderText === '' && timed) say('error', 'genderMissing');

  let group: FinisherGroup | null = age?.group ?? (yearOfBirth !== null ? finisherGroupByYear(yearOfBirth, raceYear, gender) : null);
  if (group === null && timed && gender !== null) {
    say('warning', 'groupAssumed');
    group = 'Active';
  }

  const status = messages.some((m) => m.severity === 'error') ? 'error' : messages.length > 0 ? 'warning' : 'ok';
  return {
    line,
    status,
    messages,
    bib: cell('bib') || null,
    lastName: name.lastName,
    firstName: name.firstName,
    yearOfBirth,
    gender,
    club: cell('club') || null,
    classCode: age?.classCode ?? null,
    group: status === 'error' ? null : group,
    grossSeconds,
    netSeconds,
    distance: cell('distance') || null,
    finisher: status !== 'error' && timed,
  };
}

/** The columns of the results import a road race's runners are written in (headings its header recognises). */
export const roadRaceSheetHeader = ['Nachname', 'Vorname', 'Jg.', 'Geschlecht', 'Verein', 'Disziplin', 'AK', 'Leistung', 'Datum'] as const;

/**
 * The finishers of a road race as rows of the results import (`parseResultSheet`): the event of
 * the runner's distance (`eventOf`), the class of the age group (empty to be taken from the year of
 * birth), the gross time as the mark (road races rank by it; the net time where the list has no
 * other), the race day. Rows the counts refused stay in, for the statisticians to see why.
 */
export function roadRaceSheet(runners: readonly RoadRaceRunner[], race: { date: string; eventOf: (runner: RoadRaceRunner) => string }): string[][] {
  const germanDay = `${race.date.slice(8, 10)}.${race.date.slice(5, 7)}.${race.date.slice(0, 4)}`;
  const rows = runners
    .filter((r) => (r.grossSeconds ?? r.netSeconds) !== null)
    .map((r) => [
      r.lastName,
      r.firstName,
      r.yearOfBirth === null ? '' : String(r.yearOfBirth),
      r.gender ?? '',
      r.club ?? '',
      race.eventOf(r),
      r.classCode ?? '',
      formatRaceTime((r.grossSeconds ?? r.netSeconds)!),
      germanDay,
    ]);
  return [[...roadRaceSheetHeader], ...rows];
}
