import { centimetresDown, hundredthsUp, secondsUp, type MarkKind, type TimePrecision } from '../results/marks';
import type { ScoringDiscipline } from '../scoring/combined-event-points';
import { Environment, type EnvironmentValue } from '../seasons/environment';
import type { Sex } from './classes';

/** Event types 0–14 of the statistics spec §3; records and best lists group events by them. */
export const EventType = {
  genericRun: 0,
  verticalJump: 1,
  horizontalJump: 2,
  throw: 3,
  multi: 4,
  endurance: 5,
  teamChampionship: 6,
  cup: 7,
  children: 8,
  multiTeam: 9,
  sprintRun: 10,
  roundRun: 11,
  hurdleRun: 12,
  multiCup: 13,
  enduranceTeam: 14,
} as const;
export type EventTypeName = keyof typeof EventType;
export type EventTypeValue = (typeof EventType)[EventTypeName];
/** Event type names by number (index = spec value), for catalogue keys such as `eventType.sprintRun`. */
export const eventTypeNames = Object.keys(EventType) as EventTypeName[];

/** An athletics event as the server seeds it and the forms read it. */
export interface EventDefinition {
  /** Stable mnemonic code: `100`, `110H1067` (hurdle height in mm), `SP7260` (implement in g), `4X100`, `DEC`. */
  code: string;
  /** German long name. */
  name: string;
  /** German short name for tables. */
  shortName: string;
  /** International short name (World Athletics style), as records and manual lists store it. */
  shortInternational: string;
  eventType: EventTypeValue;
  measurement: MarkKind;
  /** Outdoors a wind reading is required (sprints to 200 m, hurdles to 110 m, long and triple jump). */
  windRequired: boolean;
  /** Hand timing is possible at all (track races); a best-list definition may still exclude it. */
  handTimeAllowed: boolean;
  /** Implement weight in kg (throws) or hurdle height in cm (hurdles, steeplechase); null elsewhere. */
  heightWeight: number | null;
  heightWeightUnit: 'kg' | 'cm' | null;
  /** Athletes in a relay team; 0 for individual events. */
  relayMembers: number;
  /** Codes of the sub-events of a combined event, in competition order; empty elsewhere. */
  subEvents: readonly string[];
  /** Set for combined events, whose points tables differ by sex; null when the event is not sex-specific. */
  sex: Sex | null;
  /** The World Athletics scoring-table discipline of the event, if it has one. */
  scoring: ScoringDiscipline | null;
  /** How finely times are recorded (road races to the second); null for field events and points. */
  timePrecision: TimePrecision | null;
  /** Where the event is held: indoor 0, outdoor 1, both 2. */
  environment: EnvironmentValue;
  /**
   * The best mark known for the event (seconds, metres or points): the World Athletics record where
   * one is kept, else the world best with the event's implement or hurdle height, else a mark that
   * bounds every mark of the event from above (a neighbouring record nobody in the event reaches).
   */
  worldBest: number;
  /**
   * Plausible marks (seconds, metres or points), drawn from `worldBest`: at most `PLAUSIBLE_MARGIN`
   * better than it, and generous the other way (see `timeLimits`). The event-aware parse refuses
   * values outside.
   */
  limits: { min: number; max: number };
  /** A relay of men and women together (its members may be of either sex). */
  mixed: boolean;
  order: number;
}

type Draft = Omit<EventDefinition, 'order'>;

const { indoor, outdoor, all } = Environment;

// German number style for names: 7,26 kg, 10.000 m.
const de = (n: number, decimals = 0): string => n.toFixed(decimals).replace('.', ',');
const metres = (m: number): string => (m >= 10_000 ? `${de(m / 1000)}.${String(m % 1000).padStart(3, '0')}` : String(m));

const base = {
  windRequired: false,
  handTimeAllowed: false,
  heightWeight: null,
  heightWeightUnit: null,
  relayMembers: 0,
  subEvents: [],
  sex: null,
  scoring: null,
  timePrecision: null,
  mixed: false,
} as const;

/**
 * How much better than an event's best known mark (`worldBest`) a mark may be: a world record is
 * rarely improved by more than one per cent at a time, so anything beyond is a typing slip.
 */
