import { z } from 'zod';
import { formEventSchema, type FormEvent } from '../results/form-event.schemas';
import { guidInput, idOutput, linkSchema } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { RecordStatus } from './constants';
import { choice, countryCode, heightWeightInput, isEmptyInput, optionalId, optionalText, requiredDay, requiredText, wholeNumber, windInput, type TypedNumber } from '../api/input-fields';
import { RecordLimits } from './record-rules';

/**
 * A record as created or changed (spec §3 "Record", §5). The event is our event code; the mark is
 * typed as on a results sheet (`10,52`, `10,5*` for a hand time, `1:45,3`, `8,95`). What depends on
 * the event and the set is checked by the server: the event among the set's events, the mark for
 * the event, height/weight where the event defines one, the year of birth among the current year
 * and the 149 before; wind is kept only for wind events of sets that are not indoor.
 * `performanceId` names the statistics performance the record is adopted from; it and
 * `globalCompetitorGuid` (no form field) keep what is stored when absent.
 */
export const recordInputSchema = z.object({
  athleteFirstname: requiredText('errorFirstNameRequired', RecordLimits.athleteName),
  athleteLastname: requiredText('errorLastNameRequired', RecordLimits.athleteName),
  athleteIocCode: countryCode('errorNationRequired'),
  gender: choice([0, 1, 2], 'errorGenderRequired'),
  yearOfBirth: z.preprocess((v: TypedNumber) => (isEmptyInput(v) ? null : v), wholeNumber('errorYearOfBirthInvalid').nullable()),
  nationalAthleteCode: optionalText(RecordLimits.nationalAthleteCode),
  worldAthleteNumber: optionalText(RecordLimits.worldAthleteNumber),
  globalCompetitorGuid: guidInput.optional(),
  eventCode: requiredText('errorEventRequired', 16),
  recordCountry: countryCode('errorNationRequired'),
  recordTown: requiredText('errorTownRequired', RecordLimits.town),
  recordStatus: choice(Object.values(RecordStatus), 'errorRecordStatusRequired'),
  heightWeight: heightWeightInput.optional().transform((v) => v ?? null),
  windSpeed: windInput.optional().transform((v) => v ?? null),
  date: requiredDay('errorDateRequired'),
  formatedValue: requiredText('errorBestResultRequired', RecordLimits.markText),
  performanceId: optionalId.optional(),
});
export type RecordInput = z.input<typeof recordInputSchema>;
export type RecordValues = z.output<typeof recordInputSchema>;

/**
 * A record as the list and the form read it. `formatedValue` is the mark as lists show it (hand
 * times to the tenth with `*`), `windSpeed` the reading in m/s and `formatedWind` the same with its
 * sign and one decimal (both null when no wind counts), `eventName` the event's long name in the
 * reader's language. Links: `get_by_id`, `update`, `delete`.
 */
export const recordSchema = z.object({
  id: idOutput,
  recordSetId: idOutput,
  athleteFirstname: z.string(),
  athleteLastname: z.string(),
  athleteIocCode: z.string(),
  gender: z.number().int(),
  yearOfBirth: z.number().int().nullable(),
  nationalAthleteCode: z.string().nullable(),
  worldAthleteNumber: z.string().nullable(),
  globalCompetitorGuid: z.string().nullable(),
  eventCode: z.string(),
  internationalEventShort: z.string(),
  eventName: z.string(),
  eventType: z.number().int(),
  recordCountry: z.string(),
  recordTown: z.string(),
  recordStatus: z.number().int(),
  heightWeight: z.number().nullable(),
  windSpeed: z.number().nullable(),
  formatedWind: z.string().nullable(),
  date: z.string(),
  formatedValue: z.string(),
  handTimed: z.boolean(),
  performanceId: idOutput.nullable(),
  links: z.array(linkSchema),
});
export type RecordEntry = z.infer<typeof recordSchema>;

/** The records' query (spec §3): free text on the athlete's names and the town, paging. */
export const recordListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(RecordLimits.search, 'errorTooLong').optional(),
});
export type RecordListQuery = z.input<typeof recordListQuery>;

/** A page of a set's records by event type, event order and date; the page's links hold `new`. */
export const recordPageSchema = pagedSchema(recordSchema);

/** An event of a record set as the record form needs it; wind is false in indoor sets. */
export const recordEventSchema = formEventSchema;
export type RecordEvent = FormEvent;

/**
 * A statistics performance of the federation that beats the set's best record of its event, by an
 * athlete within the set's validity (`recordCandidateScope`): who (with club and nation), the mark
 * as lists show it, wind, where and when, and the record it beats. The record form is
 * filled from it, and the new record names `performanceId`.
 */
export const recordCandidateSchema = z.object({
  performanceId: idOutput,
  eventCode: z.string(),
  eventName: z.string(),
  eventType: z.number().int(),
  athleteFirstname: z.string(),
  athleteLastname: z.string(),
  /** The athlete's nation (IOC code) when the mark was made. */
  nation: z.string(),
  /** The athlete's club when the mark was made. */
  organizationName: z.string(),
  gender: z.number().int(),
  yearOfBirth: z.number().int(),
  nationalAthleteCode: z.string().nullable(),
  formatedValue: z.string(),
  handTimed: z.boolean(),
  windSpeed: z.number().nullable(),
  formatedWind: z.string().nullable(),
  heightWeight: z.number().nullable(),
  date: z.string(),
  competitionName: z.string(),
  competitionTown: z.string(),
  competitionNation: z.string(),
  beats: z.object({ id: idOutput, formatedValue: z.string(), formatedWind: z.string().nullable() }),
});
export type RecordCandidate = z.infer<typeof recordCandidateSchema>;

