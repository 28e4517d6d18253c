import { publicAthletesApi as api } from '@portal/domain';
import { routeTable, type Feature } from '../api/define-route';
import { athleteMarks, findPublicAthletes, publicAthlete } from './public-athletes.service';

const base = '/api/public/athletes';

/** Public athlete pages (issue 24): search, profile and marks, readable without signing in. */
export const publicAthletesFeature: Feature = {
  name: 'athletes',
  routes: routeTable(api, base, 'anonymous', {
    public_athlete_search: ['GET', '{?search,pageNumber,pageSize}', (ctx) => findPublicAthletes(ctx, ctx.query)],
    public_athlete: ['GET', '/{id}', (ctx) => publicAthlete(ctx, ctx.params.id), { keep: { version: 'statistics' } }],
    athlete_marks: ['GET', '/{id}/marks{?eventCode,year,pageNumber,pageSize}', (ctx) => athleteMarks(ctx, ctx.params.id, ctx.query), { keep: { version: 'statistics' } }],
  }),
};
