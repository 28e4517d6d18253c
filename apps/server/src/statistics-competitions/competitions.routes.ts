import { performanceCompetitionsApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import {
  areasAndDistricts,
  changeCompetition,
  competitionSelectorOptions,
  createCompetition,
  getCompetition,
  listCompetitions,
  regions,
} from './competitions.service';

const base = '/api/statistics/competitions';

/**
 * Performance competitions (spec statistics.md §2.4): the competitions performances are entered
 * for. The area catalogue `competition_links` is offered to statisticians only, and the registry
 * refuses every route of the area (403) to anyone else.
 */
export const statisticsCompetitionsFeature: Feature = {
  name: 'statistics-competitions',
  catalogue: {
    rel: 'competition_links',
    path: `${base}/links`,
    offered: offeredToStatisticians,
  },
  routes: [
    route({
      endpoint: api.get_competitions,
      method: 'GET',
      path: base,
      access: 'user',
      handler: (ctx) => listCompetitions(ctx, ctx.query),
    }),
    route({
      endpoint: api.new,
      method: 'POST',
      path: base,
      access: 'user',
      status: 201,
      handler: (ctx) => createCompetition(ctx, ctx.body),
    }),
    route({ endpoint: api.get_regions, method: 'GET', path: `${base}/regions`, access: 'user', handler: (ctx) => regions(ctx) }),
    route({
      endpoint: api.get_areas_districts,
      method: 'GET',
      path: `${base}/associations/{parent}`,
      access: 'user',
      handler: (ctx) => areasAndDistricts(ctx, ctx.params.parent),
    }),
    route({
      endpoint: api.get_competition_options,
      method: 'GET',
      path: `${base}/options`,
      access: 'user',
      handler: (ctx) => competitionSelectorOptions(ctx, ctx.query.search),
    }),
    route({
      endpoint: api.get_by_id,
      method: 'GET',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => getCompetition(ctx, ctx.params.id),
    }),
    route({
      endpoint: api.update,
      method: 'PUT',
      path: `${base}/{id}`,
      access: 'user',
      handler: (ctx) => changeCompetition(ctx, ctx.params.id, ctx.body),
    }),
  ],
};