export const PLAUSIBLE_MARGIN = 0.02;

/**
 * The slowest pace taken for races whose legs are at most 400 m: 0.6 s/m, so a 100 m over 60 s is
 * refused while the oldest masters (a 100 m in 42 s at 105) and children stay well inside.
 */
export const SPRINT_SECONDS_PER_METRE = 0.6;
/** The slowest pace of longer races and walks: 1 s/m (3.6 km/h), slower than any finisher of a walk or a road race. */
export const RACE_SECONDS_PER_METRE = 1;

/**
 * The plausible range of a timed event: from `PLAUSIBLE_MARGIN` faster than its best known time
 * (rounded up to what the event records) to the slowest pace over its distance; `leg` is the
 * longest distance one athlete runs (a relay's leg), which decides whether it is a sprint.
 */
function timeLimits(best: number, distance: number, leg: number, precision: TimePrecision): { min: number; max: number } {
  const fastest = best * (1 - PLAUSIBLE_MARGIN);
  const min = precision === 'second' ? secondsUp(fastest) : hundredthsUp(fastest) / 100;
  return { min, max: distance * (leg <= 400 ? SPRINT_SECONDS_PER_METRE : RACE_SECONDS_PER_METRE) };
}

/** The highest plausible distance or height: `PLAUSIBLE_MARGIN` beyond the best known, to the centimetre. */
const distanceMax = (best: number): number => centimetresDown(best * (1 + PLAUSIBLE_MARGIN)) / 100;
/** The highest plausible score: `PLAUSIBLE_MARGIN` beyond the best known. */
const pointsMax = (best: number): number => Math.floor(best * (1 + PLAUSIBLE_MARGIN));

const scoredTrack: Record<string, ScoringDiscipline> = {
  '60': '60m',
  '100': '100m',
  '200': '200m',
  '400': '400m',
  '800': '800m',
  '1000': '1000m',
  '1500': '1500m',
};

function flat(distance: number, best: number, environment: EnvironmentValue): Draft {
  const code = String(distance);
  return {
    ...base,
    code,
    name: `${metres(distance)} m`,
    shortName: `${metres(distance)}m`,
    shortInternational: `${distance}m`,
    eventType: distance <= 400 ? EventType.sprintRun : EventType.roundRun,
    measurement: 'time',
    windRequired: distance <= 200,
    handTimeAllowed: true,
    scoring: scoredTrack[code] ?? null,
    timePrecision: 'hundredth',
    environment,
    worldBest: best,
    limits: timeLimits(best, distance, distance, 'hundredth'),
  };
}

function hurdles(distance: number, heightCm: number, best: number, environment: EnvironmentValue): Draft {
  const scoring: Record<number, ScoringDiscipline> = { 60: '60mH', 100: '100mH', 110: '110mH' };
  return {
    ...base,
    code: `${distance}H${Math.round(heightCm * 10)}`,
    name: `${distance} m Hürden (${de(heightCm, 1)} cm)`,
    shortName: `${distance}mH (${de(heightCm, 1)})`,
    shortInternational: `${distance}mH`,
    eventType: EventType.hurdleRun,
    measurement: 'time',
    windRequired: distance <= 110,
    handTimeAllowed: true,
    heightWeight: heightCm,
    heightWeightUnit: 'cm',
    scoring: scoring[distance] ?? null,
    timePrecision: 'hundredth',
    environment,
    worldBest: best,
    limits: timeLimits(best, distance, distance, 'hundredth'),
  };
}

function steeple(distance: number, heightCm: number, best: number): Draft {
  return {
    ...base,
    code: `${distance}SC${Math.round(heightCm * 10)}`,
    name: `${distance} m Hindernis (${de(heightCm, 1)} cm)`,
    shortName: `${distance}m Hi (${de(heightCm, 1)})`,
    shortInternational: `${distance}mSC`,
    eventType: EventType.roundRun,
    measurement: 'time',
    handTimeAllowed: true,
    heightWeight: heightCm,
    heightWeightUnit: 'cm',
    timePrecision: 'hundredth',
    environment: outdoor,
    worldBest: best,
    limits: timeLimits(best, distance, distance, 'hundredth'),
  };
}

