import { screenTable, type WebFeature } from '../../lib/routing';

/** The redirector: a step back that reloads the previous screen (after an organisation change). */
export const navigationFeature: WebFeature = {
  name: 'navigation',
  texts: [],
  routes: screenTable(undefined, {
    Redirector: ['/redirector', undefined, () => import('./routes/redirector-page').then((m) => m.RedirectorPage)],
  }),
};
