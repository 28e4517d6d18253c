import type { WebFeature } from '../../lib/routing';

/** The redirector: a step back that reloads the previous screen (after an organisation change). */
export const navigationFeature: WebFeature = {
  name: 'navigation',
  routes: [{ name: 'Redirector', path: '/redirector', screen: () => import('./routes/redirector-page').then((m) => m.RedirectorPage) }],
};
