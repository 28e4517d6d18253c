import { performanceCompetitionsApi as api, performanceCompetitionsCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import * as competitions from './competitions.service';

/**
 * Performance competitions (spec statistics.md §2.4): the competitions performances are entered
 * for. The area catalogue `competition_links` is offered to statisticians only, and the registry
 * refuses every route of the area (403) to anyone else.
 */
export const statisticsCompetitionsFeature = catalogueArea(
  { name: 'statistics-competitions', base: '/api/statistics/competitions', contract: api, catalogue: performanceCompetitionsCatalogue, offered: offeredToStatisticians },
  {
    get_competitions: ['GET', '', (ctx) => competitions.listCompetitions(ctx, ctx.query)],
    new: ['POST', '', (ctx) => competitions.createCompetition(ctx, ctx.body), { status: 201 }],
    get_regions: ['GET', '/regions', (ctx) => competitions.regions(ctx)],
    get_areas_districts: ['GET', '/associations/{parent}', (ctx) => competitions.areasAndDistricts(ctx, ctx.params.parent)],
    get_competition_options: ['GET', '/options', (ctx) => competitions.competitionSelectorOptions(ctx, ctx.query.search)],
    get_by_id: ['GET', '/{id}', (ctx) => competitions.getCompetition(ctx, ctx.params.id)],
    update: ['PUT', '/{id}', (ctx) => competitions.changeCompetition(ctx, ctx.params.id, ctx.body)],
  },
);
