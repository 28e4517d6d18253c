import { z } from 'zod';
import { idOutput, linkSchema, oneLineText } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { ManualBestlistLimits } from './manual-bestlist-rules';
import { choice, requiredText, wholeNumber } from '../api/input-fields';

// Messages are catalogue keys (validation.*); each required field has its own (spec §5).
const age = wholeNumber('errorAgeInvalid').pipe(z.number().min(0, 'errorAgeInvalid').max(ManualBestlistLimits.maxAge, 'errorAgeInvalid'));

/**
 * A manual best list as created or changed (spec §3 "Manual best list", §5): name, code (at most
 * six characters), the national class (the server checks that the federation knows it), ages
 * (0 = no bound; the end not below the start), gender 0/1/2, the year (null = all years; the server
 * checks it lies in the last 100 years) and the environment (indoor 0, outdoor 1, both 2).
 */
export const manualBestlistInputSchema = z
  .object({
    name: oneLineText(requiredText('errorNameRequired', ManualBestlistLimits.name)),
    code: requiredText('errorCodeRequired', ManualBestlistLimits.code),
    nationalClassShort: requiredText('errorClassRequired', 10),
    startAge: age,
    endAge: age,
    gender: choice([0, 1, 2], 'errorGenderRequired'),
    year: z.preprocess((v: number | string | null | undefined) => (v === '' || v === undefined ? null : v), wholeNumber('errorYearInvalid').nullable())
      .optional()
      .transform((v) => v ?? null),
    eventEnvironment: choice([0, 1, 2], 'errorEnvironmentRequired'),
  })
  .superRefine((v, ctx) => {
    if (v.endAge !== 0 && v.endAge < v.startAge) ctx.addIssue({ code: 'custom', path: ['endAge'], message: 'errorEndAgeBeforeStartAge' });
  });
export type ManualBestlistInput = z.input<typeof manualBestlistInputSchema>;
export type ManualBestlistValues = z.output<typeof manualBestlistInputSchema>;

/**
 * A manual best list as the table and the form read it, with its class's name in the reader's
 * language and the number of its performances. Links: `get_by_id`, `update`, `delete`,
 * `get_manual_performances`, `new_manual_performance`, `get_manual_bestlist_events`, `public_manual_bestlist`.
 */
export const manualBestlistSchema = z.object({
  id: idOutput,
  name: z.string(),
  code: z.string(),
  nationalClassShort: z.string(),
  className: z.string(),
  startAge: z.number().int(),
  endAge: z.number().int(),
  gender: z.number().int(),
  year: z.number().int().nullable(),
  eventEnvironment: z.number().int(),
  performanceCount: z.number().int(),
  links: z.array(linkSchema),
});
export type ManualBestlist = z.infer<typeof manualBestlistSchema>;

/** The table's query (spec §3 "record sets and manual best lists"): free text on name and code, paging up to 400 rows. */
export const manualBestlistListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(ManualBestlistLimits.search, 'errorTooLong').optional(),
});
export type ManualBestlistListQuery = z.input<typeof manualBestlistListQuery>;

/** A page of manual lists by name; the page's links hold `new`. */
export const manualBestlistPageSchema = pagedSchema(manualBestlistSchema);
