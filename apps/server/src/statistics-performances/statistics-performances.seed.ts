import { and, eq, sql } from 'drizzle-orm';
import {
  ageClassesFor,
  CheckingStatus,
  combinedEventPoints,
  dayOf as dayOfMoment,
  environmentForDate,
  eventByCode,
  isFutureDay,
  markToUnits,
  performanceSeasonYear,
  rankingSortKey,
  standardDefinitions,
  windTenths,
  type EventDefinition,
  type Sex,
} from '@portal/domain';
import type { Db, DbOrTx } from '../db/client';
import {
  ageClasses,
  athletes,
  bestListDefinitions,
  bestLists,
  checkings,
  events,
  organizations,
  perfCompetitions,
  performanceRelayMembers,
  performanceSubResults,
  performances,
  users,
} from '../db/schema';

export const DEMO_BEST_LIST = 'DLV-Bestenliste';
export const DEMO_REGIONAL_BEST_LIST = 'Hessen-Bestenliste';

const ATHLETES = 300;

/** Mulberry32: a small seeded generator, so that every demo database holds the same athletes and marks. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    between: (min: number, max: number) => min + int(max - min + 1),
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[int(items.length)],
    shuffle: <T>(items: readonly T[]): T[] => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    weighted: <T>(items: readonly [T, number][]): T => {
      let r = next() * items.reduce((sum, [, w]) => sum + w, 0);
      for (const [item, w] of items) if ((r -= w) < 0) return item;
      return items[items.length - 1][0];
    },
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (date: string, days: number) => isoDay(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));

/** The nth Saturday of a month: meetings are held at weekends. */
function saturday(year: number, month: number, nth: number): string {
  const first = new Date(Date.UTC(year, month - 1, 1));
  return isoDay(new Date(Date.UTC(year, month - 1, 1 + ((6 - first.getUTCDay() + 7) % 7) + 7 * (nth - 1))));
}

// ---------------------------------------------------------------------------------------------
// Competitions

interface Meeting {
  name: string;
  month: number;
  week: number;
  days: 1 | 2;
  town: string;
  location: string;
  /** State code of the state association the meeting is held in. */
  region: string;
  district?: string;
  area?: string;
  /** Whom the meeting is for: its own state association's clubs, or everybody good enough. */
  scope: 'regional' | 'national' | 'open';
  ladv?: boolean;
  combined?: boolean;
  relays?: boolean;
}

const championshipHosts: [town: string, location: string, region: string][] = [
  ['Kassel', 'Auestadion', 'HE'],
  ['Braunschweig', 'Eintracht-Stadion', 'NI'],
  ['Nürnberg', 'Max-Morlock-Stadion', 'BY'],
];
const indoorHosts: [town: string, location: string, region: string][] = [
  ['Dortmund', 'Helmut-Körnig-Halle', 'WE'],
  ['Leipzig', 'Arena Leipzig', 'SN'],
];

/** A calendar year of meetings; the December one opens the next indoor season. */
function meetingsOf(year: number, withDecember: boolean): Meeting[] {
  const [dmTown, dmLocation, dmRegion] = championshipHosts[year % championshipHosts.length];
  const [dhmTown, dhmLocation, dhmRegion] = indoorHosts[year % indoorHosts.length];
  const list: Meeting[] = [
    { name: 'Hallen-Meeting Frankfurt', month: 1, week: 2, days: 1, town: 'Frankfurt am Main', location: 'Leichtathletikhalle Kalbach', region: 'HE', district: 'Kreis Frankfurt', scope: 'open' },
    { name: 'Bayerische Hallenmeisterschaften', month: 1, week: 4, days: 2, town: 'München', location: 'Werner-von-Linde-Halle', region: 'BY', area: 'Bezirk Oberbayern', scope: 'regional' },
    { name: 'Deutsche Hallenmeisterschaften', month: 2, week: 3, days: 2, town: dhmTown, location: dhmLocation, region: dhmRegion, scope: 'national' },
    { name: 'Darmstädter Frühjahrssportfest', month: 5, week: 2, days: 1, town: 'Darmstadt', location: 'Stadion am Böllenfalltor', region: 'HE', district: 'Kreis Darmstadt-Dieburg', scope: 'open' },
    { name: 'Hessische Meisterschaften', month: 6, week: 2, days: 2, town: 'Kassel', location: 'Auestadion', region: 'HE', scope: 'regional', relays: true },
    { name: 'Mehrkampf-Meeting Ratingen', month: 6, week: 4, days: 2, town: 'Ratingen', location: 'Stadion am Keramag', region: 'NRH', scope: 'national', combined: true },
    { name: 'Bayerische Meisterschaften', month: 7, week: 1, days: 2, town: 'Regensburg', location: 'Sportpark am Weinweg', region: 'BY', scope: 'regional', relays: true },
    { name: 'Abendsportfest Frankfurt', month: 7, week: 3, days: 1, town: 'Frankfurt am Main', location: 'Sportanlage am Riederwald', region: 'HE', district: 'Kreis Frankfurt', scope: 'open' },
    { name: 'Deutsche Meisterschaften', month: 8, week: 1, days: 2, town: dmTown, location: dmLocation, region: dmRegion, scope: 'national', ladv: true, relays: true },
    { name: 'Herbstsportfest Fürth', month: 9, week: 2, days: 1, town: 'Fürth', location: 'Sportpark Ronhof', region: 'BY', area: 'Bezirk Mittelfranken', scope: 'open' },
  ];
  if (withDecember) {
    list.push({ name: 'Nikolaus-Hallensportfest', month: 12, week: 1, days: 1, town: 'Frankfurt am Main', location: 'Leichtathletikhalle Kalbach', region: 'HE', district: 'Kreis Frankfurt', scope: 'open' });
  }
  return list;
}

