import type { z } from 'zod';
import { dayOf, Environment, isManualListYear, latestManualListYear, manualBestlistListQuery, manualBestlistsApi as api, manualListEvents, type ManualBestlist, type ManualBestlistValues } from '@portal/domain';
import type { DbOrTx, Tx } from '../db/client';
import { fieldError, notFound } from '../lib/problems';
import type { Deps } from '../deps';
import { deleteManualBestlist, findClassByCode, findManualBestlist, insertManualBestlist, lockManualBestlist, pageOfManualBestlists, updateManualBestlist, type ManualBestlistRow } from './manual-bestlists.repo';
import { presentManualBestlist, type PresentContext } from './manual-bestlists.present';
import { clearWindOfList, hasPerformancesOfOtherGender, hasPerformancesOutsideSeason, usedEventCodes } from './manual-performances.repo';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof manualBestlistListQuery>;

export async function presentContext({ deps, auth, access, culture }: ServiceContext): Promise<PresentContext> {
  return { grants: await access.grants(), masterId: auth.masterId, links: deps.links, culture };
}

/** One page of the federation's manual lists by name, searched in name and code; the page links to `new`. */
export async function listManualBestlists({ deps, auth, access, culture }: ServiceContext, query: ListQuery) {
  const { rows, total } = await pageOfManualBestlists(deps.db, auth.masterId, query.freetextSearch, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  const ctx = await presentContext({ deps, auth, access, culture });
  return {
    entities: rows.map((r) => presentManualBestlist(r, ctx)),
    links: [deps.links.to(api.new)],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

export async function getManualBestlist({ deps, auth, access, culture }: ServiceContext, id: number): Promise<ManualBestlist> {
  const record = await findManualBestlist(deps.db, id, auth.masterId);
  if (!record) throw notFound();
  return presentManualBestlist(record, await presentContext({ deps, auth, access, culture }));
}

/** The class must be one the federation knows; the year "All" or one of the last 100 years. */
async function checkList(db: DbOrTx, deps: Deps, values: ManualBestlistValues): Promise<void> {
  if (!(await findClassByCode(db, values.nationalClassShort))) throw fieldError('NationalClassShort', 'errorClassRequired');
  if (!isManualListYear(values.year, latestManualListYear(dayOf(deps.clock.now())))) throw fieldError('Year', 'errorYearInvalid');
}

const columnsOf = (values: ManualBestlistValues) => ({
  name: values.name,
  code: values.code,
  classCode: values.nationalClassShort,
  startAge: values.startAge,
  endAge: values.endAge,
  gender: values.gender,
  year: values.year,
  eventEnvironment: values.eventEnvironment,
});

/** Creates a list of the caller's federation. */
export async function createManualBestlist({ deps, auth, access, culture }: ServiceContext, values: ManualBestlistValues): Promise<ManualBestlist> {
  await checkList(deps.db, deps, values);
  const id = await insertManualBestlist(deps.db, { ...columnsOf(values), masterId: auth.masterId });
  return getManualBestlist({ deps, auth, access, culture }, id);
}

/**
 * A changed list must keep its performances valid: their events stay events of the list (class and
 * environment), their days stay in its year's season and their gender fits. Each rule is checked
 * only when a field it depends on changes, so a list with marks entered under earlier rules can
 * still be renamed. An indoor list reads no wind, so the readings go.
 */
async function checkPerformancesFit(tx: Tx, current: ManualBestlistRow, values: ManualBestlistValues): Promise<void> {
  const classChanged = values.nationalClassShort !== current.classCode;
  const environmentChanged = values.eventEnvironment !== current.eventEnvironment;
  const allowed = new Set(manualListEvents(values.nationalClassShort, values.eventEnvironment).map((e) => e.code));
  if ((classChanged || environmentChanged) && (await usedEventCodes(tx, current.id)).some((code) => !allowed.has(code))) {
    throw fieldError(classChanged ? 'NationalClassShort' : 'EventEnvironment', 'errorListEventsInUse');
  }
  const yearChanged = values.year !== current.year;
  if ((yearChanged || environmentChanged) && values.year !== null && (await hasPerformancesOutsideSeason(tx, current.id, values.year, values.eventEnvironment))) {
    throw fieldError(yearChanged ? 'Year' : 'EventEnvironment', 'errorListDatesOutsideYear');
  }
  if (values.gender !== current.gender && values.gender !== 2 && (await hasPerformancesOfOtherGender(tx, current.id, values.gender))) throw fieldError('Gender', 'errorListGendersInUse');
}

export async function changeManualBestlist({ deps, auth, access, culture }: ServiceContext, id: number, values: ManualBestlistValues): Promise<ManualBestlist> {
  await deps.db.transaction(async (tx) => {
    const current = await lockManualBestlist(tx, id, auth.masterId);
    if (!current) throw notFound();
    await checkList(tx, deps, values);
    await checkPerformancesFit(tx, current, values);
    await updateManualBestlist(tx, id, auth.masterId, { ...columnsOf(values), changedAt: deps.clock.now() });
    if (values.eventEnvironment === Environment.indoor) await clearWindOfList(tx, id);
  });
  return getManualBestlist({ deps, auth, access, culture }, id);
}

/** Deletes the list with its performances. */
export async function removeManualBestlist({ deps, auth }: ServiceContext<'deps' | 'auth'>, id: number): Promise<Record<string, never>> {
  if (!(await deleteManualBestlist(deps.db, id, auth.masterId))) throw notFound();
  return {};
}
