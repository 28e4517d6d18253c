import { z } from 'zod';
import { emptySchema } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../organizations/organizations.schemas';
import {
  clubOptionSchema,
  competitorSchema,
  competitorSearchQuery,
  competitorSearchQueryWithTeam,
  eventIdParams,
  newCompetitorSchema,
  performanceCreateSchema,
  performanceEventSchema,
  performanceListQuery,
  performancePageSchema,
  performanceDetailSchema,
  performanceUpdateSchema,
} from './performances.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `performancesApi`. */
export const performancesCatalogue = 'performance_links';

/**
 * Performances and athletes (spec statistics.md §2.3, §3, §7 "Performances"), reached through the
 * area catalogue `performance_links` that the root offers to statisticians (role Statistiker).
 * The checkings of the same catalogue are in `performanceCheckingsApi`.
 */
export const performancesApi = defineEndpoints({
  /** The filtered list; with a best list chosen, that list's definition and restriction apply (rejected rows included). */
  get_performances: { query: performanceListQuery, response: performancePageSchema },
  get_by_id: { params: idParams, response: performanceDetailSchema },
  new: { body: performanceCreateSchema, response: performanceDetailSchema },
  update: { params: idParams, body: performanceUpdateSchema, response: performanceDetailSchema },
  delete_perf: { params: idParams, response: emptySchema },
  /** Athletes of the caller's federation whose name contains `search` (≥ 3 characters), at most 20; for a relay only those who may run in it. */
  competitor_search: { query: competitorSearchQueryWithTeam, response: z.array(competitorSchema) },
  /** The new athlete as the search finds them (with the club's place in the tree, for the relay rule). */
  new_competitor: { body: newCompetitorSchema, response: competitorSchema },
  /** Clubs, LGs and StGs of the caller's federation by name (≥ 3 characters), for team events. */
  club_search: { query: competitorSearchQuery, response: z.array(clubOptionSchema) },
  /** An event with the flags and sub-events the form needs once it is chosen. */
  get_event_info: { params: eventIdParams, response: performanceEventSchema },
});