// ---------------------------------------------------------------------------------------------
// Athletes

const germanMale = ['Lukas', 'Jonas', 'Leon', 'Finn', 'Paul', 'Felix', 'Maximilian', 'Elias', 'Noah', 'Tim', 'Jan', 'Niklas', 'Moritz', 'David', 'Julian', 'Tobias', 'Fabian', 'Simon', 'Philipp', 'Erik', 'Malte', 'Kai', 'Hendrik', 'Jannik', 'Torben', 'Marvin', 'Florian', 'Sebastian', 'Matthias', 'Stefan', 'Thomas', 'Andreas', 'Michael', 'Frank', 'Ole', 'Luca'];
const germanFemale = ['Lena', 'Mia', 'Hanna', 'Emma', 'Sophie', 'Marie', 'Laura', 'Lea', 'Anna', 'Clara', 'Johanna', 'Katharina', 'Lisa', 'Julia', 'Sarah', 'Nele', 'Pia', 'Carolin', 'Franziska', 'Theresa', 'Jana', 'Vanessa', 'Alina', 'Annika', 'Miriam', 'Sabine', 'Petra', 'Claudia', 'Andrea', 'Birgit', 'Greta', 'Luisa'];
const germanLast = [
  'Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Meyer', 'Wagner', 'Becker', 'Schulz', 'Hoffmann', 'Schäfer', 'Koch', 'Bauer', 'Richter', 'Klein',
  'Wolf', 'Schröder', 'Neumann', 'Schwarz', 'Zimmermann', 'Braun', 'Krüger', 'Hofmann', 'Hartmann', 'Lange', 'Schmitt', 'Werner', 'Schmitz', 'Krause', 'Meier',
  'Lehmann', 'Schmid', 'Schulze', 'Maier', 'Köhler', 'Herrmann', 'König', 'Walter', 'Mayer', 'Huber', 'Kaiser', 'Fuchs', 'Peters', 'Lang', 'Scholz',
  'Möller', 'Weiß', 'Jung', 'Hahn', 'Vogel', 'Friedrich', 'Keller', 'Günther', 'Frank', 'Berger', 'Winkler', 'Roth', 'Beck', 'Lorenz', 'Baumann',
  'Franke', 'Albrecht', 'Schuster', 'Ludwig', 'Böhm', 'Winter', 'Kraus', 'Schumacher', 'Krämer', 'Vogt', 'Stein', 'Jäger', 'Otto', 'Sommer', 'Groß',
  'Seidel', 'Heinrich', 'Brandt', 'Haas', 'Schreiber', 'Graf', 'Dietrich', 'Ziegler', 'Kuhn', 'Pohl', 'Engel', 'Horn', 'Busch', 'Bergmann', 'Voigt',
];
// A few athletes of other nations start for German clubs; the export's foreigners filter needs them.
const foreign: Record<string, { male: string[]; female: string[]; last: string[] }> = {
  AUT: { male: ['Lukas', 'Florian'], female: ['Anna', 'Verena'], last: ['Gruber', 'Pichler', 'Steiner'] },
  SUI: { male: ['Noah', 'Reto'], female: ['Lea', 'Mujinga'], last: ['Frei', 'Baumgartner', 'Kälin'] },
  NED: { male: ['Daan', 'Bram'], female: ['Femke', 'Lotte'], last: ['de Vries', 'Bakker', 'Visser'] },
  POL: { male: ['Jakub', 'Piotr'], female: ['Zofia', 'Natalia'], last: ['Nowak', 'Wójcik', 'Mazur'] },
  ITA: { male: ['Marco', 'Luca'], female: ['Giulia', 'Chiara'], last: ['Rossi', 'Bianchi', 'Romano'] },
  USA: { male: ['Tyler', 'Jordan'], female: ['Ashley', 'Kendra'], last: ['Johnson', 'Williams', 'Brown'] },
  KEN: { male: ['Eliud', 'Daniel'], female: ['Faith', 'Mercy'], last: ['Kiprono', 'Rotich', 'Kipchumba'] },
  UKR: { male: ['Oleksandr', 'Dmytro'], female: ['Yuliia', 'Iryna'], last: ['Kovalenko', 'Bondarenko', 'Shevchenko'] },
};

