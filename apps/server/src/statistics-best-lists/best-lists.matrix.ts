/**
 * The best list rows of the permission matrix: statisticians of a federation read and change its
 * lists, definitions and exports; nobody else reaches the area (spec statistics.md §6); the classes
 * and events are read by statisticians, record admins and manual best list admins. Derived from the
 * demo accounts' grants, not from the policy code.
 */
import { eq, inArray } from 'drizzle-orm';
import { standardDefinitions } from '@portal/domain';
import { bestLists } from '../db/schema';
import { EINTRACHT, type AccountKey, type Org } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { classIdOf, eventIdOf } from '../statistics/statistics.fixtures';
import { insertStoredBestList, insertStoredDefinition, storedBestList, storedDefinitions } from './best-lists.fixtures';
import { restrictionTypes } from './best-lists.repo';

export function bestListRows(env: MatrixEnv): Row[] {
  const created: number[] = [];
  const holds = (who: AccountKey, roles: string[]) => env.grantIds(who).some((g) => roles.includes(g.role));
  const statistician = (who: AccountKey) => holds(who, ['Statistiker']);
  /** 403 for anyone but a statistician (the area is not offered), 404 for the other federation's lists, else `ok`. */
  const onList =
    (ok = 200) =>
    (c: Ctx) =>
      !statistician(c.who) ? 403 : c.foreign ? 404 : ok;
  const list = (c: Ctx) => (statistician(c.who) ? 200 : 403);
  const definitionsReader = (c: Ctx) => (holds(c.who, ['Statistiker', 'RecordAdmin', 'ManualBestlistAdmin']) ? 200 : 403);
  const restrictable = (x: Org) => (restrictionTypes as string[]).includes(x.type);
  /** A new list restricted to X (when X can restrict one): X of another federation is invalid input (422). */
  const restrictedToX = (c: Ctx) => (!statistician(c.who) ? 403 : c.foreign && restrictable(c.x) ? 422 : 201);
  const label = (c: Ctx) => `Matrix ${c.who} ${c.target}`;

  /** A list of X's federation, written directly, optionally with a 100 m definition. */
  async function arrange(c: Ctx, withDefinition = false) {
    const db = env.t().database.db;
    const id = await insertStoredBestList(db, { masterId: c.x.masterId, name: label(c) });
    created.push(id);
    const definition = withDefinition ? await insertStoredDefinition(db, id, { eventCode: '100', classCode: 'M', wind: true, environment: 1 }) : 0;
    return { id, definition };
  }
  const cleanup = async () => {
    if (created.length) await env.t().database.db.delete(bestLists).where(inArray(bestLists.id, created.splice(0)));
  };
  /** The arranged list of X's federation is listed exactly when X is of the caller's federation. */
  const listsOwnOnly = (ids: (body: unknown) => number[]) => (c: Ctx, res: { json(): unknown }) => {
    const found = ids(res.json()).includes(created.at(-1)!);
    return found === !c.foreign ? [] : [`list of X ${c.foreign ? 'listed' : 'missing'}`];
  };
  const definitionCount = (n: number) => async (_c: Ctx, call: { params?: Record<string, string | number> }) => {
    const id = Number(call.params?.targetId ?? created.at(-1));
    const count = (await storedDefinitions(env.t().database.db, id)).length;
    return count === n ? [] : [`${count} definitions instead of ${n}`];
  };

  return [
    {
      rel: 'get_bestlists',
      expected: list,
      call: async (c) => {
        await arrange(c);
        return { rel: 'get_bestlists', query: `freetextSearch=${encodeURIComponent(label(c))}` };
      },
      body: listsOwnOnly((body) => (body as { entities: { id: number }[] }).entities.map((e) => e.id)),
      cleanup,
    },
    {
      rel: 'bestlist_links:new',
      mutating: true,
      expected: restrictedToX,
      call: (c) => ({ rel: 'bestlist_links:new', payload: { name: `Neu ${label(c)}`, regionalRestritionId: restrictable(c.x) ? c.x.id : null } }),
      changed: async (c) => {
        const rows = await env.t().database.db.select().from(bestLists).where(eq(bestLists.name, `Neu ${label(c)}`));
        created.push(...rows.map((r) => r.id));
        const ok = rows.length === 1 && rows[0].masterId === c.masterId && rows[0].regionalRestrictionId === (restrictable(c.x) ? c.x.id : null);
        return ok ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup,
    },
    {
      rel: 'bestlist_links:get_by_id',
      expected: onList(),
      call: async (c) => ({ rel: 'bestlist_links:get_by_id', params: { id: (await arrange(c)).id } }),
      body: (_c, res) => ((res.json() as { id: number }).id === created.at(-1) ? [] : ['another list answered']),
      cleanup,
    },
    {
      rel: 'bestlist_links:update',
      mutating: true,
      expected: onList(),
      call: async (c) => ({ rel: 'bestlist_links:update', params: { id: (await arrange(c)).id }, payload: { name: `Geändert ${label(c)}`, regionalRestritionId: null } }),
      changed: async (c, call) => ((await storedBestList(env.t().database.db, Number(call.params!.id))).name === `Geändert ${label(c)}` ? [] : ['not changed']),
      cleanup,
    },
    {
      rel: 'bestlists_for_selector',
      expected: list,
      call: async (c) => {
        await arrange(c);
        return { rel: 'bestlists_for_selector' };
      },
      body: listsOwnOnly((body) => (body as { value: number }[]).map((o) => o.value)),
      cleanup,
    },
    {
      rel: 'regional_restrictions',
      expected: list,
      call: (c) => ({ rel: 'regional_restrictions', query: `search=${encodeURIComponent(c.x.name)}` }),
      body: (c, res) => {
        const found = (res.json() as { value: number }[]).some((o) => o.value === c.x.id);
        const wanted = !c.foreign && (restrictionTypes as string[]).includes(c.x.type);
        return found === wanted ? [] : [`X ${found ? 'offered' : 'missing'}`];
      },
    },
    {
      rel: 'copy_dlo',
      mutating: true,
      expected: onList(),
      call: async (c) => ({ rel: 'copy_dlo', params: { targetId: (await arrange(c)).id } }),
      changed: definitionCount(standardDefinitions().length),
      cleanup,
    },
    {
      rel: 'copy_from_target',
      mutating: true,
      expected: onList(),
      call: async (c) => {
        const source = await arrange(c, true);
        const target = await arrange(c);
        return { rel: 'copy_from_target', params: { targetId: target.id, sourceId: source.id } };
      },
      changed: definitionCount(1),
      cleanup,
    },
    { rel: 'get_custom_defs', expected: onList(), call: async (c) => ({ rel: 'get_custom_defs', params: { performanceListId: (await arrange(c, true)).id } }), cleanup },
    { rel: 'get_class_by_perf_id', expected: onList(), call: async (c) => ({ rel: 'get_class_by_perf_id', params: { perflist: (await arrange(c, true)).id } }), cleanup },
    {
      rel: 'get_event_by_perf_id',
      expected: onList(),
      call: async (c) => ({
        rel: 'get_event_by_perf_id',
        params: { perflist: (await arrange(c, true)).id, classId: await classIdOf(env.t().database.db, 'M'), env: 2 },
      }),
      cleanup,
    },
    {
      rel: 'newcustomeventdefinitions',
      mutating: true,
      expected: onList(),
      call: async (c) => {
        const db = env.t().database.db;
        const { id } = await arrange(c, true);
        const [men, women, lj] = [await classIdOf(db, 'M'), await classIdOf(db, 'W'), await eventIdOf(db, 'LJ')];
        return {
          rel: 'newcustomeventdefinitions',
          payload: [
            { eventId: lj, classId: men, performanceListId: id },
            { eventId: lj, classId: women, performanceListId: id },
          ],
        };
      },
      changed: definitionCount(2),
      cleanup,
    },
    {
      rel: 'updatecustomdefs',
      mutating: true,
      expected: onList(),
      call: async (c) => {
        const { definition } = await arrange(c, true);
        return { rel: 'updatecustomdefs', payload: [{ id: definition, startAge: 20, endAge: 29, heightWeight: null, wind: true, environment: 1, handTimeAllowed: false }] };
      },
      changed: async () => {
        const [d] = await storedDefinitions(env.t().database.db, created.at(-1)!);
        return d.startAge === 20 && d.endAge === 29 && !d.handTimeAllowed ? [] : [`values not saved: ${JSON.stringify(d)}`];
      },
      cleanup,
    },
    {
      rel: 'startexport',
      expected: onList(),
      call: async (c) => ({ rel: 'startexport', params: { id: (await arrange(c)).id }, query: 'envi=1' }),
      cleanup,
    },
    { rel: 'definitions_links:get_all_classes', once: true, expected: definitionsReader, call: () => ({ rel: 'definitions_links:get_all_classes' }) },
    { rel: 'get_all_events', once: true, expected: definitionsReader, call: () => ({ rel: 'get_all_events' }) },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = {
  rows: bestListRows,
  offeredByRole: ['bestlist_links', 'definitions_links'],
  anonymousRels: ['public_bestlists', 'public_bestlist', 'public_bestlist_ranking'],
  async rootLinkValues(env) {
    const id = await insertStoredBestList(env.t().database.db, { masterId: env.org(EINTRACHT).masterId, name: 'Linkprobe' });
    return { public_bestlist: { id }, public_bestlist_ranking: { id } };
  },
};
