import { z } from 'zod';
import { idInput } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { idParams, organizationOptionSchema } from '../organizations/organizations.schemas';
import {
  performanceCompetitionInputSchema,
  performanceCompetitionListQuery,
  performanceCompetitionOptionSchema,
  performanceCompetitionOptionsQuery,
  performanceCompetitionPageSchema,
  performanceCompetitionSchema,
} from './competitions.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `performanceCompetitionsApi`. */
export const performanceCompetitionsCatalogue = 'competition_links';

/**
 * Performance competitions (spec statistics.md §2.4, §7), reached through the area catalogue
 * `competition_links` that the root offers to statisticians (role Statistiker).
 */
export const performanceCompetitionsApi = defineEndpoints({
  get_competitions: { query: performanceCompetitionListQuery, response: performanceCompetitionPageSchema },
  new: { body: performanceCompetitionInputSchema, response: performanceCompetitionSchema },
  get_by_id: { params: idParams, response: performanceCompetitionSchema },
  update: { params: idParams, body: performanceCompetitionInputSchema, response: performanceCompetitionSchema },
  /** The state associations (type Region) of the caller's federation. */
  get_regions: { response: z.array(organizationOptionSchema) },
  /** Area and district associations below `parent` (a state association or an area). */
  get_areas_districts: { params: z.object({ parent: idInput() }), response: z.array(organizationOptionSchema) },
  /** The performance form's competition selector. */
  get_competition_options: { query: performanceCompetitionOptionsQuery, response: z.array(performanceCompetitionOptionSchema) },
});
