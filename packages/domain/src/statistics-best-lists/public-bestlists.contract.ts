import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { idParams } from '../organizations/organizations.schemas';
import { publicBestListGroupSchema, publicBestListSchema, publicBestListsQuery, publicRankingQuery, publicRankingSchema } from './public-bestlists.schemas';

/**
 * The public best-list pages (PRODUCT §5: readable without signing in), listed in the root for
 * everyone. Only what the federation publishes anyway: names, marks, clubs, competitions.
 */
export const publicBestListsApi = defineEndpoints({
  public_bestlists: { query: publicBestListsQuery, response: z.array(publicBestListGroupSchema) },
  public_bestlist: { params: idParams, response: publicBestListSchema },
  public_bestlist_ranking: { params: idParams, query: publicRankingQuery, response: publicRankingSchema },
});
