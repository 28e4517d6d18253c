import type { MarkKind, TimePrecision } from '../results/marks';
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
  /** Plausible marks (seconds, metres or points); the event-aware parse refuses values outside. */
  limits: { min: number; max: number };
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
} as const;

const scoredTrack: Record<string, ScoringDiscipline> = {
  '60': '60m',
  '100': '100m',
  '200': '200m',
  '400': '400m',
  '800': '800m',
  '1000': '1000m',
  '1500': '1500m',
};

// Lower limits sit a few per cent below the world records (so a 100 m in 8.5 s is refused); upper
// limits are generous (1 m/s for races) so that masters and children are never refused.
function flat(distance: number, min: number, environment: EnvironmentValue): Draft {
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
    limits: { min, max: distance },
  };
}

function hurdles(distance: number, heightCm: number, min: number, environment: EnvironmentValue): Draft {
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
    limits: { min, max: distance },
  };
}

function steeple(distance: number, heightCm: number, min: number): Draft {
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
    limits: { min, max: distance },
  };
}

function relay(
  code: string,
  name: string,
  shortName: string,
  members: number,
  distance: number,
  min: number,
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
    limits: { min, max: distance },
  };
}

function walk(distance: number, min: number, road: boolean): Draft {
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
    limits: { min, max: distance },
  };
}

function road(code: string, name: string, shortName: string, shortInternational: string, distance: number, min: number): Draft {
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
    limits: { min, max: distance },
  };
}

function jump(code: 'HJ' | 'PV' | 'LJ' | 'TJ', name: string, shortName: string, min: number, max: number): Draft {
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
    limits: { min, max },
  };
}

const throwNames = {
  SP: ['Kugelstoß', 'Kugel'],
  DT: ['Diskuswurf', 'Diskus'],
  HT: ['Hammerwurf', 'Hammer'],
  JT: ['Speerwurf', 'Speer'],
  BT: ['Ballwurf', 'Ball'],
} as const;

function throwEvent(kind: keyof typeof throwNames, grams: number, max: number, environment: EnvironmentValue): Draft {
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
    limits: { min: 1, max },
  };
}

function combined(
  code: string,
  name: string,
  shortName: string,
  shortInternational: string,
  sex: Sex,
  max: number,
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
    limits: { min: 1, max },
  };
}

