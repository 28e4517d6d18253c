import { athleteCareApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { offeredToStatisticians } from '../statistics/statistician.policy';
import { seedDuplicateAthlete } from './athletes.seed';
import { athleteById, duplicateCandidates, listAthletes, mergeAthletes, mergeHistory, mergePreview, updateAthlete } from './athlete-care.service';

const base = '/api/statistics/athletes';

/**
 * One record per person (issue 24): the statisticians' athlete pages. The area catalogue
 * `athlete_links` is offered to statisticians only; the registry refuses every route of the area
 * (403) to anyone else.
 */
export const athleteCareFeature: Feature = {
  name: 'athlete-care',
  catalogue: { rel: 'athlete_links', path: `${base}/links`, offered: offeredToStatisticians },
  seed: { crowd: seedDuplicateAthlete },
  routes: [
    route({ endpoint: api.get_athletes, method: 'GET', path: `${base}{?search,pageNumber,pageSize}`, access: 'user', handler: (ctx) => listAthletes(ctx, ctx.query) }),
    route({
      endpoint: api.get_duplicate_candidates,
      method: 'GET',
      path: `${base}/duplicates{?pageNumber,pageSize}`,
      access: 'user',
      handler: (ctx) => duplicateCandidates(ctx, ctx.query),
    }),
    route({ endpoint: api.merge_preview, method: 'GET', path: `${base}/merge-preview{?keepId,mergeId}`, access: 'user', handler: (ctx) => mergePreview(ctx, ctx.query) }),
    route({ endpoint: api.merge_athletes, method: 'POST', path: `${base}/merges`, access: 'user', status: 201, handler: (ctx) => mergeAthletes(ctx, ctx.body) }),
    route({ endpoint: api.get_merge_history, method: 'GET', path: `${base}/merges{?pageNumber,pageSize}`, access: 'user', handler: (ctx) => mergeHistory(ctx, ctx.query) }),
    route({ endpoint: api.get_by_id, method: 'GET', path: `${base}/{id}`, access: 'user', handler: (ctx) => athleteById(ctx, ctx.params.id) }),
    route({ endpoint: api.update, method: 'PUT', path: `${base}/{id}`, access: 'user', handler: (ctx) => updateAthlete(ctx, ctx.params.id, ctx.body) }),
  ],
};
