import { z } from 'zod';
import { idInput, idOutput, intInput, linkSchema } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { searchText } from '../organizations/organizations.schemas';
import { ForeignersFilter, STATISTICS_LIMITS } from '../statistics/constants';
import type { TypedNumber } from '../api/input-fields';

/** Limits of the best list forms (spec §5 shared limits). */
export const BestListLimits = {
  name: 200,
  search: 200,
  /** Ages of a definition: whole years, 0 = no bound. */
  maxAge: 150,
  /** Implement weight (kg) or hurdle height (cm) of a definition. */
  maxHeightWeight: 9999,
  /** Combinations saved at once (every class × every event of the federation fits). */
  maxDefinitions: 5000,
} as const;

/** No organisation: absent, null, empty, or the all-zero identifier the screens send for "none" (spec §9). */
const noOrganization = (v: unknown) => (v === undefined || v === null || v === '' || v === 0 || v === '0' ? null : v);
const optionalOrganization = z.preprocess(noOrganization, idInput().nullable());

const listName = z.string({ error: 'errorNameRequired' }).trim().min(1, 'errorNameRequired').max(BestListLimits.name, 'errorTooLong');

/**
 * A new best list (spec §3; `regionalRestritionId` is spelled so in the payloads). Without
 * `ownerId` the list belongs to the caller's current organisation when they are a statistician
 * there, else to the first organisation where they are one.
 */
export const bestListInputSchema = z.object({
  name: listName,
  regionalRestritionId: optionalOrganization,
  ownerId: optionalOrganization,
});
export type BestListInput = z.input<typeof bestListInputSchema>;

/** A changed best list: name and regional restriction (the owner stays). `id`, when sent, must be the list of the path. */
export const bestListUpdateSchema = z.object({
  id: idInput().optional(),
  name: listName,
  regionalRestritionId: optionalOrganization,
});
export type BestListUpdate = z.input<typeof bestListUpdateSchema>;

/**
 * A best list as the table and the form read it. Links: `get_by_id`, `update`, `startexport`,
 * `get_custom_defs`, `external_view` (the public page `/bestlists/{id}` of the web app), and on the
 * item also `copy_dlo` and `copy_from_target` (templated `{sourceId}`).
 */
export const bestListSchema = z.object({
  id: idOutput,
  name: z.string(),
  regionalRestritionId: idOutput.nullable(),
  regionalRestrictionName: z.string().nullable(),
  ownerId: idOutput,
  ownerName: z.string(),
  links: z.array(linkSchema),
});
export type BestList = z.infer<typeof bestListSchema>;

/** The table's query (spec §3 "best list list"): free text on the name, paging up to 400 rows. */
export const bestListListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(BestListLimits.search, 'errorTooLong').optional(),
});
export type BestListListQuery = z.input<typeof bestListListQuery>;

/** A page of best lists; the page's links hold `new` when the caller may create one. */
export const bestListPageSchema = pagedSchema(bestListSchema);

/** The organisation autocomplete of the regional restriction: at least three characters. */
export const regionalRestrictionQuery = z.object({ search: searchText });

/** What a copy of definitions did: how many combinations it added, how many the list has now. */
export const definitionsCopySchema = z.object({ id: idOutput, created: z.number().int(), definitions: z.number().int() });
export type DefinitionsCopy = z.infer<typeof definitionsCopySchema>;

// ---------------------------------------------------------------------------------------------
// Definitions (event × class combinations of a list)

/** One event × class combination of a best list with its conditions (spec §3 custom event-class definition). */
export const customDefinitionSchema = z.object({
  id: idOutput,
  classId: idOutput,
  eventId: idOutput,
  performanceListId: idOutput,
  classname: z.string(),
  eventname: z.string(),
  classCode: z.string(),
  eventCode: z.string(),
  /** 0 = no bound. */
  startAge: z.number().int(),
  endAge: z.number().int(),
  heightWeight: z.number().nullable(),
  /** `kg` or `cm` when the event has an implement or hurdle height, else null. */
  heightWeightUnit: z.string().nullable(),
  wind: z.boolean(),
  handTimeAllowed: z.boolean(),
  /** Indoor 0, outdoor 1, all 2. */
  environment: z.number().int(),
});
export type CustomDefinition = z.infer<typeof customDefinitionSchema>;

/**
 * The matrix save (spec §2.1 step 2): the list's combinations become exactly these. New ones get
 * the event's defaults, existing ones keep their values, missing ones are removed. All entries name
 * the same list; an empty array is refused (`Model`).
 */
export const newDefinitionsSchema = z
  .array(z.object({ eventId: idInput(), classId: idInput(), performanceListId: idInput() }))
  .min(1, 'errorDefinitionsRequired')
  .max(BestListLimits.maxDefinitions, 'errorTooManyEntries');