/** The demo clubs of the German federation with their share of the athletes. */
const clubShares: [name: string, share: number][] = [
  ['Eintracht Frankfurt e.V.', 22],
  ['LG Frankfurt-Nord', 14],
  ['ASC Darmstadt', 16],
  ['StG Odenwald', 8],
  ['LG Stadtwerke München', 18],
  ['TSV 1860 München', 12],
  ['LAC Quelle Fürth', 10],
];

type Specialty = 'sprint' | 'longSprint' | 'hurdles' | 'middle' | 'distance' | 'jumps' | 'high' | 'vault' | 'throws' | 'javelin' | 'combined';
const specialties: [Specialty, number][] = [
  ['sprint', 22],
  ['longSprint', 8],
  ['hurdles', 9],
  ['middle', 14],
  ['distance', 9],
  ['jumps', 12],
  ['high', 7],
  ['vault', 4],
  ['throws', 11],
  ['javelin', 4],
];

interface DemoAthlete {
  id: number;
  sex: Sex;
  yearOfBirth: number;
  nation: string;
  clubId: number;
  /** State code of the club's state association: the regional championships the athlete enters. */
  home: string;
  specialty: Specialty;
  /** 0 is the best in the country, 1 an ordinary club athlete. */
  ability: number;
}

type AgeGroup = 'u16' | 'u18' | 'u20' | 'adult' | 'm50';
const ageGroup = (age: number): AgeGroup => (age <= 15 ? 'u16' : age <= 17 ? 'u18' : age <= 19 ? 'u20' : age >= 50 ? 'm50' : 'adult');

interface Implements {
  shot: string;
  discus: string;
  javelin: string;
  hurdles: string | null;
  indoorHurdles: string | null;
}
// Implement weights and hurdle heights of the DLV youth and masters classes (each is its own event).
const implementsOf: Record<Sex, Record<AgeGroup, Implements>> = {
  M: {
    u16: { shot: 'SP4000', discus: 'DT1000', javelin: 'JT600', hurdles: '80H840', indoorHurdles: '60H840' },
    u18: { shot: 'SP5000', discus: 'DT1500', javelin: 'JT700', hurdles: '110H914', indoorHurdles: '60H914' },
    u20: { shot: 'SP6000', discus: 'DT1750', javelin: 'JT800', hurdles: '110H991', indoorHurdles: '60H991' },
    adult: { shot: 'SP7260', discus: 'DT2000', javelin: 'JT800', hurdles: '110H1067', indoorHurdles: '60H1067' },
    m50: { shot: 'SP6000', discus: 'DT1500', javelin: 'JT700', hurdles: null, indoorHurdles: null },
  },
  W: {
    u16: { shot: 'SP3000', discus: 'DT1000', javelin: 'JT500', hurdles: '80H762', indoorHurdles: '60H762' },
    u18: { shot: 'SP3000', discus: 'DT1000', javelin: 'JT500', hurdles: '100H762', indoorHurdles: '60H762' },
    u20: { shot: 'SP4000', discus: 'DT1000', javelin: 'JT600', hurdles: '100H840', indoorHurdles: '60H840' },
    adult: { shot: 'SP4000', discus: 'DT1000', javelin: 'JT600', hurdles: '100H840', indoorHurdles: '60H840' },
    m50: { shot: 'SP3000', discus: 'DT1000', javelin: 'JT500', hurdles: null, indoorHurdles: null },
  },
};

/** The events an athlete of this specialty enters, main event first. */
function eventsOf(specialty: Specialty, sex: Sex, group: AgeGroup, indoor: boolean): string[] {
  const i = implementsOf[sex][group];
  const young = group === 'u16' || group === 'u18';
  const lists: Record<Specialty, [outdoor: string[], indoor: string[]]> = {
    sprint: [['100', '200'], ['60', '200']],
    longSprint: [['400', '200'], ['400']],
    hurdles: [[i.hurdles ?? '100', '100'], [i.indoorHurdles ?? '60', '60']],
    middle: [['800', '1500'], ['800', '1500']],
    distance: [['1500', young ? '3000' : '5000'], ['3000', '1500']],
    jumps: [['LJ', group === 'u16' ? '100' : 'TJ'], ['LJ', group === 'u16' ? '60' : 'TJ']],
    high: [['HJ', 'LJ'], ['HJ']],
    vault: [['PV'], ['PV']],
    throws: [[i.shot, i.discus], [i.shot]],
    javelin: [[i.javelin, i.shot], [i.shot]],
    combined: [[i.hurdles ?? '100', 'LJ', 'HJ', i.shot], [i.indoorHurdles ?? '60', 'LJ', 'HJ', i.shot, '60']],
  };
  return [...new Set(lists[specialty][indoor ? 1 : 0])];
}

