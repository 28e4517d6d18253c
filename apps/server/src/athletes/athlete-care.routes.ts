import { athleteCareApi as api, athleteCareCatalogue } from '@portal/domain';
import { catalogueArea } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import { seedDuplicateAthlete } from './athletes.seed';
import { athleteById, duplicateCandidates, listAthletes, mergeAthletes, mergeHistory, mergePreview, updateAthlete } from './athlete-care.service';

/**
 * One record per person (issue 24): the statisticians' athlete pages. The area catalogue
 * `athlete_links` is offered to statisticians only; the registry refuses every route of the area
 * (403) to anyone else.
 */
export const athleteCareFeature = catalogueArea(
  { name: 'athlete-care', base: '/api/statistics/athletes', contract: api, catalogue: athleteCareCatalogue, offered: offeredToStatisticians, seed: { crowd: seedDuplicateAthlete } },
  {
    get_athletes: ['GET', '{?search,pageNumber,pageSize}', (ctx) => listAthletes(ctx, ctx.query)],
    get_duplicate_candidates: ['GET', '/duplicates{?pageNumber,pageSize}', (ctx) => duplicateCandidates(ctx, ctx.query)],
    merge_preview: ['GET', '/merge-preview{?keepId,mergeId}', (ctx) => mergePreview(ctx, ctx.query)],
    merge_athletes: ['POST', '/merges', (ctx) => mergeAthletes(ctx, ctx.body), { status: 201 }],
    get_merge_history: ['GET', '/merges{?pageNumber,pageSize}', (ctx) => mergeHistory(ctx, ctx.query)],
    get_by_id: ['GET', '/{id}', (ctx) => athleteById(ctx, ctx.params.id)],
    update: ['PUT', '/{id}', (ctx) => updateAthlete(ctx, ctx.params.id, ctx.body)],
  },
);
