import { BestListLimits, type CustomDefinition, type DefinitionValues } from '@portal/domain';

/** Environment of a definition (spec §2.1 step 3): outdoor 1, indoor 0, all 2 — in the order the select offers them. */
export const definitionEnvironments = [1, 0, 2] as const;

/** One event row of the values screen as the inputs hold it (numbers as typed). */
export interface DefinitionRowValues {
  id: number;
  startAge: string;
  endAge: string;
  heightWeight: string;
  wind: boolean;
  handTimeAllowed: boolean;
  environment: number;
}

export type RowField = 'startAge' | 'endAge' | 'heightWeight';
/** Catalogue keys (`validation.*`) of a row's invalid fields. */
export type RowErrors = Partial<Record<RowField, string>>;

export const rowValuesOf = (d: CustomDefinition): DefinitionRowValues => ({
  id: d.id,
  startAge: String(d.startAge),
  endAge: String(d.endAge),
  heightWeight: d.heightWeight === null ? '' : String(d.heightWeight),
  wind: d.wind,
  handTimeAllowed: d.handTimeAllowed,
  environment: d.environment,
});

/** A whole number of years 0…150 (0 = no bound), or null. */
function age(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= BestListLimits.maxAge ? value : null;
}

/** Empty = none; else a decimal 0…9999 (a comma counts as the decimal point); NaN when invalid. */
function heightWeight(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed);
  return value <= BestListLimits.maxHeightWeight ? value : Number.NaN;
}

/** What is wrong with a row, by the rules the server applies as well (ages whole years, end not below start unless 0). */
export function rowErrors(row: DefinitionRowValues): RowErrors {
  const errors: RowErrors = {};
  const start = age(row.startAge);
  const end = age(row.endAge);
  if (start === null) errors.startAge = 'errorAgeInvalid';
  if (end === null) errors.endAge = 'errorAgeInvalid';
  else if (start !== null && end !== 0 && end < start) errors.endAge = 'errorEndAgeBeforeStartAge';
  if (Number.isNaN(heightWeight(row.heightWeight))) errors.heightWeight = 'errorShouldBeDecimal';
  return errors;
}

/** The values save's payload (`updatecustomdefs`); only for rows without errors. */
export const valuesPayload = (rows: readonly DefinitionRowValues[]): DefinitionValues =>
  rows.map((row) => ({
    id: row.id,
    startAge: age(row.startAge) ?? 0,
    endAge: age(row.endAge) ?? 0,
    heightWeight: heightWeight(row.heightWeight),
    wind: row.wind,
    handTimeAllowed: row.handTimeAllowed,
    environment: row.environment,
  }));

/**
 * The set-age-for-all values of a class panel: both whole numbers greater than 0 and the end not
 * below the start (spec §5), else null (the screen shows 'errorInvalidInput').
 */
export function ageForAll(startText: string, endText: string): { startAge: number; endAge: number } | null {
  const startAge = age(startText);
  const endAge = age(endText);
  if (startAge === null || endAge === null || startAge <= 0 || endAge <= 0 || endAge < startAge) return null;
  return { startAge, endAge };
}

/** The definitions grouped by class, classes in the order of `classOrder` (unknown ones last), events by `eventOrder`. */
export function definitionsByClass(
  definitions: readonly CustomDefinition[],
  classOrder: ReadonlyMap<number, number>,
  eventOrder: ReadonlyMap<number, number>,
): { classId: number; classname: string; definitions: CustomDefinition[] }[] {
  const groups = new Map<number, { classId: number; classname: string; definitions: CustomDefinition[] }>();
  for (const d of definitions) {
    let group = groups.get(d.classId);
    if (!group) groups.set(d.classId, (group = { classId: d.classId, classname: d.classname, definitions: [] }));
    group.definitions.push(d);
  }
  const rank = (order: ReadonlyMap<number, number>, id: number) => order.get(id) ?? Number.MAX_SAFE_INTEGER;
  for (const group of groups.values()) group.definitions.sort((a, b) => rank(eventOrder, a.eventId) - rank(eventOrder, b.eventId) || a.eventId - b.eventId);
  return [...groups.values()].sort((a, b) => rank(classOrder, a.classId) - rank(classOrder, b.classId) || a.classId - b.classId);
}
