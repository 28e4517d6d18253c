import { manualBestlistsApi as api, manualBestlistsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { offeredToManualBestlistAdmins } from './manual-bestlists.policy';
import * as manualBestlists from './manual-bestlists.service';
import * as manualPerformances from './manual-performances.service';
import { seedDemoManualBestlists } from './manual-bestlists.seed';

/**
 * Manual best lists and their performances (spec statistics.md §2.7): curated lists of the
 * federation, such as all-time and historical lists. The area catalogue `manual_bestlist_links` is
 * offered to manual best list admins of the federation only, and the registry refuses every route
 * of the area (403) to anyone else; another federation's lists answer 404.
 */
export const manualBestlistsFeature = catalogueArea(
  { name: 'manual-bestlists', base: '/api/manual-bestlists', contract: api, catalogue: manualBestlistsCatalogue, offered: offeredToManualBestlistAdmins, seed: { crowd: (db) => seedDemoManualBestlists(db) } },
  {
    get_manual_bestlists: ['GET', '', (ctx) => manualBestlists.listManualBestlists(ctx, ctx.query)],
    new: ['POST', '', (ctx) => manualBestlists.createManualBestlist(ctx, ctx.body), { status: 201 }],
    get_manual_performance: ['GET', '/performances/{id}', (ctx) => manualPerformances.getManualPerformance(ctx, ctx.params.id)],
    update_manual_performance: ['PUT', '/performances/{id}', (ctx) => manualPerformances.changeManualPerformance(ctx, ctx.params.id, ctx.body)],
    delete_manual_performance: ['DELETE', '/performances/{id}', (ctx) => manualPerformances.removeManualPerformance(ctx, ctx.params.id)],
    get_by_id: ['GET', '/{id}', (ctx) => manualBestlists.getManualBestlist(ctx, ctx.params.id)],
    update: ['PUT', '/{id}', (ctx) => manualBestlists.changeManualBestlist(ctx, ctx.params.id, ctx.body)],
    delete: ['DELETE', '/{id}', (ctx) => manualBestlists.removeManualBestlist(ctx, ctx.params.id)],
    get_manual_performances: ['GET', '/{id}/performances', (ctx) => manualPerformances.listManualPerformances(ctx, ctx.params.id, ctx.query)],
    new_manual_performance: ['POST', '/{id}/performances', (ctx) => manualPerformances.createManualPerformance(ctx, ctx.params.id, ctx.body), { status: 201 }],
    get_manual_bestlist_events: ['GET', '/{id}/events', (ctx) => manualPerformances.manualBestlistEvents(ctx, ctx.params.id, ctx.query.used ?? false)],
  },
);
