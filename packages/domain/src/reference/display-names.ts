import type { LanguageCode } from '../platform/roles';
import { ageClassByCode, type AgeClass } from './classes';
import { eventByCode, type EventDefinition } from './events';

/**
 * Event and class names in the reader's language. The database keeps the German names (and the
 * federation may have edited them), so German answers the stored name when one is given; codes the
 * reference data does not know (added later in the database) keep their stored name in every
 * language.
 */
export interface DisplayNameOptions {
  /** The stored German name: the German answer, and the answer for a code the reference data does not know. */
  german?: string;
}

export interface EventDisplayNameOptions extends DisplayNameOptions {
  /** The short name for tables instead of the long one. */
  short?: boolean;
}

interface NumberStyle {
  decimal: string;
  thousands: string;
}

const numberStyles: Record<LanguageCode, NumberStyle> = {
  de: { decimal: ',', thousands: '.' },
  en: { decimal: '.', thousands: ',' },
  nl: { decimal: ',', thousands: '.' },
};

interface Words {
  mile: [long: string, short: string];
  miles: string;
  hurdles: string;
  steeple: [long: string, short: string];
  relay: (legs: string) => string;
  mixedRelay: (legs: string) => [long: string, short: string];
  swedishRelay: string;
  trackWalk: [long: string, short: string];
  roadWalk: [long: string, short: string];
  roadRace: string;
  halfMarathon: string;
  marathon: string;
  jumps: Record<'HJ' | 'PV' | 'LJ' | 'TJ', [long: string, short: string]>;
  throws: Record<'SP' | 'DT' | 'HT' | 'JT' | 'BT', [long: string, short: string]>;
  combined: Record<'DEC' | 'HEP' | 'PEN', string>;
  indoor: string;
  women: string;
  classes: { men: string; women: string; maleYouth: string; femaleYouth: string; boys: string; girls: string; masters: string; mastersWomen: string };
}