/** Marks from the best in the country (ability 0) to an ordinary club athlete (ability 1): seconds or metres. */
export const markRanges: Record<Sex, Record<string, [best: number, ordinary: number]>> = {
  M: {
    '60': [6.62, 7.7], '100': [10.18, 12.4], '200': [20.6, 25.2], '400': [46.2, 56.5], '800': [107, 132], '1500': [219, 280], '3000': [476, 600], '5000': [823, 1080],
    '80H840': [10.9, 13.8], '110H914': [13.6, 16.8], '110H991': [13.7, 16.9], '110H1067': [13.55, 17.2],
    '60H840': [8.3, 9.9], '60H914': [7.95, 9.4], '60H991': [7.85, 9.3], '60H1067': [7.72, 9.3],
    HJ: [2.22, 1.7], PV: [5.6, 3.8], LJ: [7.95, 6.0], TJ: [16.4, 12.8],
    SP4000: [16, 10], SP5000: [19, 12], SP6000: [18.5, 11.5], SP7260: [19.2, 11.5],
    DT1000: [50, 28], DT1500: [60, 36], DT1750: [58, 35], DT2000: [62, 34],
    JT600: [62, 38], JT700: [70, 45], JT800: [80, 48],
  },
  W: {
    '60': [7.22, 8.5], '100': [11.25, 13.6], '200': [22.9, 28], '400': [51.8, 63], '800': [121, 152], '1500': [247, 320], '3000': [535, 690], '5000': [925, 1260],
    '80H762': [11.6, 14], '100H762': [13.4, 16.5], '100H840': [12.85, 16.4], '60H762': [8.3, 9.9], '60H840': [8.0, 9.7],
    HJ: [1.92, 1.5], PV: [4.6, 3.0], LJ: [6.75, 5.0], TJ: [14.1, 11.0],
    SP3000: [16.5, 10], SP4000: [18.2, 10.5], DT1000: [62, 32], JT500: [55, 32], JT600: [62, 34],
  },
};

// Sub-event marks of decathletes and heptathletes, best to ordinary, in the order of the events' subEvents.
const combinedRanges: Record<'DEC' | 'HEP', [best: number, ordinary: number][]> = {
  DEC: [[10.55, 11.9], [7.65, 6.3], [15.8, 11.8], [2.1, 1.8], [47.6, 53.5], [13.9, 16.4], [49, 35], [5.3, 4.0], [70, 48], [258, 305]],
  HEP: [[13.1, 15.2], [1.89, 1.6], [15.2, 11.0], [23.5, 26.3], [6.55, 5.4], [54, 35], [127, 150]],
};

/** How far an age is from the open class's prime, as a share of the range (youth develop, masters slow down). */
export function ageHandicap(age: number): number {
  if (age <= 15) return 0.32;
  if (age <= 17) return 0.17;
  if (age <= 19) return 0.08;
  if (age <= 22) return 0.03;
  if (age <= 29) return 0;
  if (age <= 34) return 0.04;
  return 0.04 + 0.028 * (age - 34);
}

/** Ages in the current season, from U16 to masters, with their share of the athletes. */
const ageBands: [[number, number], number][] = [
  [[14, 15], 10],
  [[16, 17], 14],
  [[18, 19], 14],
  [[20, 22], 16],
  [[23, 29], 26],
  [[30, 34], 8],
  [[35, 62], 12],
];

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

// ---------------------------------------------------------------------------------------------
// Seeding

type PerformanceRow = typeof performances.$inferInsert;

interface Lookups {
  dlv: number;
  hessen: number;
  statistician: number;
  clubs: { id: number; share: number; hessen: boolean }[];
  region(stateCode: string): number;
  orgByName(name: string): number;
  event(code: string): EventDefinition & { id: number };
  classId(code: string): number;
}

