/**
 * The athletes rows of the permission matrix: statisticians of a federation read, correct and merge
 * its athletes; nobody else reaches the area (403), and another federation's athletes are 404 —
 * derived from the demo accounts' grants, not from the policy code.
 */
import { inArray } from 'drizzle-orm';
import { athleteMerges, athletes } from '../db/schema';
import { DLV, EINTRACHT } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { insertAthlete } from '../statistics/statistics.fixtures';

export function athleteCareRows(env: MatrixEnv): Row[] {
  const people: number[] = [];
  const statistician = (c: Ctx) => env.grantIds(c.who).some((g) => g.role === 'Statistiker');
  const list = (c: Ctx) => (statistician(c) ? 200 : 403);
  const inArea = (ok: number) => (c: Ctx) => (!statistician(c) ? 403 : c.foreign ? 404 : ok);
  const db = () => env.t().database.db;
  /** A club of X's federation, for the athlete's club. */
  const clubOf = (c: Ctx) => (c.x.type === 'Club' ? c.x.id : env.org(c.x.masterId === env.org(DLV).id ? EINTRACHT : 'AV Phanos').id);

  /** An athlete of X's federation, of X's club if X is one. */
  async function person(c: Ctx, lastName = 'Matrixperson'): Promise<number> {
    const id = await insertAthlete(db(), { masterId: c.x.masterId, organizationId: c.x.id, firstName: 'Mia', lastName, yearOfBirth: 2001 });
    people.push(id);
    return id;
  }
  const cleanup = async () => {
    if (!people.length) return;
    const ids = people.splice(0);
    await db().delete(athleteMerges).where(inArray(athleteMerges.keptId, ids));
    await db().delete(athletes).where(inArray(athletes.id, ids));
  };
  return [
    { rel: 'get_athletes', once: true, expected: list, call: () => ({ rel: 'get_athletes', query: 'search=Matrix' }) },
    { rel: 'get_duplicate_candidates', once: true, expected: list, call: () => ({ rel: 'get_duplicate_candidates' }) },
    { rel: 'get_merge_history', once: true, expected: list, call: () => ({ rel: 'get_merge_history' }) },
    { rel: 'athlete_links:get_by_id', expected: inArea(200), call: async (c) => ({ rel: 'athlete_links:get_by_id', params: { id: await person(c) } }), cleanup },
    {
      rel: 'athlete_links:update',
      mutating: true,
      expected: inArea(200),
      call: async (c) => ({
        rel: 'athlete_links:update',
        params: { id: await person(c) },
        payload: { firstName: 'Mia', lastName: 'Matrixperson', nation: 'GER', organizationId: clubOf(c) },
      }),
      cleanup,
    },
    {
      rel: 'merge_preview',
      expected: inArea(200),
      call: async (c) => ({ rel: 'merge_preview', query: `keepId=${await person(c)}&mergeId=${await person(c)}` }),
      cleanup,
    },
    {
      rel: 'merge_athletes',
      mutating: true,
      expected: inArea(201),
      call: async (c) => ({ rel: 'merge_athletes', payload: { keepId: await person(c), mergeId: await person(c) } }),
      cleanup,
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: athleteCareRows,
  offeredByRole: ['athlete_links'],
  anonymousRels: ['public_athlete_search', 'public_athlete', 'athlete_marks'],
  async rootLinkValues(env) {
    const eintracht = env.org(EINTRACHT);
    const athlete = await insertAthlete(env.t().database.db, { masterId: eintracht.masterId, organizationId: eintracht.id, firstName: 'Link', lastName: 'Probe', yearOfBirth: 2000 });
    return { public_athlete: { id: athlete }, athlete_marks: { id: athlete } };
  },
};