const words: Record<LanguageCode, Words> = {
  de: {
    mile: ['1 Meile', 'Meile'],
    miles: 'Meilen',
    hurdles: 'Hürden',
    steeple: ['Hindernis', 'Hi'],
    relay: (legs) => `${legs} Staffel`,
    mixedRelay: (legs) => [`${legs} Staffel Mixed`, 'Mixed'],
    swedishRelay: 'Schwedenstaffel',
    trackWalk: ['Bahngehen', 'Gehen'],
    roadWalk: ['Gehen', 'Gehen'],
    roadRace: 'Straßenlauf',
    halfMarathon: 'Halbmarathon',
    marathon: 'Marathon',
    jumps: { HJ: ['Hochsprung', 'Hoch'], PV: ['Stabhochsprung', 'Stab'], LJ: ['Weitsprung', 'Weit'], TJ: ['Dreisprung', 'Drei'] },
    throws: { SP: ['Kugelstoß', 'Kugel'], DT: ['Diskuswurf', 'Diskus'], HT: ['Hammerwurf', 'Hammer'], JT: ['Speerwurf', 'Speer'], BT: ['Ballwurf', 'Ball'] },
    combined: { DEC: 'Zehnkampf', HEP: 'Siebenkampf', PEN: 'Fünfkampf' },
    indoor: 'Halle',
    women: 'Frauen',
    classes: {
      men: 'Männer',
      women: 'Frauen',
      maleYouth: 'Männliche Jugend',
      femaleYouth: 'Weibliche Jugend',
      boys: 'Männliche Kinder',
      girls: 'Weibliche Kinder',
      masters: 'Senioren',
      mastersWomen: 'Seniorinnen',
    },
  },
  en: {
    mile: ['1 mile', 'Mile'],
    miles: 'miles',
    hurdles: 'hurdles',
    steeple: ['steeplechase', 'SC'],
    relay: (legs) => `${legs} relay`,
    mixedRelay: (legs) => [`${legs} mixed relay`, 'mixed'],
    swedishRelay: 'Swedish relay',
    trackWalk: ['race walk', 'walk'],
    roadWalk: ['race walk', 'walk'],
    roadRace: 'road race',
    halfMarathon: 'Half marathon',
    marathon: 'Marathon',
    jumps: { HJ: ['High jump', 'HJ'], PV: ['Pole vault', 'PV'], LJ: ['Long jump', 'LJ'], TJ: ['Triple jump', 'TJ'] },
    throws: { SP: ['Shot put', 'Shot'], DT: ['Discus throw', 'Discus'], HT: ['Hammer throw', 'Hammer'], JT: ['Javelin throw', 'Javelin'], BT: ['Ball throw', 'Ball'] },
    combined: { DEC: 'Decathlon', HEP: 'Heptathlon', PEN: 'Pentathlon' },
    indoor: 'indoor',
    women: 'women',
    classes: {
      men: 'Men',
      women: 'Women',
      maleYouth: 'Male youth',
      femaleYouth: 'Female youth',
      boys: 'Boys',
      girls: 'Girls',
      masters: 'Masters',
      mastersWomen: 'Masters',
    },
  },
  nl: {
    mile: ['1 mijl', 'Mijl'],
    miles: 'mijl',
    hurdles: 'horden',
    steeple: ['steeple', 'SC'],
    relay: (legs) => `${legs} estafette`,
    mixedRelay: (legs) => [`${legs} gemengde estafette`, 'gemengd'],
    swedishRelay: 'Zweedse estafette',
    trackWalk: ['snelwandelen', 'snelwandelen'],
    roadWalk: ['snelwandelen', 'snelwandelen'],
    roadRace: 'wegloop',
    halfMarathon: 'Halve marathon',
    marathon: 'Marathon',
    jumps: { HJ: ['Hoogspringen', 'Hoog'], PV: ['Polsstokhoogspringen', 'Polsstok'], LJ: ['Verspringen', 'Ver'], TJ: ['Hink-stap-springen', 'Hink-stap'] },
    throws: { SP: ['Kogelstoten', 'Kogel'], DT: ['Discuswerpen', 'Discus'], HT: ['Kogelslingeren', 'Slingeren'], JT: ['Speerwerpen', 'Speer'], BT: ['Balwerpen', 'Bal'] },
    combined: { DEC: 'Tienkamp', HEP: 'Zevenkamp', PEN: 'Vijfkamp' },
    indoor: 'indoor',
    women: 'vrouwen',
    classes: {
      men: 'Mannen',
      women: 'Vrouwen',
      maleYouth: 'Jongens',
      femaleYouth: 'Meisjes',
      boys: 'Jongens',
      girls: 'Meisjes',
      masters: 'Masters',
      mastersWomen: 'Masters',
    },
  },
};

type Name = [long: string, short: string];

