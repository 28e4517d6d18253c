import { statisticsDefinitionsApi as api, statisticsDefinitionsCatalogue } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { mayReadDefinitions } from './best-lists.policy';
import { allClasses, allEvents } from './best-lists.repo';
import { presentClass, presentEvent } from './best-lists.present';

const base = '/api/statistics/definitions';

/**
 * The federation's classes and events for the statistics screens, in the area catalogue
 * `definitions_links`: offered to statisticians, record admins and manual best list admins.
 */
export const statisticsDefinitionsFeature: Feature = {
  name: 'statistics-definitions',
  catalogue: { rel: statisticsDefinitionsCatalogue, path: `${base}/links`, offered: async (access) => access.auth !== null && mayReadDefinitions(await access.grants(), access.auth.masterId) },
  routes: routeTable(api, base, 'user', {
    get_all_classes: ['GET', '/classes', async ({ deps, culture }) => (await allClasses(deps.db)).map((c) => presentClass(c, culture))],
    get_all_events: ['GET', '/events', async ({ deps, culture }) => (await allEvents(deps.db)).map((e) => presentEvent(e, culture))],
  }),
};
