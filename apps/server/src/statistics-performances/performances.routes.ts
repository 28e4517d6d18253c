import { performanceCheckingsApi as checkingsApi, performancesApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import {
  changePerformance,
  clubSearch,
  competitorSearch,
  createCompetitor,
  createPerformance,
  eventInfo,
  getPerformance,
  listPerformances,
  removePerformance,
} from './performances.service';
import { createCheckings, getCheckings, toggleChecking } from './checkings.service';
import { seedDemoStatistics } from './statistics-performances.seed';

const base = '/api/statistics/performances';

/**
 * Performances, athletes and checkings (spec statistics.md §2.2, §2.3). The area catalogue
 * `performance_links` is offered to statisticians of the caller's federation only, and the
 * registry refuses every route of the area (403) to anyone else.
 */
export const statisticsPerformancesFeature: Feature = {
  name: 'statistics-performances',
  seed: { crowd: (db) => seedDemoStatistics(db) },
  catalogue: {
    rel: 'performance_links',
    path: `${base}/links`,
    offered: offeredToStatisticians,
  },
  routes: [
    route({
      endpoint: api.get_performances,
      method: 'GET',
      path: base,
      access: 'user',
      handler: (ctx) => listPerformances(ctx, ctx.query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => createPerformance(ctx, ctx.body),
    }),
    route({
      endpoint: api.competitor_search,
      method: 'GET',
      path: `${base}/competitors`,
      access: 'user',
      handler: (ctx) => competitorSearch(ctx, ctx.query),
    }),
    route({
      endpoint: api.new_competitor,
      method: 'POST',
      path: `${base}/competitors`,
      access: 'user',
      status: 201,
      handler: (ctx) => createCompetitor(ctx, ctx.body),
    }),
    route({ endpoint: api.club_search, method: 'GET', path: `${base}/clubs`, access: 'user', handler: (ctx) => clubSearch(ctx, ctx.query.search) }),
    route({ endpoint: api.get_event_info, method: 'GET', path: `${base}/events/{eventId}`, access: 'user', handler: (ctx) => eventInfo(ctx, ctx.params.eventId) }),
    route({
      endpoint: checkingsApi.update_checking,
      method: 'PUT',
      path: `${base}/checkings`,
      access: 'user',
      handler: (ctx) => toggleChecking(ctx, ctx.body),
    }),
    route({
      endpoint: checkingsApi.new_checking,
      method: 'POST',
      path: `${base}/checkings`,
      access: 'user',
      status: 201,
      handler: (ctx) => createCheckings(ctx, ctx.body),
    }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => getPerformance(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => changePerformance(ctx, ctx.params.id, ctx.body),
    }),
    route({
      endpoint: api.delete_perf,
      method: 'DELETE',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => removePerformance(ctx, ctx.params.id),
    }),
    route({
      endpoint: checkingsApi.get_checkings,
      method: 'GET',
      path: `${base}/{perfId}/checkings`,
      access: 'user',
      handler: (ctx) => getCheckings(ctx, ctx.params.perfId),
    }),
  ],
};
