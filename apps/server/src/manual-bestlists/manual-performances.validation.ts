import {
  fitsListGender,
  heightWeightProblem,
  isFutureDay,
  isManualYearOfBirth,
  manualListDateRange,
  manualListSeasonError,
  manualListEvents,
  manualListWind,
  markMessage,
  markRulesOf,
  markToUnits,
  parseListedMark,
  rankingSortKey,
  splitHandTime,
  windTenths,
  type LanguageCode,
  type ManualPerformanceValues,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { Problem, type FieldMessage } from '../lib/problems';
import type { ManualBestlistRow } from './manual-bestlists.repo';
import { markKindOf } from './manual-bestlists.present';
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
 * Checks a performance against its list and event (spec §5 and decision 022) and derives the
 * stored columns: the mark in whole units with its hand-time flag and sort key (decision 020), the
 * wind in tenths only for wind events of lists that are not indoor, the event's height/weight where
 * it has one. Throws one 422 that names every field in error.
 */
export async function resolveManualPerformance(tx: DbOrTx, list: ManualBestlistRow, input: ManualPerformanceValues, context: ResolveContext): Promise<ManualPerformanceColumns> {
  const fields: Record<string, FieldMessage[]> = {};
  const add = (field: string, key: string, params?: Record<string, string>) => (fields[field] ??= []).push({ key, params });

  const event = (await listEventRows(tx, list)).find((e) => e.code === input.eventCode);
  if (!event) add('EventCode', 'errorEventNotInList');
  if (!isManualYearOfBirth(input.yearOfBirth, Number(context.today.slice(0, 4)))) add('YearOfBirth', 'errorYearOfBirthRequired');
  if (!fitsListGender(input.gender, list.gender)) add('Gender', 'errorGenderNotList');
  if (isFutureDay(input.date, context.today)) add('Date', 'errorDateInFuture');
  else if (list.year !== null) {
    const season = manualListDateRange(list.year, list.eventEnvironment, event?.environment ?? null);
    if (input.date < season.from || input.date > season.to) add('Date', manualListSeasonError(list.eventEnvironment, event?.environment ?? null));
  }

  let markUnits = 0;
  let handTimed = false;
  if (event) {
    // The hand-time box and a typed star say the same; where the event has no hand timing the box is refused.
    const typed = splitHandTime(input.formatedValue);
    handTimed = input.handtime || typed.handTimed;
    if (input.handtime && !event.handTimeAllowed) add('Handtime', 'markHandTimeNotAllowed');
    else {
      const rules = markRulesOf({ code: event.code, measurement: markKindOf(event), handTimeAllowed: event.handTimeAllowed });
      const parsed = parseListedMark(handTimed ? `${typed.body}*` : typed.body, rules);
      if (!parsed.ok) {
        const message = markMessage(parsed.reason, rules, context.culture);
        add('FormatedValue', message.key, message.params);
      } else markUnits = markToUnits(parsed.value, markKindOf(event));
    }
    const heightWeight = heightWeightProblem(event.heightWeight, input.heightWeight);
    if (heightWeight) add('HeightWeight', heightWeight);
  }
  if (!event || Object.keys(fields).length > 0) throw new Problem(422, 'http.422', {}, fields);

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
    sortKey: rankingSortKey(markUnits, markKindOf(event), handTimed),
  };
}
