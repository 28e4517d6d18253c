import type { Sex } from '../reference/classes';

// German umlauts are written out (Müller = Mueller), as German lists do when a keyboard lacks them;
// other accents are dropped (Sébastien = Sebastien). Ø, Ł and the like have no combining mark.
const spelledOut: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ø: 'o', ł: 'l', đ: 'd', æ: 'ae', œ: 'oe' };

/** Lower case with umlauts written out (ä = ae, ß = ss) and other accents dropped, for comparing what people type. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüßøłđæœ]/g, (c) => spelledOut[c])
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/**
 * A name as athletes are matched by: folded (`foldText`), with blanks, hyphens and apostrophes
 * between parts collapsed to one blank, so `Müller-Lüdenscheidt`, `mueller lüdenscheidt` and
 * ` MUELLER  -  LUEDENSCHEIDT ` are the same name.
 */
export function normaliseName(text: string): string {
  return foldText(text)
    .replace(/[\s\-‐–—'’`´.]+/g, ' ')
    .trim();
}

/** The key two rows of the same athlete share: names as `normaliseName`, year of birth and sex. */
export function athleteMatchKey(lastName: string, firstName: string, yearOfBirth: number, gender: Sex): string {
  return [normaliseName(lastName), normaliseName(firstName), yearOfBirth, gender].join('|');
}
