import { publicManualBestlistsApi as api } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { publicManualList, publicManualLists } from './public-manual-bestlists.service';

const base = '/api/public/manual-bestlists';

/** The public pages of the manual lists (PRODUCT §2: public best-list views are for anyone): every federation's lists and their marks. */
export const publicManualBestlistsFeature: Feature = {
  name: 'public-manual-bestlists',
  routes: routeTable(api, base, 'anonymous', {
    public_manual_bestlists: ['GET', '', (ctx) => publicManualLists(ctx, ctx.query)],
    public_manual_bestlist: ['GET', '/{id}', (ctx) => publicManualList(ctx, ctx.params.id)],
  }),
};