function composer(culture: LanguageCode) {
  const style = numberStyles[culture];
  const w = words[culture];
  const num = (n: number, decimals = 0) => n.toFixed(decimals).replace('.', style.decimal);
  // Thousands are grouped from five digits on (10.000 m, but 5000 m), as the federation writes them.
  const metres = (m: number) => (m >= 10_000 ? `${num(Math.floor(m / 1000))}${style.thousands}${String(m % 1000).padStart(3, '0')}` : String(m));
  const weight = (grams: number) => (grams < 1000 ? `${grams} g` : `${num(grams / 1000, grams % 1000 === 0 ? 0 : grams % 100 === 0 ? 1 : 2)} kg`);

  return (e: EventDefinition): Name | undefined => {
    const code = e.code;
    let m: RegExpMatchArray | null;
    if (code === 'MILE') return w.mile;
    if (code === 'HM') return [w.halfMarathon, w.halfMarathon];
    if (code === 'MAR') return [w.marathon, w.marathon];
    if (code === 'SWED') return [`${w.swedishRelay} (400-300-200-100 m)`, w.swedishRelay];
    if (code === '10MI') return [`10 ${w.miles} ${w.roadRace}`, `10 ${w.miles}`];
    if ((m = code.match(/^(\d+)$/))) return [`${metres(Number(m[1]))} m`, `${metres(Number(m[1]))}m`];
    if ((m = code.match(/^(\d+)H\d+$/)) && e.heightWeight !== null) {
      const height = num(e.heightWeight, 1);
      return [`${m[1]} m ${w.hurdles} (${height} cm)`, `${m[1]}mH (${height})`];
    }
    if ((m = code.match(/^(\d+)SC\d+$/)) && e.heightWeight !== null) {
      const height = num(e.heightWeight, 1);
      return [`${m[1]} m ${w.steeple[0]} (${height} cm)`, `${m[1]}m ${w.steeple[1]} (${height})`];
    }
    if ((m = code.match(/^(MX)?(\d)X(\d+)$/))) {
      const legs = `${m[2]} x ${m[3]} m`;
      const short = `${m[2]}x${m[3]}m`;
      if (m[1]) {
        const [long, mixed] = w.mixedRelay(legs);
        return [long, `${short} ${mixed}`];
      }
      return [w.relay(legs), short];
    }
    if ((m = code.match(/^(\d+)W$/))) return [`${metres(Number(m[1]))} m ${w.trackWalk[0]}`, `${metres(Number(m[1]))}m ${w.trackWalk[1]}`];
    if ((m = code.match(/^(\d+)KW$/))) return [`${m[1]} km ${w.roadWalk[0]}`, `${m[1]}km ${w.roadWalk[1]}`];
    if ((m = code.match(/^(\d+)K$/))) return [`${m[1]} km ${w.roadRace}`, `${m[1]}km`];
    if (code === 'HJ' || code === 'PV' || code === 'LJ' || code === 'TJ') return w.jumps[code];
    if ((m = code.match(/^(SP|DT|HT|JT|BT)(\d+)$/))) {
      const [long, short] = w.throws[m[1] as keyof Words['throws']];
      const implement = weight(Number(m[2]));
      return [`${long} ${implement}`, `${short} ${implement.replace(' ', '')}`];
    }
    if ((m = code.match(/^(DEC|HEP|PEN)(I?)(U\d\d|W)?$/))) {
      const parts = [w.combined[m[1] as keyof Words['combined']]];
      if (m[2]) parts.push(w.indoor);
      if (m[3] && m[3] !== 'W') parts.push(m[3]);
      const short = parts.join(' ');
      return [m[3] === 'W' ? `${short} ${w.women}` : short, short];
    }
    return undefined;
  };
}

const composers = { de: composer('de'), en: composer('en'), nl: composer('nl') } satisfies Record<LanguageCode, ReturnType<typeof composer>>;

/** The event's long (or, with `short`, table) name in the reader's language. */
export function eventDisplayName(code: string, culture: LanguageCode, options: EventDisplayNameOptions = {}): string {
  if (culture === 'de' && options.german !== undefined) return options.german;
  const event = eventByCode(code);
  const name = event && composers[culture](event);
  if (!name) return options.german ?? event?.[options.short ? 'shortName' : 'name'] ?? code;
  return options.short ? name[1] : name[0];
}

function composeClass(c: AgeClass, culture: LanguageCode): string {
  const w = words[culture].classes;
  const male = c.sex === 'M';
  const band = c.code.slice(1);
  switch (c.group) {
    case 'open':
      return male ? w.men : w.women;
    case 'masters':
      return `${male ? w.masters : w.mastersWomen} ${c.code}`;
    case 'singleYear':
      return `${male ? w.maleYouth : w.femaleYouth} ${c.code}`;
    case 'youth':
      // U23 is an adult band, U12 the children's.
      if (c.ageFrom >= 20) return `${male ? w.men : w.women} ${band}`;
      if (c.ageTo !== null && c.ageTo < 12) return `${male ? w.boys : w.girls} ${band}`;
      return `${male ? w.maleYouth : w.femaleYouth} ${band}`;
  }
}

/** The age class's name in the reader's language. */
export function classDisplayName(code: string, culture: LanguageCode, options: DisplayNameOptions = {}): string {
  if (culture === 'de' && options.german !== undefined) return options.german;
  const ageClass = ageClassByCode(code);
  if (!ageClass) return options.german ?? code;
  return composeClass(ageClass, culture);
}
