/**
 * The record rows of the permission matrix: record admins of a federation read and change its
 * record sets and records, another federation's are absent (404), and nobody else reaches the two
 * areas (spec statistics.md §6), derived from the demo accounts' grants, not from the policy code.
 */
import { eq, inArray } from 'drizzle-orm';
import { recordSets } from '../db/schema';
import type { AccountKey, Org } from '../test/fixtures';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { routeKey } from '../test/routes';
import { insertStoredRecord, insertStoredRecordSet, recordPayload, recordSetPayload, storedRecord, storedRecordSet, storedRecordsOfSet } from './records.fixtures';

const sets = (rel: string) => routeKey('recordset_links', rel);
const recs = (rel: string) => routeKey('record_links', rel);

export function recordRows(env: MatrixEnv): Row[] {
  const created: number[] = [];
  const db = () => env.t().database.db;
  const recordAdmin = (who: AccountKey) => env.grantIds(who).some((g) => g.role === 'RecordAdmin');
  /** 403 for anyone but a record admin (the areas are not offered), 404 for the other federation's objects. */
  const inArea =
    (ok = 200) =>
    (c: Ctx) =>
      !recordAdmin(c.who) ? 403 : c.foreign ? 404 : ok;
  const list = (c: Ctx) => (recordAdmin(c.who) ? 200 : 403);
  const regionOf = (x: Org) => x.path.map((id) => env.orgById().get(id)).find((o) => o?.type === 'Region') ?? null;
  const label = (c: Ctx) => `Matrix ${c.who} ${c.target}`;

  /** A set of X's federation with a 100 m record, written directly. */
  async function arrange(c: Ctx) {
    const set = await insertStoredRecordSet(db(), { masterId: c.x.masterId, name: label(c), code: 'MTX' });
    created.push(set);
    const record = await insertStoredRecord(db(), { setId: set, eventCode: '100', mark: '10,50', wind: 0.4, lastName: label(c) });
    return { set, record };
  }
  const cleanup = async () => {
    if (created.length) await db().delete(recordSets).where(inArray(recordSets.id, created.splice(0)));
  };
  const sameId = (wanted: () => number | undefined) => (_c: Ctx, res: { json(): unknown }) => ((res.json() as { id: number }).id === wanted() ? [] : ['another object answered']);

  return [
    {
      rel: 'get_recordsets',
      expected: list,
      call: async (c) => {
        await arrange(c);
        return { rel: 'get_recordsets', query: `freetextSearch=${encodeURIComponent(label(c))}` };
      },
      body: (c, res) => {
        const found = (res.json() as { entities: { id: number }[] }).entities.some((e) => e.id === created.at(-1));
        return found === !c.foreign ? [] : [`set of X ${c.foreign ? 'listed' : 'missing'}`];
      },
      cleanup,
    },
    {
      rel: sets('new'),
      mutating: true,
      // A club's set names X as text only: it is created in the caller's own federation, whatever X.
      expected: (c) => (recordAdmin(c.who) ? 201 : 403),
      call: (c) => ({ rel: sets('new'), payload: recordSetPayload({ name: `Neu ${label(c)}`, recordValidity: 8, validityQualifier: c.x.name }) }),
      changed: async (c) => {
        const rows = await db().select().from(recordSets).where(eq(recordSets.name, `Neu ${label(c)}`));
        created.push(...rows.map((r) => r.id));
        return rows.length === 1 && rows[0].masterId === c.masterId ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup,
    },
    {
      rel: sets('new'),
      variant: 'national, for the state association of X',
      mutating: true,
      // Another federation's association is refused as invalid input; X without one (the federation itself) needs none to be refused.
      expected: (c) => (!recordAdmin(c.who) ? 403 : c.foreign && regionOf(c.x) ? 422 : 201),
      call: (c) => ({ rel: sets('new'), payload: recordSetPayload({ name: `Land ${label(c)}`, recordValidity: regionOf(c.x) ? 4 : 1, validityOrganizationId: regionOf(c.x)?.id ?? null }) }),
      changed: async (c) => {
        const rows = await db().select().from(recordSets).where(eq(recordSets.name, `Land ${label(c)}`));
        created.push(...rows.map((r) => r.id));
        const ok = rows.length === 1 && rows[0].masterId === c.masterId && rows[0].validityOrganizationId === (regionOf(c.x)?.id ?? null);
        return ok ? [] : [`created ${JSON.stringify(rows)}`];
      },
      cleanup,
    },
    {
      rel: sets('get_by_id'),
      expected: inArea(),
      call: async (c) => ({ rel: sets('get_by_id'), params: { id: (await arrange(c)).set } }),
      body: sameId(() => created.at(-1)),
      cleanup,
    },
    {
      rel: sets('update'),
      mutating: true,
      expected: inArea(),
      call: async (c) => ({ rel: sets('update'), params: { id: (await arrange(c)).set }, payload: recordSetPayload({ name: `Geändert ${label(c)}`, recordValidity: 1 }) }),
      changed: async (c, call) => ((await storedRecordSet(db(), Number(call.params!.id))).name === `Geändert ${label(c)}` ? [] : ['not changed']),
      cleanup,
    },
    {
      rel: sets('delete'),
      mutating: true,
      expected: inArea(),
      call: async (c) => ({ rel: sets('delete'), params: { id: (await arrange(c)).set } }),
      changed: async (_c, call) => {
        const id = Number(call.params!.id);
        return !(await storedRecordSet(db(), id)) && (await storedRecordsOfSet(db(), id)).length === 0 ? [] : ['not deleted'];
      },
      cleanup,
    },
    {
      rel: sets('get_validity_regions'),
      once: true,
      expected: list,
      call: () => ({ rel: sets('get_validity_regions') }),
      body: (c, res) => {
        const own = (o: Org | undefined) => o?.masterId === c.masterId;
        const foreignListed = (res.json() as { value: number }[]).some((o) => !own(env.orgById().get(o.value)));
        return foreignListed ? ['another federation’s state association listed'] : [];
      },
    },
    {
      rel: recs('get_records'),
      expected: inArea(),
      call: async (c) => ({ rel: recs('get_records'), params: { id: (await arrange(c)).set } }),
      body: (_c, res) => ((res.json() as { entities: unknown[] }).entities.length === 1 ? [] : ['the arranged record missing']),
      cleanup,
    },
    {
      rel: recs('new'),
      mutating: true,
      expected: inArea(201),
      call: async (c) => ({ rel: recs('new'), params: { id: (await arrange(c)).set }, payload: recordPayload({ athleteLastname: `Neu ${label(c)}` }) }),
      changed: async (c, call) => ((await storedRecordsOfSet(db(), Number(call.params!.id))).some((r) => r.athleteLastname === `Neu ${label(c)}`) ? [] : ['not created']),
      cleanup,
    },
    {
      rel: recs('get_by_id'),
      expected: inArea(),
      call: async (c) => {
        const { record } = await arrange(c);
        return { rel: recs('get_by_id'), params: { id: record } };
      },
      body: (c, res) => ((res.json() as { athleteLastname: string }).athleteLastname === label(c) ? [] : ['another record answered']),
      cleanup,
    },
    {
      rel: recs('update'),
      mutating: true,
      expected: inArea(),
      call: async (c) => ({ rel: recs('update'), params: { id: (await arrange(c)).record }, payload: recordPayload({ athleteLastname: `Geändert ${label(c)}` }) }),
      changed: async (c, call) => ((await storedRecord(db(), Number(call.params!.id))).athleteLastname === `Geändert ${label(c)}` ? [] : ['not changed']),
      cleanup,
    },
    {
      rel: recs('delete'),
      mutating: true,
      expected: inArea(),
      call: async (c) => ({ rel: recs('delete'), params: { id: (await arrange(c)).record } }),
      changed: async (_c, call) => ((await storedRecord(db(), Number(call.params!.id))) ? ['not deleted'] : []),
      cleanup,
    },
    {
      rel: recs('get_events'),
      expected: inArea(),
      call: async (c) => ({ rel: recs('get_events'), params: { id: (await arrange(c)).set } }),
      cleanup,
    },
    {
      rel: recs('get_candidates'),
      expected: inArea(),
      call: async (c) => ({ rel: recs('get_candidates'), params: { id: (await arrange(c)).set } }),
      cleanup,
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = { rows: recordRows, offeredByRole: ['recordset_links', 'record_links'], anonymousRels: ['public_records'] };
