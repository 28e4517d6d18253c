import type { LanguageCode } from '../platform/roles';
import { countries, countryByCode, type Country } from './countries';

/**
 * ISO 3166 region of each IOC code that has one, so that English and Dutch names come from the
 * platform's own Unicode data (Intl.DisplayNames) rather than a second hand-kept list.
 */
const regionOf: Record<string, string> = {
  AFG: 'AF', AIA: 'AI', ALB: 'AL', ALG: 'DZ', AND: 'AD', ANG: 'AO', ANT: 'AG', ARG: 'AR', ARM: 'AM', ARU: 'AW', ASA: 'AS', AUS: 'AU', AUT: 'AT',
  AZE: 'AZ', BAH: 'BS', BAN: 'BD', BAR: 'BB', BDI: 'BI', BEL: 'BE', BEN: 'BJ', BER: 'BM', BHU: 'BT', BIH: 'BA', BIZ: 'BZ', BLR: 'BY', BOL: 'BO',
  BOT: 'BW', BRA: 'BR', BRN: 'BH', BRU: 'BN', BUL: 'BG', BUR: 'BF', CAF: 'CF', CAM: 'KH', CAN: 'CA', CAY: 'KY', CGO: 'CG', CHA: 'TD', CHI: 'CL',
  CHN: 'CN', CIV: 'CI', CMR: 'CM', COD: 'CD', COK: 'CK', COL: 'CO', COM: 'KM', CPV: 'CV', CRC: 'CR', CRO: 'HR', CUB: 'CU', CYP: 'CY', CZE: 'CZ',
  DEN: 'DK', DJI: 'DJ', DMA: 'DM', DOM: 'DO', ECU: 'EC', EGY: 'EG', ERI: 'ER', ESA: 'SV', ESP: 'ES', EST: 'EE', ETH: 'ET', FIJ: 'FJ', FIN: 'FI',
  FRA: 'FR', FSM: 'FM', GAB: 'GA', GAM: 'GM', GBR: 'GB', GBS: 'GW', GEO: 'GE', GEQ: 'GQ', GER: 'DE', GHA: 'GH', GIB: 'GI', GRE: 'GR', GRN: 'GD',
  GUA: 'GT', GUI: 'GN', GUM: 'GU', GUY: 'GY', HAI: 'HT', HON: 'HN', HUN: 'HU', INA: 'ID', IND: 'IN', IRI: 'IR', IRL: 'IE', IRQ: 'IQ', ISL: 'IS',
  ISR: 'IL', ISV: 'VI', ITA: 'IT', IVB: 'VG', JAM: 'JM', JOR: 'JO', JPN: 'JP', KAZ: 'KZ', KEN: 'KE', KGZ: 'KG', KIR: 'KI', KOR: 'KR', KOS: 'XK',
  KSA: 'SA', KUW: 'KW', LAO: 'LA', LAT: 'LV', LBA: 'LY', LBN: 'LB', LBR: 'LR', LCA: 'LC', LES: 'LS', LIE: 'LI', LTU: 'LT', LUX: 'LU', MAD: 'MG',
  MAR: 'MA', MAS: 'MY', MAW: 'MW', MDA: 'MD', MDV: 'MV', MEX: 'MX', MGL: 'MN', MHL: 'MH', MKD: 'MK', MLI: 'ML', MLT: 'MT', MNE: 'ME', MON: 'MC',
  MOZ: 'MZ', MRI: 'MU', MSR: 'MS', MTN: 'MR', MYA: 'MM', NAM: 'NA', NCA: 'NI', NED: 'NL', NEP: 'NP', NFI: 'NF', NGR: 'NG', NIG: 'NE', NMI: 'MP',
  NOR: 'NO', NRU: 'NR', NZL: 'NZ', OMA: 'OM', PAK: 'PK', PAN: 'PA', PAR: 'PY', PER: 'PE', PHI: 'PH', PLW: 'PW', PNG: 'PG', POL: 'PL', POR: 'PT',
  PRK: 'KP', PUR: 'PR', QAT: 'QA', ROU: 'RO', RSA: 'ZA', RUS: 'RU', RWA: 'RW', SAM: 'WS', SEN: 'SN', SEY: 'SC', SGP: 'SG', SKN: 'KN', SLE: 'SL',
  SLO: 'SI', SMR: 'SM', SOL: 'SB', SOM: 'SO', SRB: 'RS', SRI: 'LK', SSD: 'SS', STP: 'ST', SUD: 'SD', SUI: 'CH', SUR: 'SR', SVK: 'SK', SWE: 'SE',
  SWZ: 'SZ', SYR: 'SY', TAN: 'TZ', TGA: 'TO', THA: 'TH', TJK: 'TJ', TKM: 'TM', TKS: 'TC', TLS: 'TL', TOG: 'TG', TTO: 'TT', TUN: 'TN', TUR: 'TR',
  TUV: 'TV', UAE: 'AE', UGA: 'UG', UKR: 'UA', URU: 'UY', USA: 'US', UZB: 'UZ', VAN: 'VU', VEN: 'VE', VIE: 'VN', VIN: 'VC', YEM: 'YE', ZAM: 'ZM',
  ZIM: 'ZW',
};

