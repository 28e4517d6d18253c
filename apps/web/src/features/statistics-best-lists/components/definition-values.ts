import { BestListLimits, definitionValueSchema, type CustomDefinition, type DefinitionValueInput, type DefinitionValues } from '@portal/domain';

/** Environment of a definition (spec §2.1 step 3): outdoor 1, indoor 0, all 2 — in the order the select offers them. */
export const definitionEnvironments = [1, 0, 2] as const;

/**
 * One event row of the values screen: the save's row as the inputs hold it (ages and height/weight
 * as typed), checked by the schema the server checks with.
 */
export type DefinitionRowValues = DefinitionValueInput & { id: number; wind: boolean; handTimeAllowed: boolean; environment: number };

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

/** What is wrong with a row: the first problem of each field, as the server would refuse it. */
export function rowErrors(row: DefinitionRowValues): RowErrors {
  const result = definitionValueSchema.safeParse(row);
  const errors: RowErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as RowField;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The values save's payload (`updatecustomdefs`): the rows as the schema reads them; only for rows without errors. */
export const valuesPayload = (rows: readonly DefinitionRowValues[]): DefinitionValues => rows.map((row) => definitionValueSchema.parse(row));

/** A whole number of years 0…150 as typed, or null. */
function age(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= BestListLimits.maxAge ? value : null;
}

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
