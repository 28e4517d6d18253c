import { z } from 'zod';
import { MAX_ID, flagInput, idOutput, intInput, linkSchema, optionalIdInput } from '../api/common.schemas';
import { paginationMetadataSchema } from '../platform/paging';
import { STATISTICS_LIMITS } from '../statistics/constants';

/** The public page's default rows per page (a best list is read in long pages). */
export const PUBLIC_RANKING_PAGE_SIZE = 100;

/** `{?masterOrganizationId}`: one federation, or every federation. */
export const publicBestListsQuery = z.object({ masterOrganizationId: optionalIdInput() });

/** A list on the public overview, with the links to its page data and ranking. */
export const publicBestListItemSchema = z.object({
  id: idOutput,
  name: z.string(),
  regionalRestrictionName: z.string().nullable(),
  links: z.array(linkSchema),
});

/** The lists of one federation. */
export const publicBestListGroupSchema = z.object({
  masterOrganizationId: idOutput,
  masterOrganizationName: z.string(),
  lists: z.array(publicBestListItemSchema),
});
export type PublicBestListGroup = z.infer<typeof publicBestListGroupSchema>;

const codeName = z.object({ code: z.string(), name: z.string() });

/**
 * What the public page of a list needs for its selectors: the events and classes of its
 * definitions (in their order), which combinations exist with their environment, and the season
 * years from the federation's first performance to the current season (newest first).
 */
export const publicBestListSchema = z.object({
  id: idOutput,
  name: z.string(),
  regionalRestrictionName: z.string().nullable(),
  masterOrganizationId: idOutput,
  masterOrganizationName: z.string(),
  events: z.array(codeName),
  classes: z.array(codeName),
  definitions: z.array(z.object({ eventCode: z.string(), classCode: z.string(), environment: z.number().int(), wind: z.boolean() })),
  years: z.array(z.number().int()),
  /** The season the ranking shows without `year`. */
  currentYear: z.number().int(),
  links: z.array(linkSchema),
});
export type PublicBestList = z.infer<typeof publicBestListSchema>;

const code = (max: number) => z.string({ error: 'errorSelectionRequired' }).trim().min(1, 'errorSelectionRequired').max(max, 'errorTooLong');

/**
 * The ranking's query: event and class of one of the list's definitions; the season year (default
 * the current season), environment (default the definition's), best per athlete (default yes) and paging.
 */
export const publicRankingQuery = z.object({
  eventCode: code(16),
  classCode: code(10),
  year: intInput(1900, 2100).optional(),
  environment: intInput(0, 2).optional(),
  bestOnly: flagInput.transform((v) => v ?? true),
  pageNumber: intInput(1, MAX_ID).default(1),
  pageSize: intInput(1, STATISTICS_LIMITS.maxPageSize).default(PUBLIC_RANKING_PAGE_SIZE),
});
export type PublicRankingQuery = z.input<typeof publicRankingQuery>;

/**
 * One ranked performance. `bestResultString` is the mark as lists show it (hand times with `*`),
 * `bestWind` the reading with its sign (`+1.8`), null when none was measured. Team events name the
 * club as competitor and have no year of birth or nation. Dates are `YYYY-MM-DD`.
 */
export const publicRankingEntrySchema = z.object({
  id: idOutput,
  rank: z.number().int().nullable(),
  competitorFullName: z.string(),
  /** The athlete, whose public profile the name links to (`public_athlete`); null for team events. */
  competitorId: idOutput.nullable(),
  yob: z.number().int().nullable(),
  nation: z.string().nullable(),
  organizationName: z.string(),
  bestResultString: z.string(),
  bestWind: z.string().nullable(),
  windAssisted: z.boolean(),
  handTimed: z.boolean(),
  /** A combined event whose points a statistician overrode for some sub-event; the list marks it. */
  pointsOverridden: z.boolean(),
  performanceDateTime: z.string(),
  performanceCompetitionName: z.string(),
  performanceCompetitionTown: z.string(),
});
export type PublicRankingEntry = z.infer<typeof publicRankingEntrySchema>;

/**
 * A page of the ranking; `windAssistedEntities` (first page only, unranked) are the marks that
 * would count but for a wind above +2.0 m/s, listed apart.
 */
export const publicRankingSchema = z.object({
  entities: z.array(publicRankingEntrySchema),
  windAssistedEntities: z.array(publicRankingEntrySchema),
  paginationMetadata: paginationMetadataSchema,
  eventCode: z.string(),
  eventName: z.string(),
  classCode: z.string(),
  className: z.string(),
  year: z.number().int(),
  environment: z.number().int(),
});
export type PublicRanking = z.infer<typeof publicRankingSchema>;
