/**
 * The performance competition rows of the permission matrix: statisticians of a federation read
 * and change its portal competitions, nobody else reaches the area (spec statistics.md §6), derived
 * from the demo accounts' grants, not from the policy code. `new`, `get_by_id` and `update` are
 * covered for every account in competitions.access.test.ts instead: the matrix finds a call by its
 * rel alone, and other areas (approval, best lists, performances) have rels of those names too.
 */
import { inArray } from 'drizzle-orm';
import { perfCompetitions } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { AU, HESSEN, REGIO_WEST, type AccountKey, type Org } from '../../test/fixtures';
import type { Ctx, Row } from '../../test/matrix';
import { insertStoredCompetition } from './competitions.fixtures';

export interface CompetitionMatrixEnv {
  t: () => TestApp;
  org: (name: string) => Org;
  grantIds: (who: AccountKey) => { role: string; orgId: number }[];
}

export function competitionRows(env: CompetitionMatrixEnv): Row[] {
  const created: number[] = [];
  const statistician = (who: AccountKey) => env.grantIds(who).some((g) => g.role === 'Statistiker');
  /** 403 for anyone but a statistician (the area is not offered), 404 for the other federation's objects. */
  const inArea = (c: Ctx) => (!statistician(c.who) ? 403 : c.foreign ? 404 : 200);
  /** The lists: 200 for a statistician, whose federation alone they show (see `listsOwnOnly`). */
  const list = (c: Ctx) => (statistician(c.who) ? 200 : 403);

  /** A competition of X's federation, written directly. */
  async function arrange(c: Ctx) {
    const id = await insertStoredCompetition(env.t(), { masterId: c.x.masterId, ownerId: c.x.id, name: `Matrix ${c.who} ${c.target}` });
    created.push(id);
    return id;
  }
  const cleanup = async () => {
    if (created.length) await env.t().database.db.delete(perfCompetitions).where(inArray(perfCompetitions.id, created.splice(0)));
  };
  /** The arranged competition of X's federation is listed exactly when X is of the caller's federation. */
  const listsOwnOnly = (ids: (body: unknown) => number[]) => (c: Ctx, res: { json(): unknown }) => {
    const found = ids(res.json()).includes(created.at(-1)!);
    return found === !c.foreign ? [] : [`competition of X ${c.foreign ? 'listed' : 'missing'}`];
  };

  return [
    {
      rel: 'get_competitions',
      expected: list,
      call: async (c) => {
        await arrange(c);
        return { rel: 'get_competitions', query: `freetextSearch=${encodeURIComponent(`Matrix ${c.who} ${c.target}`)}` };
      },
      body: listsOwnOnly((body) => (body as { entities: { id: number }[] }).entities.map((e) => e.id)),
      cleanup,
    },
    {
      rel: 'get_competition_options',
      expected: list,
      call: async (c) => {
        await arrange(c);
        return { rel: 'get_competition_options', query: `search=${encodeURIComponent(`Matrix ${c.who} ${c.target}`)}` };
      },
      body: listsOwnOnly((body) => (body as { value: number }[]).map((o) => o.value)),
      cleanup,
    },
    {
      rel: 'get_regions',
      once: true,
      expected: list,
      call: () => ({ rel: 'get_regions' }),
      body: (c, res) => {
        const foreignRegion = env.org(c.masterId === env.org(AU).id ? HESSEN : REGIO_WEST).id;
        return (res.json() as { value: number }[]).some((o) => o.value === foreignRegion) ? ['another federation’s state association listed'] : [];
      },
    },
    { rel: 'get_areas_districts', expected: inArea, call: (c) => ({ rel: 'get_areas_districts', params: { parent: c.x.id } }) },
  ];
}
