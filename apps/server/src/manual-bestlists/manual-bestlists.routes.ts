import { manualBestlistsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToManualBestlistAdmins } from './manual-bestlists.policy';
import { changeManualBestlist, createManualBestlist, getManualBestlist, listManualBestlists, removeManualBestlist } from './manual-bestlists.service';
import {
  changeManualPerformance,
  createManualPerformance,
  getManualPerformance,
  listManualPerformances,
  manualBestlistEvents,
  removeManualPerformance,
} from './manual-performances.service';
import { seedDemoManualBestlists } from './manual-bestlists.seed';

const base = '/api/manual-bestlists';

/**
 * Manual best lists and their performances (spec statistics.md §2.7): curated lists of the
 * federation, such as all-time and historical lists. The area catalogue `manual_bestlist_links` is
 * offered to manual best list admins of the federation only, and the registry refuses every route
 * of the area (403) to anyone else; another federation's lists answer 404.
 */
export const manualBestlistsFeature: Feature = {
  name: 'manual-bestlists',
  seed: { crowd: (db) => seedDemoManualBestlists(db) },
  catalogue: { rel: 'manual_bestlist_links', path: `${base}/links`, offered: offeredToManualBestlistAdmins },
  routes: [
    route({
      endpoint: api.get_manual_bestlists,
      method: 'GET',
      path: base,
      access: 'user',
      handler: (ctx) => listManualBestlists(ctx, ctx.query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => createManualBestlist(ctx, ctx.body),
    }),
    route({
      endpoint: api.get_manual_performance,
      method: 'GET',
      path: `${base}/performances/{id}`,
      access: 'user',
      handler: (ctx) => getManualPerformance(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.update_manual_performance,
      method: 'PUT',
      path: `${base}/performances/{id}`,
      access: 'user',
      handler: (ctx) => changeManualPerformance(ctx, ctx.params.id, ctx.body),
    }),
    route({
      endpoint: api.delete_manual_performance,
      method: 'DELETE',
      path: `${base}/performances/{id}`,
      access: 'user',
      handler: (ctx) => removeManualPerformance(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => getManualBestlist(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => changeManualBestlist(ctx, ctx.params.id, ctx.body),
    }),
    route({ endpoint: api.delete, method: 'DELETE', path: `${base}/{id}`, access: 'user', handler: (ctx) => removeManualBestlist(ctx, ctx.params.id) }),
    route({
      endpoint: api.get_manual_performances,
      method: 'GET',
      path: `${base}/{id}/performances`,
      access: 'user',
      handler: (ctx) => listManualPerformances(ctx, ctx.params.id, ctx.query),
    }),
    route({
      endpoint: api.new_manual_performance,
      method: 'POST',
      path: `${base}/{id}/performances`,
      access: 'user',
      status: 201,
      handler: (ctx) => createManualPerformance(ctx, ctx.params.id, ctx.body),
    }),
    route({
      endpoint: api.get_manual_bestlist_events,
      method: 'GET',
      path: `${base}/{id}/events`,
      access: 'user',
      handler: (ctx) => manualBestlistEvents(ctx, ctx.params.id, ctx.query.used ?? false),
    }),
  ],
};