function relay(
  code: string,
  name: string,
  shortName: string,
  members: number,
  distance: number,
  /** The longest leg: 400 m of the Swedish relay. */
  leg: number,
  best: number,
  environment: EnvironmentValue,
): Draft {
  return {
    ...base,
    code,
    name,
    shortName,
    shortInternational: shortName,
    eventType: EventType.genericRun,
    measurement: 'time',
    handTimeAllowed: true,
    relayMembers: members,
    timePrecision: 'hundredth',
    environment,
    worldBest: best,
    limits: timeLimits(best, distance, leg, 'hundredth'),
    mixed: code.startsWith('MX'),
  };
}

function walk(distance: number, best: number, road: boolean): Draft {
  const km = distance / 1000;
  return {
    ...base,
    code: road ? `${km}KW` : `${distance}W`,
    name: road ? `${km} km Gehen` : `${metres(distance)} m Bahngehen`,
    shortName: road ? `${km}km Gehen` : `${metres(distance)}m Gehen`,
    shortInternational: road ? `${km}kmW` : `${distance}mW`,
    eventType: EventType.endurance,
    measurement: 'time',
    handTimeAllowed: !road,
    timePrecision: road ? 'second' : 'hundredth',
    environment: road ? outdoor : all,
    worldBest: best,
    limits: timeLimits(best, distance, distance, road ? 'second' : 'hundredth'),
  };
}

function road(code: string, name: string, shortName: string, shortInternational: string, distance: number, best: number): Draft {
  return {
    ...base,
    code,
    name,
    shortName,
    shortInternational,
    eventType: EventType.endurance,
    measurement: 'time',
    timePrecision: 'second',
    environment: outdoor,
    worldBest: best,
    limits: timeLimits(best, distance, distance, 'second'),
  };
}

function jump(code: 'HJ' | 'PV' | 'LJ' | 'TJ', name: string, shortName: string, min: number, best: number): Draft {
  const horizontal = code === 'LJ' || code === 'TJ';
  return {
    ...base,
    code,
    name,
    shortName,
    shortInternational: code,
    eventType: horizontal ? EventType.horizontalJump : EventType.verticalJump,
    measurement: 'distance',
    windRequired: horizontal,
    scoring: code === 'TJ' ? null : code,
    environment: all,
    worldBest: best,
    limits: { min, max: distanceMax(best) },
  };
}

const throwNames = {
  SP: ['Kugelstoß', 'Kugel'],
  DT: ['Diskuswurf', 'Diskus'],
  HT: ['Hammerwurf', 'Hammer'],
  JT: ['Speerwurf', 'Speer'],
  BT: ['Ballwurf', 'Ball'],
} as const;

function throwEvent(kind: keyof typeof throwNames, grams: number, best: number, environment: EnvironmentValue): Draft {
  const [name, shortName] = throwNames[kind];
  const weight = grams < 1000 ? `${grams} g` : `${de(grams / 1000, grams % 1000 === 0 ? 0 : grams % 100 === 0 ? 1 : 2)} kg`;
  return {
    ...base,
    code: `${kind}${grams}`,
    name: `${name} ${weight}`,
    shortName: `${shortName} ${weight.replace(' ', '')}`,
    shortInternational: kind,
    eventType: EventType.throw,
    measurement: 'distance',
    heightWeight: grams / 1000,
    heightWeightUnit: 'kg',
    scoring: kind === 'SP' || kind === 'DT' || kind === 'JT' ? kind : null,
    environment,
    worldBest: best,
    limits: { min: 1, max: distanceMax(best) },
  };
}

function combined(
  code: string,
  name: string,
  shortName: string,
  shortInternational: string,
  sex: Sex,
  best: number,
  environment: EnvironmentValue,
  subEvents: string[],
): Draft {
  return {
    ...base,
    code,
    name,
    shortName,
    shortInternational,
    eventType: EventType.multi,
    measurement: 'points',
    subEvents,
    sex,
    environment,
    worldBest: best,
    limits: { min: 1, max: pointsMax(best) },
  };
}

