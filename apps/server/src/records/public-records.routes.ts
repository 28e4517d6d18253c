import { publicRecordsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { publicRecords } from './public-records.service';

/** The public record pages (PRODUCT §2: record views are open to anyone): every federation's sets and records. */
export const publicRecordsFeature: Feature = {
  name: 'public-records',
  routes: [
    route({ endpoint: api.public_records, method: 'GET', path: '/api/public/records', access: 'anonymous', handler: (ctx) => publicRecords(ctx, ctx.query) }),
  ],
};