async function lookups(tx: DbOrTx): Promise<Lookups | null> {
  const [dlvRow] = await tx.select({ id: organizations.id }).from(organizations).where(and(eq(organizations.type, 'master'), eq(organizations.externalId, 'DLV')));
  const [statisticianRow] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'statistician@demo.test'));
  if (!dlvRow || !statisticianRow) return null;
  const orgs = await tx
    .select({ id: organizations.id, name: organizations.name, type: organizations.type, stateCode: organizations.stateCode, path: organizations.path })
    .from(organizations)
    .where(eq(organizations.masterId, dlvRow.id));
  const regions = new Map(orgs.filter((o) => o.type === 'Region').map((o) => [o.stateCode!, o.id]));
  const byName = new Map(orgs.map((o) => [o.name, o]));
  const hessen = regions.get('HE')!;
  const eventIds = new Map((await tx.select({ code: events.code, id: events.id }).from(events)).map((e) => [e.code, e.id]));
  const classIds = new Map((await tx.select({ code: ageClasses.code, id: ageClasses.id }).from(ageClasses)).map((c) => [c.code, c.id]));
  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`Demo statistics: ${what} is missing`);
    return value;
  };
  return {
    dlv: dlvRow.id,
    hessen,
    statistician: statisticianRow.id,
    clubs: clubShares.map(([name, share]) => {
      const club = need(byName.get(name), name);
      return { id: club.id, share, hessen: club.path.includes(hessen) };
    }),
    region: (code) => need(regions.get(code), `state association ${code}`),
    orgByName: (name) => need(byName.get(name), name).id,
    event: (code) => ({ ...need(eventByCode(code), `event ${code}`), id: need(eventIds.get(code), `event ${code}`) }),
    classId: (code) => need(classIds.get(code), `class ${code}`),
  };
}

