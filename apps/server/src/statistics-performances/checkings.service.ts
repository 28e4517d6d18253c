import type { z } from 'zod';
import {
  CheckingStatus,
  checkingUpdateSchema,
  formatStoredMark,
  newCheckingSchema,
  performanceCheckingsApi,
  type CheckingList,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { conflict, fieldError, notFound } from '../lib/problems';
import type { Auth } from '../deps';
import { athletesInMaster, findPerformance, insertChecking, insertNotDecided, listsOfPerformances, lockChecking, updateCheckingFrom } from './performances.repo';
import { eventShortText, presentChecking } from './performances.present';
import type { ServiceContext } from '../service-context';

type CheckingUpdate = z.output<typeof checkingUpdateSchema>;
type NewChecking = z.output<typeof newCheckingSchema>;

async function loadPerformance(db: DbOrTx, auth: Auth, id: number) {
  const record = await findPerformance(db, id, auth.masterId);
  if (!record) throw notFound();
  return record;
}

/** The checkings of a performance over the best lists it counts for (spec §2.2), by list name. */
export async function getCheckings({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, perfId: number): Promise<CheckingList> {
  const record = await loadPerformance(deps.db, auth, perfId);
  const p = record.performance;
  const [lists, athletes] = await Promise.all([listsOfPerformances(deps.db, [perfId]), athletesInMaster(deps.db, p.athleteId === null ? [] : [p.athleteId], auth.masterId)]);
  const athlete = p.athleteId === null ? undefined : athletes.get(p.athleteId);
  const entries = lists.get(perfId) ?? [];
  const ctx = { links: deps.links, culture };
  return {
    performance: {
      id: p.id,
      eventShortNational: eventShortText(record.event, culture),
      classShort: record.ageClass.code,
      bestResultString: formatStoredMark(record.event, p.markUnits, p.handTimed),
      competitorFullName: athlete ? `${athlete.firstName} ${athlete.lastName}` : record.organizationName,
    },
    entities: entries.map((l) => presentChecking(l, ctx)),
    links: entries.length > 0 ? [deps.links.to(performanceCheckingsApi.new_checking)] : [],
  };
}

/**
 * The toggle of spec §4: the client sends the status it read; Negative turns Positive, anything
 * else (also no checking yet, read as NotDecided) turns Negative. A status that moved on meanwhile
 * answers 409 and changes nothing.
 */
export async function toggleChecking({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, input: CheckingUpdate) {
  return deps.db.transaction(async (tx) => {
    await loadPerformance(tx, auth, input.perfId);
    const list = (await listsOfPerformances(tx, [input.perfId])).get(input.perfId)?.find((l) => l.bestListId === input.perfListId);
    if (!list) throw fieldError('PerfListId', 'errorPerformanceListNotAllowed');
    const stored = await lockChecking(tx, input.perfId, input.perfListId);
    const current = stored?.status ?? CheckingStatus.notDecided;
    if (current !== input.status) throw conflict('validation.errorCheckingChanged');
    const next = current === CheckingStatus.negative ? CheckingStatus.positive : CheckingStatus.negative;
    const values = { status: next, reason: input.reason, userId: auth.userId, changedAt: deps.clock.now() };
    // A checking inserted by someone else meanwhile breaks the unique index, which answers 409 as well.
    if (!stored) await insertChecking(tx, { performanceId: input.perfId, bestListId: input.perfListId, ...values });
    else if (!(await updateCheckingFrom(tx, stored.id, current, values))) throw conflict('validation.errorCheckingChanged');
    return presentChecking({ ...list, status: next, reason: input.reason, userId: auth.userId }, { links: deps.links, culture });
  });
}

/** Not-decided checkings of a performance for lists it counts for; lists already checked keep their verdict. */
export async function createCheckings({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, input: NewChecking) {
  await deps.db.transaction(async (tx) => {
    await loadPerformance(tx, auth, input.performanceId);
    const allowed = new Set(((await listsOfPerformances(tx, [input.performanceId])).get(input.performanceId) ?? []).map((l) => l.bestListId));
    if (input.performanceListIds.some((id) => !allowed.has(id))) throw fieldError('PerformanceListIds', 'errorPerformanceListNotAllowed');
    await insertNotDecided(tx, input.performanceId, [...new Set(input.performanceListIds)], auth.userId, CheckingStatus.notDecided, deps.clock.now());
  });
  return getCheckings({ deps, auth, culture }, input.performanceId);
}
