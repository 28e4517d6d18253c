import { ageClassByCode, type Sex } from '../reference/classes';
import { ageClassesFor, ageInSeason } from '../seasons/age-classes';
import { foldText } from './names';

// Older and spelled-out ways of writing the federation's classes: "Jugend A/B" were U20/U18, and
// MJU20 / WKU12 put the youth (J) or children (K) letter between sex and band.
const spelledOut: Record<string, string> = {
  maenner: 'M',
  men: 'M',
  frauen: 'W',
  women: 'W',
  mja: 'MU20',
  mjb: 'MU18',
  wja: 'WU20',
  wjb: 'WU18',
};

/**
 * The federation's class a class cell names: its codes in any case and spacing (`M`, `W`, `MU18`,
 * `W U20`, `M35`), the older `MJU20`, `WKU12`, `MJA`/`WJB`, the names `Männer`/`Frauen`, and a band
 * without sex (`U18`) for the athlete's sex. Null for anything else.
 */
export function readClass(text: string, sex: Sex | null = null): string | null {
  const key = foldText(text).replace(/[\s.\-_]+/g, '');
  const spelled = spelledOut[key];
  if (spelled) return spelled;
  const match = /^([mw]?)([jk]?)(u\d{2}|\d{2})?$/.exec(key);
  if (!match) return null;
  const [, sexLetter, youthLetter, band = ''] = match;
  // The youth or children's letter comes only before a U band (MJU20, not MJ or MJ35).
  if ((sexLetter === '' && band === '') || (youthLetter !== '' && !band.startsWith('u'))) return null;
  const classSex = sexLetter === '' ? sex : (sexLetter.toUpperCase() as Sex);
  if (!classSex) return null;
  const code = `${classSex}${band.toUpperCase()}`;
  return ageClassByCode(code) ? code : null;
}

/** Why a class does not fit an athlete: another sex, or an age outside it in the season; null when it fits. */
export type ClassProblem = 'errorClassSexMismatch' | 'classAgeMismatch';

/**
 * Checks a class against the athlete as the best lists rank them (`ageClassesFor`): the class's
 * sex, and an age the class takes in the season (youth classes also take younger athletes, masters
 * bands only their own ages, the open class everyone).
 */
export function classProblem(classCode: string, sex: Sex, yearOfBirth: number, seasonYear: number): ClassProblem | null {
  if (ageClassByCode(classCode)?.sex !== sex) return 'errorClassSexMismatch';
  return ageClassesFor(sex, yearOfBirth, seasonYear).includes(classCode) ? null : 'classAgeMismatch';
}

/**
 * The class a row without one is taken in: the open class (Männer, Frauen) from 20, the youth band
 * of the athlete's age below (U18 for 16 and 17), as results software lists them. Null for an age
 * no class takes.
 */
export function defaultClass(sex: Sex, yearOfBirth: number, seasonYear: number): string | null {
  const codes = ageClassesFor(sex, yearOfBirth, seasonYear);
  if (codes.length === 0) return null;
  if (ageInSeason(yearOfBirth, seasonYear) >= 20) return sex;
  return codes.find((code) => ageClassByCode(code)?.group === 'youth') ?? null;
}
