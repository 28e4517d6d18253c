import {
  fieldKey,
  manualListEvents,
  manualListWind,
  manualMarkText,
  manualPerformanceProblems,
  markKindOf,
  markRulesOf,
  markToUnits,
  parseListedMark,
  rankingSortKey,
  windTenths,
  type LanguageCode,
  type ManualPerformanceValues,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { Problem, type FieldMessage } from '../lib/problems';
import type { ManualBestlistRow } from './manual-bestlists.repo';
import { eventsByCodes, type EventRow, type ManualPerformanceRow, type NewManualPerformance } from './manual-performances.repo';

/** The columns a save writes (the list, creator and editor come from the path and the token). */
export type ManualPerformanceColumns = Omit<NewManualPerformance, 'id' | 'manualBestlistId' | 'creatorUserId' | 'lastEditorUserId' | 'createdAt' | 'changedAt'>;

/** The events of the list (spec: the class's events where the list is held), as stored. */
export async function listEventRows(tx: DbOrTx, list: Pick<ManualBestlistRow, 'classCode' | 'eventEnvironment'>): Promise<EventRow[]> {
  const codes = manualListEvents(list.classCode, list.eventEnvironment).map((e) => e.code);
  const rows = await eventsByCodes(tx, codes);
  return rows.sort((a, b) => a.sortOrder - b.sortOrder);
}

/** What a save is checked against besides the list: today on the server's clock, the language of the answer, and the stored row when it is changed. */
export interface ResolveContext {
  today: string;
  culture: LanguageCode;
  stored?: Pick<ManualPerformanceRow, 'worldAthleteNumber' | 'globalCompetitorGuid'>;
}

/**
 * Checks a performance against its list and event (`manualPerformanceProblems`, the form's rules)
 * and derives the stored columns: the mark in whole units with its hand-time flag and sort key
 * (decision 020), the wind in tenths only for wind events of lists that are not indoor, the
 * event's height/weight where it has one. Throws one 422 that names every field in error.
 */
export async function resolveManualPerformance(tx: DbOrTx, list: ManualBestlistRow, input: ManualPerformanceValues, context: ResolveContext): Promise<ManualPerformanceColumns> {
  const event = (await listEventRows(tx, list)).find((e) => e.code === input.eventCode);
  const markEvent = event && { code: event.code, measurement: markKindOf(event.measurement), handTimeAllowed: event.handTimeAllowed, heightWeight: event.heightWeight, environment: event.environment };
  const problems = manualPerformanceProblems(input, { event: markEvent, list, today: context.today, culture: context.culture });
  if (!event || !markEvent || problems.length > 0) {
    const fields: Record<string, FieldMessage[]> = {};
    for (const { field, key, params } of problems) (fields[fieldKey(field)] ??= []).push({ key, params });
    throw new Problem(422, 'http.422', {}, fields);
  }
  // The problems above have read the mark; here it becomes the stored units.
  const { text, handTimed } = manualMarkText(input.formatedValue, input.handtime);
  const mark = parseListedMark(text, markRulesOf(markEvent));
  const markUnits = mark.ok ? markToUnits(mark.value, markEvent.measurement) : 0;

  return {
    athleteFirstname: input.athleteFirstname,
    athleteLastname: input.athleteLastname,
    athleteIocCode: input.athleteIocCode,
    gender: input.gender,
    yearOfBirth: input.yearOfBirth,
    dayOfBirth: input.dayOfBirth,
    monthOfBirth: input.monthOfBirth,
    nationalAthleteCode: input.nationalAthleteCode,
    worldAthleteNumber: input.worldAthleteNumber === undefined ? (context.stored?.worldAthleteNumber ?? null) : input.worldAthleteNumber,
    globalCompetitorGuid: input.globalCompetitorGuid === undefined ? (context.stored?.globalCompetitorGuid ?? null) : input.globalCompetitorGuid,
    organizationName: input.organizationName,
    eventId: event.id,
    performanceCountry: input.performanceCountry,
    performanceTown: input.performanceTown,
    performanceLocation: input.performanceLocation,
    details: input.details,
    isRecord: input.isRecord,
    performanceStatus: input.performanceStatus,
    heightWeight: event.heightWeight,
    windTenths: manualListWind(event, list.eventEnvironment) && input.windSpeed !== null ? windTenths(input.windSpeed) : null,
    performanceDate: input.date,
    markUnits,
    handTimed,
    sortKey: rankingSortKey(markUnits, markEvent.measurement, handTimed),
  };
}
