/** The sex of an athlete and of a class, as the German federation writes it in class codes (M, W). */
export const sexes = ['M', 'W'] as const;
export type Sex = (typeof sexes)[number];

/** How a class is bounded: the open class, a youth band (U23 … U12), a single youth year, a masters band. */
export const classGroups = ['open', 'youth', 'singleYear', 'masters'] as const;
export type ClassGroup = (typeof classGroups)[number];

/** An age class of the German federation (DLV); age is season year minus year of birth. */
export interface AgeClass {
  /** The federation's public code (M, W, MU20, W15, M35, …). */
  code: string;
  /** German long name. */
  name: string;
  sex: Sex;
  /** Nominal ages of the class; `ageTo` null means no upper bound. */
  ageFrom: number;
  ageTo: number | null;
  group: ClassGroup;
  /** Sort position in selectors and matrices (ascending). */
  order: number;
}

type Row = [code: string, male: string, female: string, ageFrom: number, ageTo: number | null, group: ClassGroup];

// One row per pair of classes; the female code replaces the leading M with W. Youth bands follow
// the DLO age classes (U20 = 18–19, U18 = 16–17, …), masters are 5-year bands from 30, and M90/W90
// is the last band listed, so it has no upper bound.
const rows: Row[] = [
  ['M', 'Männer', 'Frauen', 20, null, 'open'],
  ['MU23', 'Männer U23', 'Frauen U23', 20, 22, 'youth'],
  ['MU20', 'Männliche Jugend U20', 'Weibliche Jugend U20', 18, 19, 'youth'],
  ['MU18', 'Männliche Jugend U18', 'Weibliche Jugend U18', 16, 17, 'youth'],
  ['MU16', 'Männliche Jugend U16', 'Weibliche Jugend U16', 14, 15, 'youth'],
  ['M15', 'Männliche Jugend M15', 'Weibliche Jugend W15', 15, 15, 'singleYear'],
  ['M14', 'Männliche Jugend M14', 'Weibliche Jugend W14', 14, 14, 'singleYear'],
  ['MU14', 'Männliche Jugend U14', 'Weibliche Jugend U14', 12, 13, 'youth'],
  ['M13', 'Männliche Jugend M13', 'Weibliche Jugend W13', 13, 13, 'singleYear'],
  ['M12', 'Männliche Jugend M12', 'Weibliche Jugend W12', 12, 12, 'singleYear'],
  ['MU12', 'Männliche Kinder U12', 'Weibliche Kinder U12', 10, 11, 'youth'],
  ...[30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 80, 85, 90].map(
    (age): Row => [`M${age}`, `Senioren M${age}`, `Seniorinnen W${age}`, age, age === 90 ? null : age + 4, 'masters'],
  ),
];

/** Every age class of the German federation, men and women interleaved in list order. */
export const ageClasses: readonly AgeClass[] = rows.flatMap(([code, male, female, ageFrom, ageTo, group], i) => [
  { code, name: male, sex: 'M' as const, ageFrom, ageTo, group, order: 2 * i + 1 },
  { code: `W${code.slice(1)}`, name: female, sex: 'W' as const, ageFrom, ageTo, group, order: 2 * i + 2 },
]);

const byCode = new Map(ageClasses.map((c) => [c.code, c]));

/** The age class with this code, or undefined. */
export function ageClassByCode(code: string): AgeClass | undefined {
  return byCode.get(code);
}
