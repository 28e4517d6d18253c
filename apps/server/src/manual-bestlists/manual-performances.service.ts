import type { z } from 'zod';
import { dayOf, manualBestlistsApi as api, manualListWind, manualPerformanceListQuery, type ManualBestlistEvent, type ManualPerformance, type ManualPerformanceValues } from '@portal/domain';
import { notFound } from '../lib/problems';
import { findManualBestlist, lockManualBestlist } from './manual-bestlists.repo';
import { presentManualPerformance } from './manual-bestlists.present';
import { presentFormEvent } from '../statistics/form-event';
import { presentContext } from './manual-bestlists.service';
import { deleteManualPerformance, findManualPerformance, insertManualPerformance, pageOfManualPerformances, updateManualPerformance, usedEventCodes } from './manual-performances.repo';
import { listEventRows, resolveManualPerformance } from './manual-performances.validation';
import type { ServiceContext } from '../service-context';

type PerformanceQuery = z.output<typeof manualPerformanceListQuery>;

/**
 * One page of a list's performances, by event type, event and rank; each row carries its rank among
 * all the list's marks of its event. The page links to `new_manual_performance` of the list.
 */
export async function listManualPerformances({ deps, auth, access, culture }: ServiceContext, listId: number, query: PerformanceQuery) {
  const record = await findManualBestlist(deps.db, listId, auth.masterId);
  if (!record) throw notFound();
  const { rows, total } = await pageOfManualPerformances(
    deps.db,
    listId,
    { freetextSearch: query.freetextSearch, eventCode: query.event },
    { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize },
  );
  const ctx = await presentContext({ deps, auth, access, culture });
  return {
    entities: rows.map((r) => presentManualPerformance(r, record.list, ctx)),
    links: [deps.links.to(api.new_manual_performance, { id: listId })],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

export async function getManualPerformance({ deps, auth, access, culture }: ServiceContext, id: number): Promise<ManualPerformance> {
  const row = await findManualPerformance(deps.db, id, auth.masterId);
  if (!row) throw notFound();
  return presentManualPerformance(row, row.list, await presentContext({ deps, auth, access, culture }));
}

/** Enters a performance into a list of the caller's federation. */
export async function createManualPerformance({ deps, auth, access, culture }: ServiceContext, listId: number, values: ManualPerformanceValues): Promise<ManualPerformance> {
  const id = await deps.db.transaction(async (tx) => {
    // The list is locked so that a change of its class, environment or year cannot slip in between.
    const list = await lockManualBestlist(tx, listId, auth.masterId);
    if (!list) throw notFound();
    const columns = await resolveManualPerformance(tx, list, values, { today: dayOf(deps.clock.now()), culture });
    return insertManualPerformance(tx, { ...columns, manualBestlistId: list.id, creatorUserId: auth.userId, lastEditorUserId: auth.userId });
  });
  return getManualPerformance({ deps, auth, access, culture }, id);
}

export async function changeManualPerformance({ deps, auth, access, culture }: ServiceContext, id: number, values: ManualPerformanceValues): Promise<ManualPerformance> {
  await deps.db.transaction(async (tx) => {
    const current = await findManualPerformance(tx, id, auth.masterId);
    if (!current) throw notFound();
    const list = await lockManualBestlist(tx, current.list.id, auth.masterId);
    if (!list) throw notFound();
    const columns = await resolveManualPerformance(tx, list, values, { today: dayOf(deps.clock.now()), culture, stored: current.performance });
    await updateManualPerformance(tx, id, { ...columns, lastEditorUserId: auth.userId, changedAt: deps.clock.now() });
  });
  return getManualPerformance({ deps, auth, access, culture }, id);
}

export async function removeManualPerformance({ deps, auth }: ServiceContext<'deps' | 'auth'>, id: number): Promise<Record<string, never>> {
  const current = await findManualPerformance(deps.db, id, auth.masterId);
  if (!current) throw notFound();
  await deleteManualPerformance(deps.db, id);
  return {};
}

/** The list's events in their order (`used`: only those it has performances in, for the filter). */
export async function manualBestlistEvents({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, listId: number, used: boolean): Promise<ManualBestlistEvent[]> {
  const record = await findManualBestlist(deps.db, listId, auth.masterId);
  if (!record) throw notFound();
  let rows = await listEventRows(deps.db, record.list);
  if (used) {
    const codes = new Set(await usedEventCodes(deps.db, listId));
    rows = rows.filter((e) => codes.has(e.code));
  }
  return rows.map((e) => presentFormEvent(e, manualListWind(e, record.list.eventEnvironment), culture));
}
