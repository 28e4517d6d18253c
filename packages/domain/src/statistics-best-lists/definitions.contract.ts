import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint';
import { statisticsClassSchema, statisticsEventSchema } from './definitions.schemas';

/** The area catalogue (rel of the root's link) that lists the endpoints of `statisticsDefinitionsApi`. */
export const statisticsDefinitionsCatalogue = 'definitions_links';

/**
 * The classes and events of the federation for the statistics screens, reached through the area
 * catalogue `definitions_links` (offered to statisticians, record admins and manual best list admins).
 */
export const statisticsDefinitionsApi = defineEndpoints({
  get_all_classes: { response: z.array(statisticsClassSchema) },
  get_all_events: { response: z.array(statisticsEventSchema) },
});
