import { languageCodes } from '../platform/roles';
import { eventDisplayName } from '../reference/display-names';
import { eventByCode, events, type EventDefinition } from '../reference/events';
import { standardEventCodes } from '../statistics-best-lists/standard-definitions';
import { foldText } from './names';

// Event names are compared folded and without blanks, dots, commas and brackets, so `4 x 100 m`
// is `4x100m`, `Kugel 7,26 kg` is `kugel726kg` and `110mH (99,1)` is `110mh991`.
const eventKey = (text: string): string => foldText(text).replace(/[\s.,()/\-_]+/g, '');

// Names of an event family without its implement or hurdle height; the class decides which one is meant.
const throwWords: Record<string, string[]> = {
  SP: ['Kugel', 'Kugelstoß', 'Kugelstoßen', 'Shot', 'Shot put', 'SP'],
  DT: ['Diskus', 'Diskuswurf', 'Discus', 'Discus throw', 'DT'],
  HT: ['Hammer', 'Hammerwurf', 'Hammer throw', 'HT'],
  JT: ['Speer', 'Speerwurf', 'Javelin', 'Javelin throw', 'JT'],
  BT: ['Ball', 'Ballwurf', 'Ball throw', 'BT'],
};
const hurdleWords = ['mH', 'm Hürden', 'm hurdles', 'H', 'mHü'];
const steepleWords = ['m Hindernis', 'mHi', 'm steeplechase', 'mSC', 'SC', 'm St', 'mSt'];
const flatWords = ['m', '', 'm Lauf'];

// Names that neither the reference data nor the rules below give (the long, short and
// international names, the usual spellings of distances, implements and heights are derived).
const aliases: Record<string, string> = {
  Stabhoch: 'PV',
  '21,1 km': 'HM',
  '21,0975 km': 'HM',
  '42,2 km': 'MAR',
  '42,195 km': 'MAR',
};

/** The event's own long names: the reference data's German name and the long names in every language. */
function longNames(e: EventDefinition): string[] {
  return [e.name, ...languageCodes.map((culture) => eventDisplayName(e.code, culture))];
}

/** Short names and the usual ways of writing the event, implement or height included. */
function shortNames(e: EventDefinition): string[] {
  const out = [e.shortName, ...languageCodes.map((culture) => eventDisplayName(e.code, culture, { short: true }))];
  let m: RegExpMatchArray | null;
  if ((m = e.code.match(/^(\d+)$/))) out.push(...flatWords.map((w) => `${m![1]}${w}`));
  if ((m = e.code.match(/^(MX)?(\d)X(\d+)$/))) {
    const legs = `${m[2]}x${m[3]}`;
    out.push(...(m[1] ? [`${legs} mixed`, `${legs}m mixed`, `${legs}mX`] : [legs, `${legs}m`, `${legs}m Staffel`, `${legs}m relay`]));
  }
  if ((m = e.code.match(/^(\d+)(H|SC)\d+$/)) && e.heightWeight !== null) {
    const words = m[2] === 'H' ? hurdleWords : steepleWords;
    // 106,7 cm is written 106,7, 1067 or rounded (107); 91,4 as 91; 84,0 as 84.
    const heights = [String(e.heightWeight), String(Math.floor(e.heightWeight)), String(Math.round(e.heightWeight))];
    for (const w of words) for (const h of heights) out.push(`${m[1]}${w} ${h}`, `${m[1]}${w} ${h} cm`);
  }
  if ((m = e.code.match(/^(SP|DT|HT|JT|BT)(\d+)$/))) {
    const grams = Number(m[2]);
    const kg = String(grams / 1000);
    for (const w of throwWords[m[1]]) out.push(`${w} ${kg} kg`, grams < 1000 ? `${w} ${grams} g` : `${w} ${kg}`);
  }
  if ((m = e.code.match(/^(\d+)K$/))) out.push(`${m[1]}km`, `${m[1]} km Lauf`, `${m[1]} km road`);
  if ((m = e.code.match(/^(\d+)KW$/))) out.push(`${m[1]}km Gehen`, `${m[1]} km walk`, `${m[1]}km race walk`);
  if ((m = e.code.match(/^(\d+)W$/))) out.push(`${m[1]}m Gehen`, `${m[1]}m walk`, `${m[1]}m Bahngehen`);
  return out;
}

