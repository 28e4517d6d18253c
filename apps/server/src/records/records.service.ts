import type { z } from 'zod';
import {
  dayOf,
  eventDisplayName,
  formatStoredMark,
  recordListQuery,
  recordsApi as api,
  recordWindApplies,
  type LanguageCode,
  type RecordCandidate,
  type RecordEntry,
  type RecordValues,
} from '@portal/domain';
import type { Auth, Deps } from '../deps';
import { notFound } from '../lib/problems';
import { loadRecordSet } from './record-sets.service';
import { deleteRecord, findRecord, insertRecord, pageOfRecords, recordsOfSets, updateRecord } from './records.repo';
import { presentRecord, storedWind } from './records.present';
import { presentFormEvent } from '../statistics/form-event';
import { resolveRecord } from './record-values';
import { eventsOfSet } from './set-events';
import { bestRecordsByEvent, recordCandidates } from './record-candidates.query';
import type { ServiceContext } from '../service-context';

type ListQuery = z.output<typeof recordListQuery>;

/** What a record is checked against besides its set: the federation's day (`TZ`) and the language of the answer. */
const checkOptions = (deps: Deps, culture: LanguageCode) => {
  const now = deps.clock.now();
  return { today: dayOf(now), culture };
};

/** One page of a set's records by event type, event order and day; the page links to `new` of the set. */
export async function listRecords({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, setId: number, query: ListQuery) {
  await loadRecordSet(deps.db, auth, setId);
  const { rows, total } = await pageOfRecords(deps.db, setId, query.freetextSearch, { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize });
  return {
    entities: rows.map((r) => presentRecord(r, deps.links, culture)),
    links: [deps.links.to(api.new, { id: setId })],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

async function loadRecord(deps: Deps, auth: Auth, id: number) {
  const record = await findRecord(deps.db, id, auth.masterId);
  if (!record) throw notFound();
  return record;
}

export async function getRecord({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, id: number): Promise<RecordEntry> {
  return presentRecord(await loadRecord(deps, auth, id), deps.links, culture);
}

/** Adds a record to a set of the caller's federation. */
export async function createRecord({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, setId: number, values: RecordValues) {
  const { set } = await loadRecordSet(deps.db, auth, setId);
  const columns = await resolveRecord(deps.db, set, values, checkOptions(deps, culture));
  const id = await insertRecord(deps.db, { ...columns, recordSetId: set.id, creatorUserId: auth.userId, lastEditorUserId: auth.userId });
  return getRecord({ deps, auth, culture }, id);
}

/** Changes a record of a set of the caller's federation. */
export async function changeRecord({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, id: number, values: RecordValues) {
  const current = await loadRecord(deps, auth, id);
  const { set } = await loadRecordSet(deps.db, auth, current.record.recordSetId);
  const columns = await resolveRecord(deps.db, set, values, {
    ...checkOptions(deps, culture),
    storedPerformanceId: current.record.performanceId,
    storedGlobalCompetitorGuid: current.record.globalCompetitorGuid,
  });
  if (!(await updateRecord(deps.db, id, { ...columns, lastEditorUserId: auth.userId, changedAt: deps.clock.now() }))) throw notFound();
  return getRecord({ deps, auth, culture }, id);
}

export async function removeRecord({ deps, auth }: ServiceContext<'deps' | 'auth'>, id: number) {
  await loadRecord(deps, auth, id);
  if (!(await deleteRecord(deps.db, id))) throw notFound();
  return {};
}

/** The events of a set with the record form's flags. */
export async function setEvents({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, setId: number) {
  const { set } = await loadRecordSet(deps.db, auth, setId);
  return (await eventsOfSet(deps.db, set)).map((e) => presentFormEvent(e, recordWindApplies(e, set.eventEnvironment), culture));
}

/** The performances of the federation's statistics that beat the set's records (see `recordCandidates`). */
export async function candidates({ deps, auth, culture }: ServiceContext<'deps' | 'auth' | 'culture'>, setId: number): Promise<RecordCandidate[]> {
  const { set } = await loadRecordSet(deps.db, auth, setId);
  const bests = bestRecordsByEvent(await recordsOfSets(deps.db, [set.id], [0, 1, 2]));
  const byEvent = new Map(bests.map((b) => [b.event.id, b]));
  const windApplies = (eventId: number) => recordWindApplies(byEvent.get(eventId)!.event, set.eventEnvironment);
  return (await recordCandidates(deps.db, set, bests)).map((c) => {
    const best = byEvent.get(c.eventId)!;
    return {
      performanceId: c.performanceId,
      eventCode: best.event.code,
      eventName: eventDisplayName(best.event.code, culture, { german: best.event.name }),
      eventType: best.event.eventType,
      athleteFirstname: c.athleteFirstname,
      athleteLastname: c.athleteLastname,
      nation: c.nation,
      organizationName: c.organizationName,
      gender: c.gender,
      yearOfBirth: c.yearOfBirth,
      nationalAthleteCode: c.nationalAthleteCode,
      formatedValue: formatStoredMark(best.event, c.markUnits, c.handTimed),
      handTimed: c.handTimed,
      ...storedWind(windApplies(c.eventId) ? c.windTenths : null),
      heightWeight: best.event.heightWeight,
      date: c.date,
      competitionName: c.competitionName,
      competitionTown: c.competitionTown,
      competitionNation: c.competitionNation,
      beats: { id: best.record.id, formatedValue: formatStoredMark(best.event, best.record.markUnits, best.record.handTimed), formatedWind: storedWind(best.record.windTenths).formatedWind },
    };
  });
}
