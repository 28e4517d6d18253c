import { publicRecordsApi as api } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { publicRecords } from './public-records.service';

/** The public record pages (PRODUCT §2: record views are open to anyone): every federation's sets and records. */
export const publicRecordsFeature: Feature = {
  name: 'public-records',
  routes: routeTable(api, '/api/public/records', 'anonymous', {
    public_records: ['GET', '', (ctx) => publicRecords(ctx, ctx.query)],
  }),
};