/** Ids from a table's identity sequence, so that the rows and the rows that point at them go in one batch each. */
async function reserveIds(tx: DbOrTx, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute<{ id: number }>(sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})`);
  return result.rows.map((r) => Number(r.id));
}

async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * The German federation's statistics: about 300 athletes in the demo clubs of Hessen and Bavaria,
 * some 3000 performances over this season and the two before (sprints with wind and hand times,
 * jumps, throws, 4 × 100 m relays, decathlons and heptathlons with their sub-events, indoor marks),
 * some 30 competitions, the federation's best list from the standard definitions and Hessen's
 * regional one with one rejected performance. Every derived column is written as the server writes
 * it. Needs the demo tree and accounts; does nothing when the federation's list already exists.
 */
export async function seedDemoStatistics(db: Db, options: { year?: number; now?: Date } = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const year = options.year ?? now.getUTCFullYear();
  const seasons = [year - 2, year - 1, year];
  return db.transaction(async (tx) => {
    const ref = await lookups(tx);
    if (!ref) return false;
    const existing = await tx.select({ id: bestLists.id }).from(bestLists).where(and(eq(bestLists.masterId, ref.dlv), eq(bestLists.name, DEMO_BEST_LIST)));
    if (existing.length > 0) return false;
    const random = generator(year * 31 + 8);

    // Competitions: each calendar year's meetings; December ones only where they are already past
    // in every run of the year (the indoor season they open is the next year's). This year's only
    // as far as they have been held: no mark lies after today (decision 030).
    const today = dayOfMoment(now);
    const plans = seasons
      .flatMap((y) => meetingsOf(y, y < year).map((m) => ({ ...m, year: y })))
      .map((m) => {
        const dateFrom = saturday(m.year, m.month, m.week);
        return { plan: m, dateFrom, dateTo: addDays(dateFrom, m.days - 1) };
      })
      .filter((c) => !isFutureDay(c.dateTo, today));
    const competitionIds = await reserveIds(tx, 'perf_competitions', plans.length);
    const competitions = plans.map((c, i) => ({
      ...c,
      id: competitionIds[i],
      environment: environmentForDate(c.dateFrom),
      regionId: ref.region(c.plan.region),
    }));
    await tx.insert(perfCompetitions).values(
      competitions.map((c, i) => ({
        id: c.id,
        masterId: ref.dlv,
        name: `${c.plan.name} ${c.plan.year}`,
        germanCompetitionId: c.plan.ladv ? String(380_000 + (c.plan.year % 100) * 1_000 + i) : null,
        dateFrom: c.dateFrom,
        dateTo: c.dateTo,
        location: c.plan.location,
        town: c.plan.town,
        nation: 'GER',
        environment: c.environment,
        regionId: c.regionId,
        areaId: c.plan.area ? ref.orgByName(c.plan.area) : null,
        districtId: c.plan.district ? ref.orgByName(c.plan.district) : null,
        importSource: c.plan.ladv ? 'ladv' : 'portal',
        ownerId: ref.dlv,
        creatorUserId: c.plan.ladv ? null : ref.statistician,
      })),
    );
    const seasonCompetitions = (season: number, indoor: boolean) =>
      competitions.filter((c) => (c.environment === 0) === indoor && performanceSeasonYear(c.dateFrom, c.environment) === season);

    // Athletes: both sexes, U16 to masters, a few of other nations; six all-rounders for the combined events.
    const athleteIds = await reserveIds(tx, 'athletes', ATHLETES);
    const names = new Set<string>();
    const roster: DemoAthlete[] = [];
    const athleteRows: (typeof athletes.$inferInsert)[] = [];
    for (let i = 0; i < ATHLETES; i++) {
      const sex: Sex = i % 2 === 0 ? 'M' : 'W';
      const combined = i < 6;
      const [youngest, oldest] = combined ? [21, 27] : random.weighted(ageBands);
      const ageNow = random.between(youngest, oldest);
      const nation = !combined && ageNow >= 20 && random.chance(0.08) ? random.pick(Object.keys(foreign)) : 'GER';
      const pool = nation === 'GER' ? { male: germanMale, female: germanFemale, last: germanLast } : foreign[nation];
      let firstName = '';
      let lastName = '';
      do {
        firstName = random.pick(sex === 'M' ? pool.male : pool.female);
        lastName = random.pick(pool.last);
      } while (names.has(`${firstName} ${lastName}`) && names.size < 2000);
      names.add(`${firstName} ${lastName}`);
      const club = random.weighted(ref.clubs.map((c) => [c, c.share] as [typeof c, number]));
      const specialty: Specialty = combined ? 'combined' : nation === 'KEN' ? random.pick(['middle', 'distance'] as const) : random.weighted(specialties);
      const athlete: DemoAthlete = {
        id: athleteIds[i],
        sex,
        yearOfBirth: year - ageNow,
        nation,
        clubId: club.id,
        home: club.hessen ? 'HE' : 'BY',
        specialty,
        // Few are among the country's best: the power puts most athletes towards 1.
        ability: combined ? 0.1 + 0.5 * random.next() : 0.04 + 0.96 * random.next() ** 0.75,
      };
      roster.push(athlete);
      athleteRows.push({
        id: athlete.id,
        masterId: ref.dlv,
        firstName,
        lastName,
        gender: sex === 'M' ? 0 : 1,
        yearOfBirth: athlete.yearOfBirth,
        nation,
        organizationId: club.id,
      });
    }
    await insertChunked(athleteRows, 500, (chunk) => tx.insert(athletes).values(chunk));

    const rows: PerformanceRow[] = [];
    const relayPlans: { index: number; members: number[] }[] = [];
    const combinedPlans: { index: number; subs: (typeof performanceSubResults.$inferInsert)[] }[] = [];
    const created = (date: string, offsetDays: number) => {
      const at = new Date(Date.parse(`${date}T18:30:00Z`) + offsetDays * 86_400_000);
      return at > now ? now : at;
    };
    const push = (row: Omit<PerformanceRow, 'masterId' | 'creatorUserId' | 'creatorOrganizationId' | 'createdAt'>) => {
      const createdAt = created(row.performanceDate, 1 + random.int(3));
      const edited = random.chance(0.03);
      rows.push({
        ...row,
        masterId: ref.dlv,
        creatorUserId: ref.statistician,
        creatorOrganizationId: ref.dlv,
        createdAt,
        lastEditorUserId: edited ? ref.statistician : null,
        lastEditAt: edited ? created(row.performanceDate, 8) : null,
      });
      return rows.length - 1;
    };
    const dayOf = (c: (typeof competitions)[number]) => (c.dateTo !== c.dateFrom && random.chance(0.5) ? c.dateTo : c.dateFrom);

    /** One mark as the server stores it, from an athlete's form on the day. */
    const individual = (a: DemoAthlete, code: string, classCode: string, competition: (typeof competitions)[number], form: number) => {
      const event = ref.event(code);
      const date = dayOf(competition);
      const environment = competition.environment;
      const [best, ordinary] = markRanges[a.sex][code];
      const windy = event.windRequired && environment === 1;
      // About one reading in twelve is missing on club meetings' sheets; such marks rank nowhere wind counts.
      const wind = windy && (competition.plan.scope === 'national' || random.chance(0.92)) ? random.between(-15, 30) / 10 : null;
      let raw = best + (ordinary - best) * form;
      if (wind !== null) raw += event.measurement === 'time' ? -0.04 * wind : (code === 'TJ' ? 0.08 : 0.05) * wind;
      // Hand times still come from small outdoor meetings' sprints and hurdles.
      const handTimed = environment === 1 && competition.plan.scope === 'open' && /^(100|200|400|100H\d+|110H\d+)$/.test(code) && random.chance(0.06);
      // No fouls: a foul is no performance of a best list (decision 030).
      const value =
        event.measurement === 'time'
          ? handTimed
            ? Math.ceil(Math.round(raw * 1000) / 100) / 10
            : Math.ceil(Math.round(raw * 10_000) / 100) / 100
          : Math.floor(Math.round(raw * 10_000) / 100) / 100;
      const units = markToUnits(value, event.measurement);
      return push({
        competitionId: competition.id,
        eventId: event.id,
        classId: ref.classId(classCode),
        athleteId: a.id,
        competitorKey: a.id,
        organizationId: a.clubId,
        yearOfBirth: a.yearOfBirth,
        nation: a.nation,
        performanceDate: date,
        environment,
        seasonYear: performanceSeasonYear(date, environment),
        markUnits: units,
        handTimed,
        sortKey: rankingSortKey(units, event.measurement, handTimed),
        windTenths: wind === null ? null : windTenths(wind),
        heightWeight: event.heightWeight,
      });
    };

    for (const season of seasons) {
      for (const a of roster) {
        const age = season - a.yearOfBirth;
        if (age < 14 || random.chance(0.08)) continue; // too young yet, or a season out injured
        const group = ageGroup(age);
        const ownClass = ageClassesFor(a.sex, a.yearOfBirth, season)[0];
        const openClass = a.sex === 'M' ? 'M' : 'W';
        const openChance = group === 'u16' ? 0 : group === 'u18' ? 0.1 : group === 'u20' ? 0.2 : ownClass === openClass ? 1 : age <= 34 ? 0.75 : age <= 44 ? 0.3 : 0;
        // This season the statistician ranks the athlete in the open class (Männer/Frauen) rather than the own one.
        const open = random.chance(openChance);
        for (const indoor of [false, true]) {
          const own = eventsOf(a.specialty, a.sex, group, indoor);
          // Youth and masters implements are events of their own: those marks stay in the own class.
          const adultEvents = eventsOf(a.specialty, a.sex, 'adult', indoor);
          const meetings = seasonCompetitions(season, indoor).filter(
            (c) => !c.plan.combined && (c.plan.scope === 'open' || (c.plan.scope === 'national' ? a.ability < 0.45 && age >= 18 : c.plan.region === a.home)),
          );
          const wanted = indoor ? (a.specialty === 'distance' || a.specialty === 'javelin' ? random.int(2) : random.int(3)) : 1 + random.int(3);
          const chosen = random.shuffle(meetings).slice(0, wanted);
          for (const competition of chosen) {
            const entries = own.slice(0, 1 + (random.chance(0.4) ? 1 : 0) + (a.specialty === 'combined' ? 1 : 0));
            for (const code of entries) {
              const form = clamp(a.ability + ageHandicap(age) * (code === adultEvents[own.indexOf(code)] ? 1 : 0.5) + (random.next() - 0.5) * 0.12, 0, 1.6);
              const classCode = open && adultEvents.includes(code) ? openClass : ownClass;
              individual(a, code, classCode, competition, form);
            }
          }
        }
      }

      // 4 × 100 m relays at the championships: the clubs' four fastest of the sex, in running order.
      const relay = ref.event('4X100');
      for (const competition of seasonCompetitions(season, false).filter((c) => c.plan.relays)) {
        const clubs = ref.clubs.filter((c) => (competition.plan.scope === 'national' ? c.share >= 16 : competition.plan.region === 'HE' ? c.hessen : !c.hessen));
        for (const club of clubs) {
          for (const sex of ['M', 'W'] as const) {
            if ((club.id + season + (sex === 'W' ? 1 : 0)) % 2 === 1 && competition.plan.scope !== 'national') continue;
            const members = roster
              .filter((a) => a.clubId === club.id && a.sex === sex && season - a.yearOfBirth >= 16 && season - a.yearOfBirth <= 34)
              .sort((x, y) => Number(['sprint', 'hurdles', 'combined'].includes(y.specialty)) - Number(['sprint', 'hurdles', 'combined'].includes(x.specialty)) || x.ability - y.ability)
              .slice(0, 4);
            if (members.length < 4) continue;
            const form = members.reduce((sum, m) => sum + m.ability, 0) / 4 + (random.next() - 0.5) * 0.1;
            const [best, ordinary] = sex === 'M' ? [39.2, 44.5] : [43.6, 50.0];
            const value = Math.ceil(Math.round((best + (ordinary - best) * form) * 10_000) / 100) / 100;
            const units = markToUnits(value, 'time');
            const date = competition.dateTo;
            const index = push({
              competitionId: competition.id,
              eventId: relay.id,
              classId: ref.classId(sex === 'M' ? 'M' : 'W'),
              athleteId: null,
              competitorKey: -club.id,
              organizationId: club.id,
              yearOfBirth: null,
              nation: null,
              performanceDate: date,
              environment: competition.environment,
              seasonYear: performanceSeasonYear(date, competition.environment),
              markUnits: units,
              handTimed: false,
              sortKey: rankingSortKey(units, 'time', false),
              windTenths: null,
              heightWeight: null,
            });
            relayPlans.push({ index, members: members.map((m) => m.id) });
          }
        }
      }

      // Decathlon and heptathlon at the combined-events meeting, with every sub-event scored by the WA tables.
      const meeting = seasonCompetitions(season, false).find((c) => c.plan.combined)!;
      for (const a of roster.filter((r) => r.specialty === 'combined')) {
        const code = a.sex === 'M' ? 'DEC' : 'HEP';
        const event = ref.event(code);
        const subs = event.subEvents.map((subCode, position) => {
          const sub = ref.event(subCode);
          const [best, ordinary] = combinedRanges[code][position];
          const form = clamp(a.ability + (random.next() - 0.5) * 0.2, 0, 1.2);
          const raw = best + (ordinary - best) * form;
          const value = sub.measurement === 'time' ? Math.ceil(Math.round(raw * 10_000) / 100) / 100 : Math.floor(Math.round(raw * 10_000) / 100) / 100;
          const wind = sub.windRequired ? random.between(-10, 25) / 10 : null;
          return {
            performanceId: 0,
            position,
            eventId: sub.id,
            markUnits: markToUnits(value, sub.measurement),
            handTimed: false,
            windTenths: wind === null ? null : windTenths(wind),
            points: combinedEventPoints({ sex: a.sex, discipline: sub.scoring!, mark: value }),
          };
        });
        const total = subs.reduce((sum, s) => sum + s.points, 0);
        const date = meeting.dateTo;
        const index = push({
          competitionId: meeting.id,
          eventId: event.id,
          classId: ref.classId(a.sex === 'M' ? 'M' : 'W'),
          athleteId: a.id,
          competitorKey: a.id,
          organizationId: a.clubId,
          yearOfBirth: a.yearOfBirth,
          nation: a.nation,
          performanceDate: date,
          environment: meeting.environment,
          seasonYear: performanceSeasonYear(date, meeting.environment),
          markUnits: total,
          handTimed: false,
          sortKey: rankingSortKey(total, 'points', false),
          windTenths: null,
          heightWeight: null,
        });
        combinedPlans.push({ index, subs });
      }
    }

    const performanceIds = await reserveIds(tx, 'performances', rows.length);
    rows.forEach((row, i) => (row.id = performanceIds[i]));
    await insertChunked(rows, 1000, (chunk) => tx.insert(performances).values(chunk));
    await tx.insert(performanceRelayMembers).values(
      relayPlans.flatMap((r) => r.members.map((athleteId, position) => ({ performanceId: performanceIds[r.index], position, athleteId }))),
    );
    await tx.insert(performanceSubResults).values(combinedPlans.flatMap((c) => c.subs.map((s) => ({ ...s, performanceId: performanceIds[c.index] }))));

    // The federation's list and Hessen's, both from the standard definitions; the federation's
    // statistician made both, so both belong to the federation.
    const [national] = await tx.insert(bestLists).values({ masterId: ref.dlv, ownerId: ref.dlv, name: DEMO_BEST_LIST, regionalRestrictionId: null }).returning({ id: bestLists.id });
    const [regional] = await tx
      .insert(bestLists)
      .values({ masterId: ref.dlv, ownerId: ref.dlv, name: DEMO_REGIONAL_BEST_LIST, regionalRestrictionId: ref.hessen })
      .returning({ id: bestLists.id });
    const definitions = standardDefinitions();
    await tx.insert(bestListDefinitions).values(
      [national.id, regional.id].flatMap((bestListId) =>
        definitions.map((d) => ({
          bestListId,
          classId: ref.classId(d.classCode),
          eventId: ref.event(d.eventCode).id,
          startAge: d.startAge,
          endAge: d.endAge,
          heightWeight: d.heightWeight,
          wind: d.wind,
          handTimeAllowed: d.handTimeAllowed,
          environment: d.environment,
        })),
      ),
    );

    // The best Hessen 100 m of the season, rejected for the Hessen list only: the demo shows a rejection.
    const hessenClubs = new Set(ref.clubs.filter((c) => c.hessen).map((c) => c.id));
    const [hundred, men] = [ref.event('100').id, ref.classId('M')];
    const rejected = rows
      .filter((r) => r.eventId === hundred && r.classId === men && r.seasonYear === year && hessenClubs.has(r.organizationId) && r.sortKey != null && r.windTenths != null && r.windTenths <= 20)
      .sort((x, y) => x.sortKey! - y.sortKey!)[0];
    if (rejected) {
      await tx.insert(checkings).values({
        performanceId: rejected.id!,
        bestListId: regional.id,
        status: CheckingStatus.negative,
        reason: 'Zeitmessung ohne gültige Zielbildaufnahme.',
        userId: ref.statistician,
        changedAt: created(rejected.performanceDate, 10),
      });
    }
    return true;
  });
}