const drafts: Draft[] = [
  flat(50, 5.2, all),
  flat(60, 6.0, all),
  flat(75, 7.0, outdoor),
  flat(100, 9.1, outdoor),
  flat(200, 18.2, all),
  flat(300, 29.2, all),
  flat(400, 40.9, all),
  flat(600, 69, all),
  flat(800, 95.8, all),
  flat(1000, 125, all),
  flat(1500, 195.7, all),
  {
    ...flat(1609, 212, all),
    code: 'MILE',
    name: '1 Meile',
    shortName: 'Meile',
    shortInternational: 'Mile',
    limits: { min: 212, max: 1609 },
  },
  flat(2000, 269, outdoor),
  flat(3000, 415, all),
  flat(5000, 717, outdoor),
  flat(10000, 1492, outdoor),

  hurdles(60, 106.7, 6.9, all),
  hurdles(60, 99.1, 6.9, all),
  hurdles(60, 91.4, 6.9, all),
  hurdles(60, 84.0, 6.9, all),
  hurdles(60, 76.2, 6.9, all),
  hurdles(80, 84.0, 9.5, outdoor),
  hurdles(80, 76.2, 9.5, outdoor),
  hurdles(80, 68.6, 9.5, outdoor),
  hurdles(100, 91.4, 11.5, outdoor),
  hurdles(100, 84.0, 11.5, outdoor),
  hurdles(100, 76.2, 11.5, outdoor),
  hurdles(110, 106.7, 12.1, outdoor),
  hurdles(110, 99.1, 12.1, outdoor),
  hurdles(110, 91.4, 12.1, outdoor),
  hurdles(300, 91.4, 31, outdoor),
  hurdles(300, 84.0, 31, outdoor),
  hurdles(300, 76.2, 31, outdoor),
  hurdles(400, 91.4, 43.6, outdoor),
  hurdles(400, 84.0, 43.6, outdoor),
  hurdles(400, 76.2, 43.6, outdoor),

  steeple(1500, 76.2, 215),
  steeple(2000, 91.4, 290),
  steeple(2000, 76.2, 290),
  steeple(3000, 91.4, 448),
  steeple(3000, 76.2, 448),

  relay('4X100', '4 x 100 m Staffel', '4x100m', 4, 400, 35, outdoor),
  relay('4X200', '4 x 200 m Staffel', '4x200m', 4, 800, 74.7, all),
  relay('4X400', '4 x 400 m Staffel', '4x400m', 4, 1600, 165.5, all),
  relay('MX4X400', '4 x 400 m Staffel Mixed', '4x400m Mixed', 4, 1600, 178, all),
  relay('SWED', 'Schwedenstaffel (400-300-200-100 m)', 'Schwedenstaffel', 4, 1000, 96, outdoor),
  relay('3X800', '3 x 800 m Staffel', '3x800m', 3, 2400, 300, outdoor),
  relay('4X800', '4 x 800 m Staffel', '4x800m', 4, 3200, 400, outdoor),
  relay('3X1000', '3 x 1000 m Staffel', '3x1000m', 3, 3000, 380, outdoor),
  relay('4X1500', '4 x 1500 m Staffel', '4x1500m', 4, 6000, 819, outdoor),

  walk(3000, 610, false),
  walk(5000, 1030, false),
  walk(10000, 2150, false),
  walk(20000, 4400, false),
  walk(10000, 2100, true),
  walk(20000, 4366, true),
  walk(35000, 8080, true),
  walk(50000, 12100, true),

  road('5K', '5 km Straßenlauf', '5km', '5km', 5000, 730),
  road('10K', '10 km Straßenlauf', '10km', '10km', 10000, 1504),
  road('15K', '15 km Straßenlauf', '15km', '15km', 15000, 2300),
  road('10MI', '10 Meilen Straßenlauf', '10 Meilen', '10Miles', 16093, 2530),
  road('20K', '20 km Straßenlauf', '20km', '20km', 20000, 3150),
  road('HM', 'Halbmarathon', 'Halbmarathon', 'HM', 21098, 3200),
  road('25K', '25 km Straßenlauf', '25km', '25km', 25000, 4060),
  road('30K', '30 km Straßenlauf', '30km', '30km', 30000, 4970),
  road('MAR', 'Marathon', 'Marathon', 'Marathon', 42195, 6870),
  road('50K', '50 km Straßenlauf', '50km', '50km', 50000, 9000),
  road('100K', '100 km Straßenlauf', '100km', '100km', 100000, 20800),

  jump('HJ', 'Hochsprung', 'Hoch', 0.5, 2.6),
  jump('PV', 'Stabhochsprung', 'Stab', 1, 6.7),
  jump('LJ', 'Weitsprung', 'Weit', 1, 9.5),
  jump('TJ', 'Dreisprung', 'Drei', 3, 19.5),

  throwEvent('SP', 7260, 25, all),
  throwEvent('SP', 6000, 26, all),
  throwEvent('SP', 5000, 27, all),
  throwEvent('SP', 4000, 25, all),
  throwEvent('SP', 3000, 25, all),
  throwEvent('SP', 2000, 20, all),
  throwEvent('DT', 2000, 80, outdoor),
  throwEvent('DT', 1750, 82, outdoor),
  throwEvent('DT', 1500, 85, outdoor),
  throwEvent('DT', 1000, 85, outdoor),
  throwEvent('DT', 750, 70, outdoor),
  throwEvent('HT', 7260, 92, outdoor),
  throwEvent('HT', 6000, 95, outdoor),
  throwEvent('HT', 5000, 95, outdoor),
  throwEvent('HT', 4000, 92, outdoor),
  throwEvent('HT', 3000, 90, outdoor),
  throwEvent('HT', 2000, 60, outdoor),
  throwEvent('JT', 800, 105, outdoor),
  throwEvent('JT', 700, 100, outdoor),
  throwEvent('JT', 600, 90, outdoor),
  throwEvent('JT', 500, 85, outdoor),
  throwEvent('JT', 400, 75, outdoor),
  throwEvent('BT', 200, 100, outdoor),

  // Sub-events in the order of the WA combined-events rules (and the DLV youth events).
  combined('DEC', 'Zehnkampf', 'Zehnkampf', 'Dec', 'M', 9500, outdoor, [
    '100', 'LJ', 'SP7260', 'HJ', '400', '110H1067', 'DT2000', 'PV', 'JT800', '1500',
  ]),
  combined('DECU20', 'Zehnkampf U20', 'Zehnkampf U20', 'Dec', 'M', 9500, outdoor, [
    '100', 'LJ', 'SP6000', 'HJ', '400', '110H991', 'DT1750', 'PV', 'JT800', '1500',
  ]),
  combined('DECU18', 'Zehnkampf U18', 'Zehnkampf U18', 'Dec', 'M', 9500, outdoor, [
    '100', 'LJ', 'SP5000', 'HJ', '400', '110H914', 'DT1500', 'PV', 'JT700', '1500',
  ]),
  combined('DECW', 'Zehnkampf Frauen', 'Zehnkampf', 'Dec', 'W', 9000, outdoor, [
    '100', 'DT1000', 'PV', 'JT600', '400', '100H840', 'LJ', 'SP4000', 'HJ', '1500',
  ]),
  combined('HEP', 'Siebenkampf', 'Siebenkampf', 'Hep', 'W', 7600, outdoor, [
    '100H840', 'HJ', 'SP4000', '200', 'LJ', 'JT600', '800',
  ]),
  combined('HEPU18', 'Siebenkampf U18', 'Siebenkampf U18', 'Hep', 'W', 7600, outdoor, [
    '100H762', 'HJ', 'SP3000', '200', 'LJ', 'JT500', '800',
  ]),
  combined('HEPI', 'Siebenkampf Halle', 'Siebenkampf Halle', 'Hep', 'M', 7000, indoor, [
    '60', 'LJ', 'SP7260', 'HJ', '60H1067', 'PV', '1000',
  ]),
  combined('HEPIU20', 'Siebenkampf Halle U20', 'Siebenkampf Halle U20', 'Hep', 'M', 7000, indoor, [
    '60', 'LJ', 'SP6000', 'HJ', '60H991', 'PV', '1000',
  ]),
  combined('PENI', 'Fünfkampf Halle', 'Fünfkampf Halle', 'Pen', 'W', 5300, indoor, [
    '60H840', 'HJ', 'SP4000', 'LJ', '800',
  ]),
  combined('PENIU18', 'Fünfkampf Halle U18', 'Fünfkampf Halle U18', 'Pen', 'W', 5300, indoor, [
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