export type NewDefinitions = z.input<typeof newDefinitionsSchema>;

/** A whole number of years typed or sent (0 = no bound); blank, a fraction or a sign is no age. */
const age = z.preprocess(
  (v: TypedNumber) => (typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : v),
  z.number({ error: 'errorAgeInvalid' }).int('errorAgeInvalid').min(0, 'errorAgeInvalid').max(BestListLimits.maxAge, 'errorAgeInvalid'),
);
/** Empty or 0 = none; else a decimal (a comma counts as the decimal point). */
const heightWeight = z.preprocess(
  (v: TypedNumber) => (typeof v === 'string' ? (v.trim() === '' ? null : /^\d+([.,]\d+)?$/.test(v.trim()) ? Number(v.trim().replace(',', '.')) : v) : v === undefined || v === 0 ? null : v),
  z.number({ error: 'errorShouldBeDecimal' }).min(0, 'errorShouldBeDecimal').max(BestListLimits.maxHeightWeight, 'errorShouldBeDecimal').nullable(),
);
const yesNo = z.union([z.boolean(), z.enum(['true', 'false'])], { error: 'errorInvalidValue' }).transform((v) => v === true || v === 'true');
const environmentInput = z.coerce.number<number | string>({ error: 'errorInvalidValue' }).int('errorInvalidValue').min(0, 'errorInvalidValue').max(2, 'errorInvalidValue');

/**
 * One definition's values (spec §2.1 step 3), as the values screen holds them (numbers as typed)
 * and the save sends them: ages as whole years (0 = no bound, the end not below the start unless
 * 0), height/weight (0 or empty = none), wind, hand time, environment.
 */
export const definitionValueSchema = z
  .object({
    id: idInput(),
    startAge: age,
    endAge: age,
    heightWeight,
    wind: yesNo,
    environment: environmentInput,
    handTimeAllowed: yesNo,
  })
  // Also beside another field's problem, once both ages are whole years.
  .refine((v) => v.endAge === 0 || v.endAge >= v.startAge, {
    path: ['endAge'],
    message: 'errorEndAgeBeforeStartAge',
    when: ({ issues }) => !issues.some((i) => i.path?.[0] === 'startAge' || i.path?.[0] === 'endAge'),
  });
export type DefinitionValueInput = z.input<typeof definitionValueSchema>;

/** The values screen's save: its rows; every id must be a definition of one list of the caller's federation. */
export const definitionValuesSchema = z.array(definitionValueSchema).min(1, 'errorDefinitionsRequired').max(BestListLimits.maxDefinitions, 'errorTooManyEntries');
export type DefinitionValues = z.input<typeof definitionValuesSchema>;

/** A class or an event of a list in the performance filter's selectors, in their order. */
export const listSelectorItemSchema = z.object({ id: idOutput, code: z.string(), name: z.string() });
export type ListSelectorItem = z.infer<typeof listSelectorItemSchema>;

// ---------------------------------------------------------------------------------------------
// Export

/** Export defaults (spec §2.1, §9; the year is the current year, PRODUCT §8). */
export const BEST_LIST_EXPORT_DEFAULTS = {
  pageSize: STATISTICS_LIMITS.exportDefaultPageSize,
  environment: 0,
  foreigners: ForeignersFilter.none,
} as const;

/** The year the export form starts with: the current calendar year. */
export const defaultExportYear = (today: Date = new Date()) => today.getFullYear();

/**
 * The export's parameters (spec §2.1 export form): the address the file goes to (empty: the
 * caller's), rows per event × class (1–400, default 30), the year (default the current one),
 * environment (indoor 0, outdoor 1, all 2; default 0) and foreigners (none 1, all 0, only 2; default 1).
 */
const emailFormat = z.email();
export const bestListExportQuery = z.object({
  mail: z
    .string()
    .trim()
    .max(320, 'errorTooLong')
    .refine((mail) => mail === '' || emailFormat.safeParse(mail).success, 'errorInvalidEmail')
    .transform((mail) => mail || undefined)
    .optional(),
  pageSize: intInput(1, STATISTICS_LIMITS.maxPageSize).default(BEST_LIST_EXPORT_DEFAULTS.pageSize),
  year: intInput(1900, 2100).optional(),
  envi: intInput(0, 2).default(BEST_LIST_EXPORT_DEFAULTS.environment),
  foreigners: intInput(0, 2).default(BEST_LIST_EXPORT_DEFAULTS.foreigners),
});
export type BestListExportQuery = z.input<typeof bestListExportQuery>;
export type BestListExportValues = z.output<typeof bestListExportQuery>;

/** The export's answer: the translated text the screen shows; `queued` false when the same export was already on its way. */
export const bestListExportAnswerSchema = z.object({ message: z.string(), queued: z.boolean() });
export type BestListExportAnswer = z.infer<typeof bestListExportAnswerSchema>;