// The best known marks, as of 2025. World records where World Athletics keeps one (the men's for
// events of both sexes); "bound" marks an event without a kept record, whose best is taken from a
// record that nobody running, jumping or throwing that event reaches (youth hurdle heights take the
// senior record, lighter youth implements the youth best of a lighter or equal implement).
const drafts: Draft[] = [
  flat(50, 5.56, all), // Bailey 1996 (indoor world best)
  flat(60, 6.34, all), // Coleman 2018
  flat(75, 7.56, outdoor), // bound: the 60 m record and 15 m at its finishing speed
  flat(100, 9.58, outdoor), // Bolt 2009
  flat(200, 19.19, all), // Bolt 2009
  flat(300, 30.81, all), // van Niekerk 2017 (world best)
  flat(400, 43.03, all), // van Niekerk 2016
  flat(600, 72.81, all), // Gray 1986 (world best)
  flat(800, 100.91, all), // Rudisha 2012
  flat(1000, 131.96, all), // Ngeny 1999
  flat(1500, 206, all), // El Guerrouj 1998
  {
    ...flat(1609, 223.13, all), // El Guerrouj 1999
    code: 'MILE',
    name: '1 Meile',
    shortName: 'Meile',
    shortInternational: 'Mile',
  },
  flat(2000, 283.13, outdoor), // Ingebrigtsen 2023
  flat(3000, 437.55, all), // Ingebrigtsen 2024
  flat(5000, 755.36, outdoor), // Cheptegei 2020
  flat(10000, 1571, outdoor), // Cheptegei 2020

  hurdles(60, 106.7, 7.27, all), // Holloway 2024
  hurdles(60, 99.1, 7.27, all), // bound: the senior record
  hurdles(60, 91.4, 7.27, all), // bound: the senior record
  hurdles(60, 84.0, 7.65, all), // Charlton 2024 (women)
  hurdles(60, 76.2, 7.65, all), // bound: the women's record
  hurdles(80, 84.0, 9.7, outdoor), // bound: the 100 m hurdles record over 80 m
  hurdles(80, 76.2, 9.7, outdoor), // bound: likewise
  hurdles(80, 68.6, 9.7, outdoor), // bound: likewise
  hurdles(100, 91.4, 12.12, outdoor), // bound: the women's record
  hurdles(100, 84.0, 12.12, outdoor), // Amusan 2022
  hurdles(100, 76.2, 12.12, outdoor), // bound: the women's record
  hurdles(110, 106.7, 12.8, outdoor), // Merritt 2012
  hurdles(110, 99.1, 12.8, outdoor), // bound: the senior record
  hurdles(110, 91.4, 12.8, outdoor), // bound: the senior record
  hurdles(300, 91.4, 32.67, outdoor), // Warholm 2024
  hurdles(300, 84.0, 32.67, outdoor), // bound: the 91.4 cm best
  hurdles(300, 76.2, 32.67, outdoor), // bound: likewise
  hurdles(400, 91.4, 45.94, outdoor), // Warholm 2021
  hurdles(400, 84.0, 45.94, outdoor), // bound: the senior record
  hurdles(400, 76.2, 50.37, outdoor), // McLaughlin-Levrone 2024

  steeple(1500, 76.2, 236.06), // bound: the 3000 m steeplechase record's pace
  steeple(2000, 91.4, 310.68), // Mekhissi-Benabbad 2010 (world best)
  steeple(2000, 76.2, 310.68), // bound: the 91.4 cm best
  steeple(3000, 91.4, 472.11), // Girma 2023
  steeple(3000, 76.2, 524.32), // Chepkoech 2018

  relay('4X100', '4 x 100 m Staffel', '4x100m', 4, 400, 100, 36.84, outdoor), // Jamaica 2012
  relay('4X200', '4 x 200 m Staffel', '4x200m', 4, 800, 200, 78.63, all), // Jamaica 2014
  relay('4X400', '4 x 400 m Staffel', '4x400m', 4, 1600, 400, 174.29, all), // USA 1993
  relay('MX4X400', '4 x 400 m Staffel Mixed', '4x400m Mixed', 4, 1600, 400, 187.41, all), // USA 2023
  relay('SWED', 'Schwedenstaffel (400-300-200-100 m)', 'Schwedenstaffel', 4, 1000, 400, 100, outdoor), // bound: the legs' records with flying starts
  relay('3X800', '3 x 800 m Staffel', '3x800m', 3, 2400, 800, 316.82, outdoor), // bound: three legs of the 4 x 800 m record
  relay('4X800', '4 x 800 m Staffel', '4x800m', 4, 3200, 800, 422.43, outdoor), // Kenya 2006
  relay('3X1000', '3 x 1000 m Staffel', '3x1000m', 3, 3000, 1000, 395.88, outdoor), // bound: three times the 1000 m record
  relay('4X1500', '4 x 1500 m Staffel', '4x1500m', 4, 6000, 1500, 862.22, outdoor), // Kenya 2014

  walk(3000, 615, false), // bound: below the world bests of about 10:30
  walk(5000, 1080, false), // bound: below the world best of 18:05
  walk(10000, 2220, false), // bound: the road best
  walk(20000, 4570, false), // bound: the road record
  walk(10000, 2220, true), // bound: below the world best of 37:11
  walk(20000, 4570, true), // Yamanishi 2025
  walk(35000, 8500, true), // bound: the world record of 2:21:40
  walk(50000, 12753, true), // Diniz 2014

  road('5K', '5 km Straßenlauf', '5km', '5km', 5000, 769), // Aregawi 2021
  road('10K', '10 km Straßenlauf', '10km', '10km', 10000, 1584), // Kipruto 2020
  road('15K', '15 km Straßenlauf', '15km', '15km', 15000, 2400), // bound: the half marathon record's pace
  road('10MI', '10 Meilen Straßenlauf', '10 Meilen', '10Miles', 16093, 2580), // bound: likewise
  road('20K', '20 km Straßenlauf', '20km', '20km', 20000, 3210), // bound: likewise
  road('HM', 'Halbmarathon', 'Halbmarathon', 'HM', 21098, 3402), // Kiplimo 2025
  road('25K', '25 km Straßenlauf', '25km', '25km', 25000, 4200), // bound: the marathon record's pace
  road('30K', '30 km Straßenlauf', '30km', '30km', 30000, 5100), // bound: likewise
  road('MAR', 'Marathon', 'Marathon', 'Marathon', 42195, 7235), // Kiptum 2023
  road('50K', '50 km Straßenlauf', '50km', '50km', 50000, 9480), // bound: the marathon record's pace
  road('100K', '100 km Straßenlauf', '100km', '100km', 100000, 21935), // Sorokin 2022

  jump('HJ', 'Hochsprung', 'Hoch', 0.5, 2.45), // Sotomayor 1993
  jump('PV', 'Stabhochsprung', 'Stab', 1, 6.3), // Duplantis 2025
  jump('LJ', 'Weitsprung', 'Weit', 1, 8.95), // Powell 1991
  jump('TJ', 'Dreisprung', 'Drei', 3, 18.29), // Edwards 1995

  throwEvent('SP', 7260, 23.56, all), // Crouser 2023
  throwEvent('SP', 6000, 24.45, all), // bound: the 5 kg youth best
  throwEvent('SP', 5000, 24.45, all), // Gill 2011 (youth best)
  throwEvent('SP', 4000, 22.63, all), // Lisovskaya 1987
  throwEvent('SP', 3000, 22.63, all), // bound: the women's record
  throwEvent('SP', 2000, 19.61, all), // bound: 20 m, beyond children and the oldest masters
  throwEvent('DT', 2000, 75.56, outdoor), // Alekna 2025
  throwEvent('DT', 1750, 75.56, outdoor), // bound: the senior record
  throwEvent('DT', 1500, 80, outdoor), // bound: youth and masters
  throwEvent('DT', 1000, 76.8, outdoor), // Reinsch 1988
  throwEvent('DT', 750, 68.63, outdoor), // bound: 70 m, beyond children
  throwEvent('HT', 7260, 86.74, outdoor), // Sedykh 1986
  throwEvent('HT', 6000, 85.57, outdoor), // Elseify 2012 (youth best)
  throwEvent('HT', 5000, 90, outdoor), // bound: youth and masters
  throwEvent('HT', 4000, 82.98, outdoor), // Włodarczyk 2016
  throwEvent('HT', 3000, 82.98, outdoor), // bound: the women's record
  throwEvent('HT', 2000, 58.83, outdoor), // bound: 60 m, beyond children
  throwEvent('JT', 800, 98.48, outdoor), // Železný 1996
  throwEvent('JT', 700, 98.48, outdoor), // bound: the senior record
  throwEvent('JT', 600, 80, outdoor), // bound: boys U16 throw it as well as women (record 72.28)
  throwEvent('JT', 500, 75, outdoor), // bound: youth and masters
  throwEvent('JT', 400, 73.53, outdoor), // bound: 75 m, beyond children
  throwEvent('BT', 200, 98.04, outdoor), // bound: 100 m, beyond children

  // Sub-events in the order of the WA combined-events rules (and the DLV youth events). Best known:
  // Mayer 2018, Skujytė 2005, Joyner-Kersee 1988, Eaton 2012, Thiam 2023; the youth events are bound
  // by the senior records.
  combined('DEC', 'Zehnkampf', 'Zehnkampf', 'Dec', 'M', 9126, outdoor, [
    '100', 'LJ', 'SP7260', 'HJ', '400', '110H1067', 'DT2000', 'PV', 'JT800', '1500',
  ]),
  combined('DECU20', 'Zehnkampf U20', 'Zehnkampf U20', 'Dec', 'M', 9126, outdoor, [
    '100', 'LJ', 'SP6000', 'HJ', '400', '110H991', 'DT1750', 'PV', 'JT800', '1500',
  ]),
  combined('DECU18', 'Zehnkampf U18', 'Zehnkampf U18', 'Dec', 'M', 9126, outdoor, [
    '100', 'LJ', 'SP5000', 'HJ', '400', '110H914', 'DT1500', 'PV', 'JT700', '1500',
  ]),
  combined('DECW', 'Zehnkampf Frauen', 'Zehnkampf', 'Dec', 'W', 8358, outdoor, [
    '100', 'DT1000', 'PV', 'JT600', '400', '100H840', 'LJ', 'SP4000', 'HJ', '1500',
  ]),
  combined('HEP', 'Siebenkampf', 'Siebenkampf', 'Hep', 'W', 7291, outdoor, [
    '100H840', 'HJ', 'SP4000', '200', 'LJ', 'JT600', '800',
  ]),
  combined('HEPU18', 'Siebenkampf U18', 'Siebenkampf U18', 'Hep', 'W', 7291, outdoor, [
    '100H762', 'HJ', 'SP3000', '200', 'LJ', 'JT500', '800',
  ]),
  combined('HEPI', 'Siebenkampf Halle', 'Siebenkampf Halle', 'Hep', 'M', 6645, indoor, [
    '60', 'LJ', 'SP7260', 'HJ', '60H1067', 'PV', '1000',
  ]),
  combined('HEPIU20', 'Siebenkampf Halle U20', 'Siebenkampf Halle U20', 'Hep', 'M', 6645, indoor, [
    '60', 'LJ', 'SP6000', 'HJ', '60H991', 'PV', '1000',
  ]),
  combined('PENI', 'Fünfkampf Halle', 'Fünfkampf Halle', 'Pen', 'W', 5055, indoor, [
    '60H840', 'HJ', 'SP4000', 'LJ', '800',
  ]),
  combined('PENIU18', 'Fünfkampf Halle U18', 'Fünfkampf Halle U18', 'Pen', 'W', 5055, indoor, [
    '60H762', 'HJ', 'SP3000', 'LJ', '800',
  ]),
];

/** Every event of the reference data, in list order. */
export const events: readonly EventDefinition[] = drafts.map((d, i) => ({ ...d, order: i + 1 }));

const byCode = new Map(events.map((e) => [e.code, e]));

/** The event with this code, or undefined. */
export function eventByCode(code: string): EventDefinition | undefined {
  return byCode.get(code);
}
