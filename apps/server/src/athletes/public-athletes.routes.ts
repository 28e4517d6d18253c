import { publicAthletesApi as api } from '@portal/domain';
import { route, type Feature } from '../api/define-route';
import { athleteMarks, findPublicAthletes, publicAthlete } from './public-athletes.service';

const base = '/api/public/athletes';

/** Public athlete pages (issue 24): search, profile and marks, readable without signing in. */
export const publicAthletesFeature: Feature = {
  name: 'athletes',
  routes: [
    route({ endpoint: api.public_athlete_search, method: 'GET', path: `${base}{?search,pageNumber,pageSize}`, access: 'anonymous', handler: (ctx) => findPublicAthletes(ctx, ctx.query) }),
    route({ endpoint: api.public_athlete, method: 'GET', path: `${base}/{id}`, access: 'anonymous', keep: { version: 'statistics' }, handler: (ctx) => publicAthlete(ctx, ctx.params.id, ctx.keptVersion) }),
    route({
      endpoint: api.athlete_marks,
      method: 'GET',
      path: `${base}/{id}/marks{?eventCode,year,pageNumber,pageSize}`,
      access: 'anonymous',
      keep: { version: 'statistics' },
      handler: (ctx) => athleteMarks(ctx, ctx.params.id, ctx.query),
    }),
  ],
};
