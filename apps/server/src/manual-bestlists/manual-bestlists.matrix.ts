/**
 * The manual best list rows of the permission matrix: manual best list admins of a federation read
 * and change its lists and their performances, another federation's answer 404, and nobody else
 * reaches the area (spec statistics.md §6), derived from the demo accounts' grants, not from the policy code.
 */
import { eq, inArray } from 'drizzle-orm';
import { manualBestlists, manualPerformances } from '../db/schema';
import { EINTRACHT, type AccountKey } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { routeKey } from '../test/routes';
import { insertStoredList, insertStoredPerformance, listPayload, performancePayload, storedList, storedPerformance } from './manual-bestlists.fixtures';

const AREA = 'manual_bestlist_links';
/** The rel as the route table keys it (`manual_bestlist_links:new` where other areas have a `new` too). */
const key = (rel: string) => routeKey(AREA, rel);

export function manualBestlistRows(env: MatrixEnv): Row[] {
  const created: number[] = [];
  const admin = (who: AccountKey) => env.grantIds(who).some((g) => g.role === 'ManualBestlistAdmin');
  /** 403 for anyone but a manual best list admin (the area is not offered), 404 for the other federation's objects. */
  const inArea =
    (ok = 200) =>
    (c: Ctx) =>
      !admin(c.who) ? 403 : c.foreign ? 404 : ok;
  const label = (c: Ctx) => `Matrix ${c.who} ${c.target}`;

  /** A list of X's federation, written directly. */
  async function arrange(c: Ctx) {
    const id = await insertStoredList(env.t(), c.x.masterId, { name: label(c) });
    created.push(id);
    return id;
  }
  const cleanup = async () => {
    if (created.length) await env.t().database.db.delete(manualBestlists).where(inArray(manualBestlists.id, created.splice(0)));
  };

  return [
    {
      rel: key('get_manual_bestlists'),
      expected: (c) => (admin(c.who) ? 200 : 403),
      call: async (c) => {
        await arrange(c);
        return { rel: key('get_manual_bestlists'), query: `freetextSearch=${encodeURIComponent(label(c))}` };
      },
      // The arranged list of X's federation is listed exactly when X is of the caller's federation.
      body: (c, res) => {
        const found = (res.json() as { entities: { id: number }[] }).entities.some((e) => e.id === created.at(-1));
        return found === !c.foreign ? [] : [`list of X ${c.foreign ? 'listed' : 'missing'}`];
      },
      cleanup,
    },
    {
      rel: key('new'),
      once: true,
      mutating: true,
      expected: (c) => (admin(c.who) ? 201 : 403),
      call: (c) => ({ rel: key('new'), payload: listPayload({ name: `Neu ${label(c)}` }) }),
      changed: async (c) => {
        const rows = await env.t().database.db.select().from(manualBestlists).where(eq(manualBestlists.name, `Neu ${label(c)}`));
        created.push(...rows.map((r) => r.id));
        return rows.length === 1 && rows[0].masterId === c.masterId ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup,
    },
    {
      rel: key('get_by_id'),
      expected: inArea(),
      call: async (c) => ({ rel: key('get_by_id'), params: { id: await arrange(c) } }),
      body: (_c, res) => ((res.json() as { id: number }).id === created.at(-1) ? [] : ['another list answered']),
      cleanup,
    },
    {
      rel: key('update'),
      mutating: true,
      expected: inArea(),
      call: async (c) => ({ rel: key('update'), params: { id: await arrange(c) }, payload: listPayload({ name: `Geändert ${label(c)}` }) }),
      changed: async (c, call) => ((await storedList(env.t(), Number(call.params!.id))).name === `Geändert ${label(c)}` ? [] : ['not changed']),
      cleanup,
    },
    {
      rel: key('delete'),
      mutating: true,
      expected: inArea(),
      call: async (c) => {
        const id = await arrange(c);
        await insertStoredPerformance(env.t(), id);
        return { rel: key('delete'), params: { id } };
      },
      changed: async (_c, call) => {
        const id = Number(call.params!.id);
        const left = await env.t().database.db.$count(manualPerformances, eq(manualPerformances.manualBestlistId, id));
        return (await storedList(env.t(), id)) === undefined && left === 0 ? [] : ['not deleted with its performances'];
      },
      cleanup,
    },
    {
      rel: key('get_manual_performances'),
      expected: inArea(),
      call: async (c) => {
        const id = await arrange(c);
        await insertStoredPerformance(env.t(), id, label(c));
        return { rel: key('get_manual_performances'), params: { id } };
      },
      body: (c, res) => ((res.json() as { entities: { athleteLastname: string }[] }).entities.map((e) => e.athleteLastname).join() === label(c) ? [] : ['other performances listed']),
      cleanup,
    },
    {
      rel: key('new_manual_performance'),
      mutating: true,
      expected: inArea(201),
      call: async (c) => ({ rel: key('new_manual_performance'), params: { id: await arrange(c) }, payload: performancePayload({ athleteLastname: label(c) }) }),
      changed: async (c, call) => {
        const rows = await env.t().database.db.select().from(manualPerformances).where(eq(manualPerformances.manualBestlistId, Number(call.params!.id)));
        return rows.length === 1 && rows[0].athleteLastname === label(c) ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup,
    },
    {
      rel: key('get_manual_performance'),
      expected: inArea(),
      call: async (c) => ({ rel: key('get_manual_performance'), params: { id: await insertStoredPerformance(env.t(), await arrange(c)) } }),
      cleanup,
    },
    {
      rel: key('update_manual_performance'),
      mutating: true,
      expected: inArea(),
      call: async (c) => ({
        rel: key('update_manual_performance'),
        params: { id: await insertStoredPerformance(env.t(), await arrange(c)) },
        payload: performancePayload({ athleteLastname: `Geändert ${label(c)}` }),
      }),
      changed: async (c, call) => ((await storedPerformance(env.t(), Number(call.params!.id))).athleteLastname === `Geändert ${label(c)}` ? [] : ['not changed']),
      cleanup,
    },
    {
      rel: key('delete_manual_performance'),
      mutating: true,
      expected: inArea(),
      call: async (c) => ({ rel: key('delete_manual_performance'), params: { id: await insertStoredPerformance(env.t(), await arrange(c)) } }),
      changed: async (_c, call) => ((await storedPerformance(env.t(), Number(call.params!.id))) === undefined ? [] : ['not deleted']),
      cleanup,
    },
    {
      rel: key('get_manual_bestlist_events'),
      expected: inArea(),
      call: async (c) => ({ rel: key('get_manual_bestlist_events'), params: { id: await arrange(c) } }),
      body: (_c, res) => ((res.json() as { code: string }[]).some((e) => e.code === '100') ? [] : ['the 100 m missing']),
      cleanup,
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: manualBestlistRows,
  offeredByRole: ['manual_bestlist_links'],
  anonymousRels: ['public_manual_bestlists', 'public_manual_bestlist'],
  rootLinkValues: async (env) => ({ public_manual_bestlist: { id: await insertStoredList(env.t(), env.org(EINTRACHT).masterId) } }),
};
