import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { athleteMatchKey, normaliseName, type ImportedAthlete, type Sex } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { athleteMerges, athletes, organizations } from '../db/schema';

/** An athlete of the federation as matching and the preview read it. */
export interface KnownAthlete {
  id: number;
  lastName: string;
  firstName: string;
  yearOfBirth: number;
  gender: number;
  nationalAthleteCode: string | null;
  organizationId: number;
  club: string;
}

export const sexOf = (gender: number): Sex => (gender === 1 ? 'W' : 'M');
export const genderOf = (sex: Sex): number => (sex === 'W' ? 1 : 0);

/** How a row's athlete was found: one athlete, several to choose from, or none (a new one on commit). */
export type AthleteMatch = { athleteId: number; candidates: [] } | { athleteId: null; candidates: number[] };

const columns = {
  id: athletes.id,
  lastName: athletes.lastName,
  firstName: athletes.firstName,
  yearOfBirth: athletes.yearOfBirth,
  gender: athletes.gender,
  nationalAthleteCode: athletes.nationalAthleteCode,
  organizationId: athletes.organizationId,
  club: organizations.name,
};

/** The federation's athletes with the given ids, with their clubs. */
export async function athletesByIds(db: DbOrTx, masterId: number, ids: readonly number[]): Promise<Map<number, KnownAthlete>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(columns)
    .from(athletes)
    .innerJoin(organizations, eq(organizations.id, athletes.organizationId))
    .where(and(eq(athletes.masterId, masterId), inArray(athletes.id, [...new Set(ids)])));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * Finds the federation's athletes for the rows of a sheet (PRODUCT: athletes are matched, not
 * duplicated): by athlete code when the row has one that is known, else by the match key (names
 * folded, year of birth, sex), the club deciding between several. Reads only athletes born in the
 * years the sheet names, once for the whole sheet.
 */
export class AthleteMatcher {
  private constructor(
    private readonly byCode: Map<string, KnownAthlete>,
    private readonly byKey: Map<string, KnownAthlete[]>,
  ) {}

  static async load(db: DbOrTx, masterId: number, rows: readonly ImportedAthlete[]): Promise<AthleteMatcher> {
    const years = [...new Set(rows.map((r) => r.yearOfBirth).filter((y): y is number => y !== null))];
    const codes = [...new Set(rows.map((r) => r.athleteCode?.trim()).filter((c): c is string => !!c))];
    const byYear = years.length
      ? await db
          .select(columns)
          .from(athletes)
          .innerJoin(organizations, eq(organizations.id, athletes.organizationId))
          .where(and(eq(athletes.masterId, masterId), inArray(athletes.yearOfBirth, years)))
      : [];
    const byCodeRows = codes.length
      ? await db
          .select(columns)
          .from(athletes)
          .innerJoin(organizations, eq(organizations.id, athletes.organizationId))
          .where(and(eq(athletes.masterId, masterId), inArray(athletes.nationalAthleteCode, codes)))
      : [];
    // Athletes merged into another (issue 24) are found as the kept one: by their code and by their name as it was.
    const merged =
      years.length || codes.length
        ? await db
            .select({ keptId: athleteMerges.keptId, lastName: athleteMerges.lastName, firstName: athleteMerges.firstName, yearOfBirth: athleteMerges.yearOfBirth, gender: athleteMerges.gender, code: athleteMerges.nationalAthleteCode })
            .from(athleteMerges)
            .where(
              and(
                eq(athleteMerges.masterId, masterId),
                or(inArray(athleteMerges.yearOfBirth, years.length ? years : [-1]), inArray(sql`upper(${athleteMerges.nationalAthleteCode})`, codes.length ? codes.map((c) => c.toUpperCase()) : [''])),
              ),
            )
        : [];
    const kept = await athletesByIds(db, masterId, merged.map((m) => m.keptId));
    const byCode = new Map<string, KnownAthlete>();
    for (const m of merged) if (m.code && kept.has(m.keptId)) byCode.set(m.code.toUpperCase(), kept.get(m.keptId)!);
    for (const a of byCodeRows) byCode.set(a.nationalAthleteCode!.toUpperCase(), a);
    const byKey = new Map<string, KnownAthlete[]>();
    const add = (key: string, a: KnownAthlete) => {
      const list = byKey.get(key);
      if (!list) byKey.set(key, [a]);
      else if (!list.some((x) => x.id === a.id)) list.push(a);
    };
    for (const a of byYear) add(athleteMatchKey(a.lastName, a.firstName, a.yearOfBirth, sexOf(a.gender)), a);
    for (const m of merged) {
      const a = kept.get(m.keptId);
      if (a && years.includes(m.yearOfBirth)) add(athleteMatchKey(m.lastName, m.firstName, m.yearOfBirth, sexOf(m.gender)), a);
    }
    return new AthleteMatcher(byCode, byKey);
  }

  /** The athlete a row names. */
  match(athlete: ImportedAthlete): AthleteMatch {
    const code = athlete.athleteCode?.trim().toUpperCase();
    const coded = code ? this.byCode.get(code) : undefined;
    if (coded) return { athleteId: coded.id, candidates: [] };
    if (athlete.yearOfBirth === null || athlete.gender === null) return { athleteId: null, candidates: [] };
    const found = this.byKey.get(athleteMatchKey(athlete.lastName, athlete.firstName, athlete.yearOfBirth, athlete.gender)) ?? [];
    if (found.length === 1) return { athleteId: found[0].id, candidates: [] };
    if (found.length === 0) return { athleteId: null, candidates: [] };
    const club = athlete.club ? normaliseName(athlete.club) : null;
    const sameClub = club ? found.filter((a) => normaliseName(a.club) === club) : [];
    if (sameClub.length === 1) return { athleteId: sameClub[0].id, candidates: [] };
    return { athleteId: null, candidates: found.map((a) => a.id) };
  }
}
