import { publicBestListsApi as api } from '@portal/domain';
import { route, type Feature } from '../../api/define-route';
import { publicList, publicLists, publicRanking } from './public-bestlists.service';

const base = '/api/public/bestlists';

/** The public best-list pages (PRODUCT §5): every federation's lists and rankings, without signing in. */
export const publicBestListsFeature: Feature = {
  name: 'public-best-lists',
  routes: [
    route({ endpoint: api.public_bestlists, method: 'GET', path: base, access: 'anonymous', handler: ({ deps, query }) => publicLists(deps, query) }),
    route({ endpoint: api.public_bestlist, method: 'GET', path: `${base}/{id}`, access: 'anonymous', handler: (ctx) => publicList(ctx, ctx.params.id) }),
    route({
      endpoint: api.public_bestlist_ranking,
      method: 'GET',
      path: `${base}/{id}/ranking`,
      access: 'anonymous',
      keep: { version: 'statistics' },
      handler: (ctx) => publicRanking(ctx, ctx.params.id, ctx.query),
    }),
  ],
};
