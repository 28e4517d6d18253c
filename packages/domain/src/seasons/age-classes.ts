import { type AgeClass, ageClasses, type Sex } from '../reference/classes';

/** Age for classification: the season year minus the year of birth (the birthday does not matter). */
export function ageInSeason(yearOfBirth: number, seasonYear: number): number {
  return seasonYear - yearOfBirth;
}

// The DLV best lists are "durchlässig" (open upwards): a mark made under the same conditions also
// counts in every older youth class and in the open class (a U18 100 m also ranks in U20, U23 and
// Männer), while masters lists take only the athlete's own 5-year band and masters also rank in the
// open class. Implements and hurdle heights differ between classes, and those are separate events,
// so the event of a definition keeps a 5 kg shot out of the men's 7.26 kg list.
function eligible(c: AgeClass, age: number): boolean {
  switch (c.group) {
    case 'open':
      return true;
    case 'masters':
      return age >= c.ageFrom && (c.ageTo === null || age <= c.ageTo);
    default:
      return c.ageTo !== null && age <= c.ageTo;
  }
}

// Own (narrowest, youngest) class first, the open class last.
function byRank(a: AgeClass, b: AgeClass): number {
  if (a.group === 'open' || b.group === 'open') return Number(a.group === 'open') - Number(b.group === 'open');
  const upper = (c: AgeClass) => c.ageTo ?? 1000;
  return upper(a) - upper(b) || b.ageFrom - a.ageFrom;
}

/**
 * Codes of every class an athlete may be ranked in for a season, own class first and the open class
 * last: the own single-year and youth classes, every older youth class (U-classes up to U23), the
 * own masters band from 30, and the open class (Männer/Frauen) for everyone.
 * Empty when the year of birth is not before the season year.
 */
export function ageClassesFor(sex: Sex, yearOfBirth: number, seasonYear: number): string[] {
  const age = ageInSeason(yearOfBirth, seasonYear);
  if (!(age >= 1)) return [];
  return ageClasses
    .filter((c) => c.sex === sex && eligible(c, age))
    .sort(byRank)
    .map((c) => c.code);
}
