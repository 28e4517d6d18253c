import { publicManualBestlistsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { publicManualList, publicManualLists } from './public-manual-bestlists.service';

const base = '/api/public/manual-bestlists';

/** The public pages of the manual lists (PRODUCT §2: public best-list views are for anyone): every federation's lists and their marks. */
export const publicManualBestlistsFeature: Feature = {
  name: 'public-manual-bestlists',
  routes: [
    route({ endpoint: api.public_manual_bestlists, method: 'GET', path: base, access: 'anonymous', handler: (ctx) => publicManualLists(ctx, ctx.query) }),
    route({ endpoint: api.public_manual_bestlist, method: 'GET', path: `${base}/{id}`, access: 'anonymous', handler: (ctx) => publicManualList(ctx, ctx.params.id) }),
  ],
};