/** Names shared by a family whose member the class decides: `Kugel`, `110mH`, `3000m Hindernis`, the international `SP`, `Dec`. */
function familyNames(e: EventDefinition): string[] {
  const out = [e.shortInternational];
  let m: RegExpMatchArray | null;
  if ((m = e.code.match(/^(SP|DT|HT|JT|BT)\d+$/))) out.push(...throwWords[m[1]]);
  if ((m = e.code.match(/^(\d+)H\d+$/))) out.push(...hurdleWords.map((w) => `${m![1]}${w}`));
  if ((m = e.code.match(/^(\d+)SC\d+$/))) out.push(...steepleWords.map((w) => `${m![1]}${w}`));
  return out;
}

// Names in tiers, the most particular first: the exact code, the long names (and aliases), the short
// names, the family names. A name means the events of the first tier that has it, so `Zehnkampf`
// is the men's decathlon (whose long name it is), though the women's is `Zehnkampf` for short.
// A name shared within a tier (`110mH`, `Kugel`) leads to all its events, and the class picks one.
// Built on first use: the web app loads this package at start and most screens never read a sheet.
let tiers: Map<string, Set<string>>[] | undefined;
function nameTiers(): Map<string, Set<string>>[] {
  if (tiers) return tiers;
  const built = [0, 1, 2].map(() => new Map<string, Set<string>>());
  const add = (tier: number, name: string, code: string) => {
    const key = eventKey(name);
    if (key === '') return;
    const codes = built[tier].get(key) ?? new Set<string>();
    codes.add(code);
    built[tier].set(key, codes);
  };
  for (const e of events) {
    // Codes are mnemonics (`DEC`, `LJ`) that read like the international short names in lower case.
    add(2, e.code, e.code);
    for (const name of longNames(e)) add(0, name, e.code);
    for (const name of shortNames(e)) add(1, name, e.code);
    for (const name of familyNames(e)) add(2, name, e.code);
  }
  for (const [name, code] of Object.entries(aliases)) add(0, name, code);
  tiers = built;
  return built;
}
const byExactCode = (text: string): Set<string> | undefined => (eventByCode(text.trim()) ? new Set([text.trim()]) : undefined);

/** What an event cell names: one event, several the class must decide between, or none. */
export type EventReading = { code: string } | { candidates: string[] } | null;

/**
 * Reads an event cell: the reference data's codes and its German, English and Dutch names, long and
 * short, and the usual ways of writing them (`100`, `100 m`, `Weit`, `Long jump`, `Kugel 7,26kg`,
 * `4 x 100 m`, `110mH 99,1`). A family name (`Kugel`, `110m Hürden`) is settled by the class's
 * usual events (the men's 7.26 kg shot, the U18's 91.4 cm hurdles); masters classes have no usual
 * implements, so their sheets must name them. Else the candidates are returned.
 */
export function readEventCell(text: string, classCode?: string | null): EventReading {
  const key = eventKey(text);
  const codes = byExactCode(text) ?? nameTiers().find((tier) => tier.has(key))?.get(key);
  if (!codes) return null;
  const all = [...codes];
  if (all.length === 1) return { code: all[0] };
  const usual = classCode ? standardEventCodes(classCode) : undefined;
  const fitting = usual ? all.filter((code) => usual.includes(code)) : [];
  return fitting.length === 1 ? { code: fitting[0] } : { candidates: all };
}

/** The event code an event cell names, or null when it names none or several the class does not settle. */
export function readEvent(text: string, classCode?: string | null): string | null {
  const reading = readEventCell(text, classCode);
  return reading && 'code' in reading ? reading.code : null;
}
