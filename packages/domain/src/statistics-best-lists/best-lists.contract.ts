import { z } from 'zod';
import { idInput, optionSchema } from '../api/common.schemas';
import { defineEndpoints } from '../api/endpoint';
import { idParams, organizationOptionSchema } from '../organizations/organizations.schemas';
import {
  bestListExportAnswerSchema,
  bestListExportQuery,
  bestListInputSchema,
  bestListListQuery,
  bestListPageSchema,
  bestListSchema,
  bestListUpdateSchema,
  customDefinitionSchema,
  definitionValuesSchema,
  definitionsCopySchema,
  listSelectorItemSchema,
  newDefinitionsSchema,
  regionalRestrictionQuery,
} from './best-lists.schemas';

const listParams = z.object({ performanceListId: idInput() });
const perfListParams = z.object({ perflist: idInput() });

/** The area catalogue (rel of the root's link) that lists the endpoints of `bestListsApi`. */
export const bestListsCatalogue = 'bestlist_links';

/**
 * Best lists and their definitions (spec statistics.md §2.1, §7 "Best lists"), reached through the
 * area catalogue `bestlist_links` that the root offers to statisticians (role Statistiker). Every
 * call is scoped to the caller's federation: another federation's list answers 404.
 */
export const bestListsApi = defineEndpoints({
  get_bestlists: { query: bestListListQuery, response: bestListPageSchema },
  /** Every list of the federation, for the performance filter. */
  bestlists_for_selector: { response: z.array(optionSchema) },
  /** Regions, areas, districts and clubs of the federation whose name contains `search`. */
  regional_restrictions: { query: regionalRestrictionQuery, response: z.array(organizationOptionSchema) },
  new: { body: bestListInputSchema, response: bestListSchema },
  get_by_id: { params: idParams, response: bestListSchema },
  update: { params: idParams, body: bestListUpdateSchema, response: bestListSchema },
  /** Adds the federation's standard definitions to the list; combinations it has already are kept as they are. */
  copy_dlo: { params: z.object({ targetId: idInput() }), response: definitionsCopySchema },
  /** Adds the definitions of another list of the federation; combinations it has already are kept as they are. */
  copy_from_target: { params: z.object({ targetId: idInput(), sourceId: idInput() }), response: definitionsCopySchema },
  get_custom_defs: { params: listParams, response: z.array(customDefinitionSchema) },
  /** The matrix save; answers the list's definitions afterwards. */
  newcustomeventdefinitions: { body: newDefinitionsSchema, response: z.array(customDefinitionSchema) },
  /** The values save; answers the list's definitions afterwards. */
  updatecustomdefs: { body: definitionValuesSchema, response: z.array(customDefinitionSchema) },
  /** Events of the list for a class and environment (2 = any). */
  get_event_by_perf_id: { params: perfListParams.extend({ classId: idInput(), env: z.coerce.number<number | string>().int().min(0).max(2) }), response: z.array(listSelectorItemSchema) },
  /** Classes of the list. */
  get_class_by_perf_id: { params: perfListParams, response: z.array(listSelectorItemSchema) },
  /** Queues the XLSX export of the list; it is mailed when ready. */
  startexport: { params: idParams, query: bestListExportQuery, response: bestListExportAnswerSchema },
});
