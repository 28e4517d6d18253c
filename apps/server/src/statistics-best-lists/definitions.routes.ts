import { statisticsDefinitionsApi as api, statisticsDefinitionsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import type { RequestAccess } from '../access/request-access';
import { mayReadDefinitions } from './best-lists.policy';
import { allClasses, allEvents } from './best-lists.repo';
import { presentClass, presentEvent } from './best-lists.present';

/** Who reads the classes and events: statisticians, record admins and manual best list admins. */
const offered = async (access: RequestAccess) => access.auth !== null && mayReadDefinitions(await access.grants(), access.auth.masterId);

/**
 * The federation's classes and events for the statistics screens, in the area catalogue
 * `definitions_links`: offered to statisticians, record admins and manual best list admins.
 */
export const statisticsDefinitionsFeature = catalogueArea(
  { name: 'statistics-definitions', base: '/api/statistics/definitions', contract: api, catalogue: statisticsDefinitionsCatalogue, offered },
  {
    get_all_classes: ['GET', '/classes', async ({ deps, culture }) => (await allClasses(deps.db)).map((c) => presentClass(c, culture))],
    get_all_events: ['GET', '/events', async ({ deps, culture }) => (await allEvents(deps.db)).map((e) => presentEvent(e, culture))],
  },
);