/** Teams and former states without a region, and the names sport uses where the region's name differs. */
const sportNames: Record<string, Record<Exclude<LanguageCode, 'de'>, string>> = {
  AIN: { en: 'Individual Neutral Athletes (AIN)', nl: 'Neutrale atleten (AIN)' },
  CGO: { en: 'Congo', nl: 'Congo' },
  COD: { en: 'DR Congo', nl: 'DR Congo' },
  GBR: { en: 'Great Britain', nl: 'Groot-Brittannië' },
  ART: { en: 'Athlete Refugee Team', nl: 'Athlete Refugee Team' },
  EOR: { en: 'Refugee Olympic Team', nl: 'Olympisch vluchtelingenteam' },
  EUN: { en: 'Unified Team (1992)', nl: 'Gezamenlijk team (1992)' },
  FRG: { en: 'West Germany (until 1990)', nl: 'West-Duitsland (tot 1990)' },
  GDR: { en: 'East Germany', nl: 'Oost-Duitsland' },
  HKG: { en: 'Hong Kong, China', nl: 'Hongkong, China' },
  MAC: { en: 'Macau, China', nl: 'Macau, China' },
  PLE: { en: 'Palestine', nl: 'Palestina' },
  SCG: { en: 'Serbia and Montenegro (until 2006)', nl: 'Servië en Montenegro (tot 2006)' },
  TCH: { en: 'Czechoslovakia (until 1992)', nl: 'Tsjecho-Slowakije (tot 1992)' },
  TPE: { en: 'Chinese Taipei', nl: 'Chinees Taipei' },
  URS: { en: 'Soviet Union (until 1991)', nl: 'Sovjet-Unie (tot 1991)' },
  YUG: { en: 'Yugoslavia (until 2003)', nl: 'Joegoslavië (tot 2003)' },
};

const displayNames = new Map<string, Intl.DisplayNames | null>();
function regionNames(language: string): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    } catch {
      // A runtime without region names keeps the German list.
    }
    displayNames.set(language, names);
  }
  return displayNames.get(language)!;
}

/**
 * A country's name in the reader's language: German from the federation's list, English and Dutch
 * from the region names of the platform's Unicode data, with sport's own names for teams, former
 * states and Chinese Taipei. An unknown code is returned as it is.
 */
export function countryDisplayName(code: string, language: LanguageCode): string {
  const country = countryByCode(code);
  if (!country) return code;
  if (language === 'de') return country.name;
  const sport = sportNames[country.code];
  if (sport) return sport[language];
  const region = regionOf[country.code];
  return (region && regionNames(language)?.of(region)) || country.name;
}

/** Former states and one-off teams: a search lists them after the countries of today. */
const historicalCodes = new Set(['EUN', 'FRG', 'GDR', 'SCG', 'TCH', 'URS', 'YUG']);

/** Whether the code names a state or team that no longer competes (FRG, GDR, URS …). */
export const isHistoricalCountry = (code: string) => historicalCodes.has(code.toUpperCase());

/** Names a reader may type that none of the three languages' names contain. */
const searchAliases: Record<string, string> = {
  GDR: 'Deutsche Demokratische Republik',
  FRG: 'BRD Westdeutschland',
};

/**
 * A country as the selectors list it: its name in the reader's language and its IOC code, the code
 * once even where the name already carries it (`Neutrale Athleten (AIN)`).
 */
export function countryLabel(country: Pick<Country, 'code'>, language: LanguageCode): string {
  const name = countryDisplayName(country.code, language);
  return name.endsWith(`(${country.code})`) ? name : `${name} (${country.code})`;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const searchTexts = new Map<LanguageCode, { country: Country; label: string; text: string }[]>();
function searchTextsOf(language: LanguageCode) {
  let texts = searchTexts.get(language);
  if (!texts) {
    texts = countries.map((country) => {
      const label = countryLabel(country, language);
      // Every language's name: a reader finds Germany by "Deutsch" in the English interface too.
      const names = [label, country.name, countryDisplayName(country.code, 'en'), countryDisplayName(country.code, 'nl'), searchAliases[country.code] ?? ''];
      return { country, label: fold(label), text: fold(names.join(' ')) };
    });
    searchTexts.set(language, texts);
  }
  return texts;
}

/**
 * The countries whose name (in any of the portal's languages) or code contains `query`, ignoring
 * case and accents: a typed code's country first, then today's countries before former states, and
 * within each, those whose shown name starts with the query first, else in the list's order (by
 * code). An empty query is the list.
 */
export function searchCountries(query: string, language: LanguageCode): Country[] {
  const q = fold(query.trim());
  if (!q) return [...countries];
  const rank = (e: { country: Country; label: string }) =>
    e.country.code.toLowerCase() === q ? 0 : 1 + (isHistoricalCountry(e.country.code) ? 2 : 0) + (e.label.startsWith(q) ? 0 : 1);
  return searchTextsOf(language)
    .filter((e) => e.text.includes(q))
    .map((e, index) => ({ e, index, rank: rank(e) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ e }) => e.country);
}
