/**
 * The performance competition rows of the permission matrix: statisticians of a federation read
 * and change its portal competitions, imported ones stay as they are, and nobody else reaches the
 * area (spec statistics.md §6), derived from the demo accounts' grants, not from the policy code.
 */
import { eq, inArray } from 'drizzle-orm';
import { perfCompetitions } from '../db/schema';
import { AU, HESSEN, REGIO_WEST, type AccountKey, type Org } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { competitionPayload, insertStoredCompetition, storedCompetition } from './competitions.fixtures';

export function competitionRows(env: MatrixEnv): Row[] {
  const created: number[] = [];
  const statistician = (who: AccountKey) => env.grantIds(who).some((g) => g.role === 'Statistiker');
  /** 403 for anyone but a statistician (the area is not offered), 404 for the other federation's objects. */
  const inArea = (c: Ctx) => (!statistician(c.who) ? 403 : c.foreign ? 404 : 200);
  /** The lists: 200 for a statistician, whose federation alone they show (see `listsOwnOnly`). */
  const list = (c: Ctx) => (statistician(c.who) ? 200 : 403);

  /** A payload naming X's state association: refused as invalid input (422) outside the own federation. */
  const payloadInArea = (c: Ctx) => (!statistician(c.who) ? 403 : c.foreign ? 422 : 201);
  const regionOf = (x: Org) => x.path.map((id) => env.orgById().get(id)).find((o) => o?.type === 'Region') ?? null;
  const label = (c: Ctx) => `Matrix ${c.who} ${c.target}`;

  /** A competition of X's federation, written directly. */
  async function arrange(c: Ctx, importSource?: string) {
    const id = await insertStoredCompetition(env.t(), { masterId: c.x.masterId, ownerId: c.x.id, name: label(c), importSource });
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
        return { rel: 'get_competitions', query: `freetextSearch=${encodeURIComponent(label(c))}` };
      },
      body: listsOwnOnly((body) => (body as { entities: { id: number }[] }).entities.map((e) => e.id)),
      cleanup,
    },
    {
      rel: 'get_competition_options',
      expected: list,
      call: async (c) => {
        await arrange(c);
        return { rel: 'get_competition_options', query: `search=${encodeURIComponent(label(c))}` };
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
    {
      rel: 'competition_links:get_by_id',
      expected: inArea,
      call: async (c) => ({ rel: 'competition_links:get_by_id', params: { id: await arrange(c) } }),
      body: (_c, res) => ((res.json() as { id: number }).id === created.at(-1) ? [] : ['another competition answered']),
      cleanup,
    },
    {
      rel: 'competition_links:new',
      mutating: true,
      expected: payloadInArea,
      call: (c) => ({ rel: 'competition_links:new', payload: competitionPayload({ name: `Neu ${label(c)}`, stateCode: regionOf(c.x)?.id ?? null }) }),
      changed: async (c) => {
        const rows = await env.t().database.db.select().from(perfCompetitions).where(eq(perfCompetitions.name, `Neu ${label(c)}`));
        created.push(...rows.map((r) => r.id));
        const ok = rows.length === 1 && rows[0].masterId === c.masterId && rows[0].importSource === 'portal' && rows[0].regionId === (regionOf(c.x)?.id ?? null);
        return ok ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup,
    },
    {
      rel: 'competition_links:update',
      mutating: true,
      expected: inArea,
      call: async (c) => ({ rel: 'competition_links:update', params: { id: await arrange(c) }, payload: competitionPayload({ name: `Geändert ${label(c)}` }) }),
      changed: async (c, call) => ((await storedCompetition(env.t(), Number(call.params!.id))).name === `Geändert ${label(c)}` ? [] : ['not changed']),
      cleanup,
    },
    {
      rel: 'competition_links:update',
      variant: 'imported from another system',
      mutating: true,
      expected: (c) => (!statistician(c.who) ? 403 : c.foreign ? 404 : 403),
      call: async (c) => ({ rel: 'competition_links:update', params: { id: await arrange(c, 'ladv') }, payload: competitionPayload({ name: `Geändert ${label(c)}` }) }),
      cleanup,
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = { rows: competitionRows, offeredByRole: ['competition_links'] };
