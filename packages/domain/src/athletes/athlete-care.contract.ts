import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../organizations/organizations.schemas';
import { pagingQuery } from '../platform/paging';
import {
  athleteDetailSchema,
  athleteListQuery,
  athleteMergeInputSchema,
  athleteMergePageSchema,
  athleteMergeSchema,
  athletePageSchema,
  athleteUpdateSchema,
  duplicateCandidatePageSchema,
  mergePreviewSchema,
} from './athlete-care.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `athleteCareApi`. */
export const athleteCareCatalogue = 'athlete_links';

/**
 * One record per person (issue 24): the federation's athletes for its statisticians, reached
 * through the area catalogue `athlete_links` that the root offers to statisticians only. Two
 * records of one person are merged: the marks move, the merged id is remembered.
 */
export const athleteCareApi = defineEndpoints({
  get_athletes: { query: athleteListQuery, response: athletePageSchema },
  get_duplicate_candidates: { query: pagingQuery, response: duplicateCandidatePageSchema },
  get_by_id: { params: idParams, response: athleteDetailSchema },
  update: { params: idParams, body: athleteUpdateSchema, response: athleteDetailSchema },
  /** What `merge_athletes` would move, and why it would be refused. */
  merge_preview: { query: athleteMergeInputSchema, response: mergePreviewSchema },
  merge_athletes: { body: athleteMergeInputSchema, response: athleteMergeSchema },
  get_merge_history: { query: pagingQuery, response: athleteMergePageSchema },
});
