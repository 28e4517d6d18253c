import { z } from 'zod';
import { emptySchema } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../organizations/organizations.schemas';
import { manualBestlistInputSchema, manualBestlistListQuery, manualBestlistPageSchema, manualBestlistSchema } from './manual-bestlists.schemas';
import {
  manualBestlistEventSchema,
  manualBestlistEventsQuery,
  manualPerformanceInputSchema,
  manualPerformanceListQuery,
  manualPerformancePageSchema,
  manualPerformanceSchema,
} from './manual-performances.schemas';
import { publicManualBestlistGroupSchema, publicManualBestlistSchema, publicManualBestlistsQuery } from './public-manual-bestlists.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `manualBestlistsApi`. */
export const manualBestlistsCatalogue = 'manual_bestlist_links';

/**
 * Manual best lists and their performances (spec statistics.md §2.7, §7), reached through the area
 * catalogue `manual_bestlist_links` that the root offers to manual best list admins
 * (ManualBestlistAdmin) of the caller's federation. `{id}` is a list's id for the list calls, the
 * performances' list calls and `new_manual_performance`, and a performance's id for the others.
 */
export const manualBestlistsApi = defineEndpoints({
  get_manual_bestlists: { query: manualBestlistListQuery, response: manualBestlistPageSchema },
  new: { body: manualBestlistInputSchema, response: manualBestlistSchema },
  get_by_id: { params: idParams, response: manualBestlistSchema },
  update: { params: idParams, body: manualBestlistInputSchema, response: manualBestlistSchema },
  /** Deletes the list with its performances. */
  delete: { params: idParams, response: emptySchema },
  get_manual_performances: { params: idParams, query: manualPerformanceListQuery, response: manualPerformancePageSchema },
  new_manual_performance: { params: idParams, body: manualPerformanceInputSchema, response: manualPerformanceSchema },
  get_manual_performance: { params: idParams, response: manualPerformanceSchema },
  update_manual_performance: { params: idParams, body: manualPerformanceInputSchema, response: manualPerformanceSchema },
  delete_manual_performance: { params: idParams, response: emptySchema },
  get_manual_bestlist_events: { params: idParams, query: manualBestlistEventsQuery, response: z.array(manualBestlistEventSchema) },
});

/** The public pages of the manual lists (PRODUCT §2: public best-list views are for anyone), listed in the root for everyone. */
export const publicManualBestlistsApi = defineEndpoints({
  public_manual_bestlists: { query: publicManualBestlistsQuery, response: z.array(publicManualBestlistGroupSchema) },
  public_manual_bestlist: { params: idParams, response: publicManualBestlistSchema },
});
