import { performanceCheckingsApi as checkingsApi, performancesApi as api, performancesCatalogue } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import * as performances from './performances.service';
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
  catalogue: { rel: performancesCatalogue, path: `${base}/links`, offered: offeredToStatisticians },
  routes: [
    ...routeTable(api, base, 'user', {
      get_performances: ['GET', '', (ctx) => performances.listPerformances(ctx, ctx.query)],
      new: ['POST', '', (ctx) => performances.createPerformance(ctx, ctx.body), { status: 201 }],
      competitor_search: ['GET', '/competitors', (ctx) => performances.competitorSearch(ctx, ctx.query)],
      new_competitor: ['POST', '/competitors', (ctx) => performances.createCompetitor(ctx, ctx.body), { status: 201 }],
      club_search: ['GET', '/clubs', (ctx) => performances.clubSearch(ctx, ctx.query.search)],
      get_event_info: ['GET', '/events/{eventId}', (ctx) => performances.eventInfo(ctx, ctx.params.eventId)],
      get_by_id: ['GET', '/{id}', (ctx) => performances.getPerformance(ctx, ctx.params.id)],
      update: ['PUT', '/{id}', (ctx) => performances.changePerformance(ctx, ctx.params.id, ctx.body)],
      delete_perf: ['DELETE', '/{id}', (ctx) => performances.removePerformance(ctx, ctx.params.id)],
    }),
    ...routeTable(checkingsApi, base, 'user', {
      update_checking: ['PUT', '/checkings', (ctx) => toggleChecking(ctx, ctx.body)],
      new_checking: ['POST', '/checkings', (ctx) => createCheckings(ctx, ctx.body), { status: 201 }],
      get_checkings: ['GET', '/{perfId}/checkings', (ctx) => getCheckings(ctx, ctx.params.perfId)],
    }),
  ],
};
