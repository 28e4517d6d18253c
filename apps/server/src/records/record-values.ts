import {
  fieldKey,
  markKindOf,
  markRulesOf,
  markToUnits,
  parseListedMark,
  recordProblems,
  recordWindApplies,
  windTenths,
  type LanguageCode,
  type RecordValues,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { Problem, type FieldMessage } from '../lib/problems';
import type { RecordSetRow } from './record-sets.repo';
import type { EventRow, NewRecord } from './records.repo';
import { eventsOfSet } from './set-events';
import { isAdoptable } from './record-candidates.query';

/** Collects field errors so that one 422 names every problem of the form. */
class FieldErrors {
  private readonly fields: Record<string, FieldMessage[]> = {};
  add(field: string, key: string, params?: Record<string, string>): void {
    const list = (this.fields[field] ??= []);
    if (!list.some((f) => f.key === key)) list.push({ key, params });
  }
  throwIfAny(): void {
    if (Object.keys(this.fields).length > 0) throw new Problem(422, 'http.422', {}, this.fields);
  }
}

/** The columns a record's values give; what the set and the event decide is checked here. */
export type RecordColumns = Omit<NewRecord, 'recordSetId' | 'creatorUserId' | 'lastEditorUserId' | 'createdAt' | 'changedAt'>;

export interface ResolveOptions {
  /** The federation's day (`YYYY-MM-DD`): no record is dated after it. */
  today: string;
  /** The language of the answer's messages. */
  culture: LanguageCode;
  /** The performance the record was adopted from so far (update); it needs no new check. */
  storedPerformanceId?: number | null;
  /** The global competitor id stored so far (update), kept when the payload leaves it out. */
  storedGlobalCompetitorGuid?: string | null;
}

/**
 * Checks a record against the set (spec §5; decision: the event among the set's events) and the
 * domain's rules of a mark (decision 030: within the event's plausible range, no foul, no day after
 * today, no wind-assisted reading) and derives the stored columns: the mark parsed for the event
 * into units with the hand-time flag, wind in tenths only for wind events of sets that are not
 * indoor (else cleared), height/weight only where the event defines one (and then required and the
 * event's: its code fixes the implement). An adopted performance must be one the set could take as
 * a record. Throws one 422 that names every field in error.
 */
export async function resolveRecord(db: DbOrTx, set: RecordSetRow, input: RecordValues, options: ResolveOptions): Promise<RecordColumns> {
  const errors = new FieldErrors();
  const event: EventRow | undefined = (await eventsOfSet(db, set)).find((e) => e.code === input.eventCode);
  if (!event) {
    errors.add('EventCode', 'errorRecordEventNotInSet');
    errors.throwIfAny();
  }
  const e = event!;
  const kind = markKindOf(e.measurement);
  const recordEvent = { code: e.code, measurement: kind, handTimeAllowed: e.handTimeAllowed, windRequired: recordWindApplies(e, set.eventEnvironment), heightWeight: e.heightWeight };
  for (const problem of recordProblems(input, { event: recordEvent, today: options.today, culture: options.culture })) {
    errors.add(fieldKey(problem.field), problem.key, problem.params);
  }
  const parsed = parseListedMark(input.formatedValue, markRulesOf(recordEvent));
  const units = parsed.ok ? markToUnits(parsed.value, kind) : 0;
  const handTimed = parsed.ok && parsed.handTimed;
  const performanceId = input.performanceId === undefined ? (options.storedPerformanceId ?? null) : input.performanceId;
  if (performanceId !== null && performanceId !== options.storedPerformanceId && !(await isAdoptable(db, set, performanceId, e.id))) {
    errors.add('PerformanceId', 'errorRecordCandidateInvalid');
  }
  errors.throwIfAny();
  const wind = recordEvent.windRequired ? input.windSpeed : null;
  return {
    athleteFirstname: input.athleteFirstname,
    athleteLastname: input.athleteLastname,
    athleteIocCode: input.athleteIocCode,
    gender: input.gender,
    yearOfBirth: input.yearOfBirth,
    nationalAthleteCode: input.nationalAthleteCode,
    worldAthleteNumber: input.worldAthleteNumber,
    globalCompetitorGuid: input.globalCompetitorGuid === undefined ? (options.storedGlobalCompetitorGuid ?? null) : input.globalCompetitorGuid,
    eventId: e.id,
    recordCountry: input.recordCountry,
    recordTown: input.recordTown,
    recordStatus: input.recordStatus,
    heightWeight: e.heightWeight,
    windTenths: wind === null ? null : windTenths(wind),
    recordDate: input.date,
    markUnits: units,
    handTimed,
    performanceId,
  };
}
