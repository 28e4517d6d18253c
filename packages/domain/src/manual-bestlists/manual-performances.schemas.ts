import { z } from 'zod';
import { formEventSchema, type FormEvent } from '../results/form-event.schemas';
import { flagInput, guidInput, idOutput, linkSchema } from '../api/common.schemas';
import { pagedSchema, pagingQuery } from '../platform/paging';
import { ManualBestlistLimits } from './manual-bestlist-rules';
import { choice, countryCode, heightWeightInput, isEmptyInput, optionalText, requiredDay, requiredText, wholeNumber, windInput, type TypedNumber } from '../api/input-fields';
import { ManualPerformanceStatus } from './constants';

/** The longest mark text taken (`2:09:44.01*` and a little room). */
export const MANUAL_MARK_TEXT_LIMIT = 20;

/** Day or month of birth: absent, or 1 to `max` (spec §5: 'darf nicht kleiner 1 sein', 'darf nicht größer 31/12 sein'). */
const optionalDayPart = (max: number, maxMessage: string) =>
  z.preprocess(
    (v: TypedNumber) => (isEmptyInput(v) ? null : v),
    wholeNumber('errorShouldBeNumber').pipe(z.number().min(1, 'errorMinOne').max(max, maxMessage)).nullable(),
  );
const flag = z
  .boolean({ error: 'errorInvalidValue' })
  .optional()
  .transform((v) => v ?? false);

/**
 * A performance of a manual list as created or changed (spec §3 "Manual best list performance",
 * §5). The event is our event code; the mark is typed as on a results sheet (`10,81`, `1:58.3`,
 * `7,48`); `handtime` (or a trailing `*`) marks a hand time. What depends on the event and the list
 * is checked by the server: the event among the list's events, the mark for the event, hand time
 * only where the event allows it, height/weight as the event defines it, the date in the list's
 * season, the gender of the list, no day after today, the year of birth among the last 150 years;
 * wind is kept only for wind events outside. The identifiers of other systems (`worldAthleteNumber`,
 * `globalCompetitorGuid`) have no form field: absent keeps what is stored, null clears it.
 */
export const manualPerformanceInputSchema = z.object({
  athleteFirstname: optionalText(ManualBestlistLimits.athleteName),
  athleteLastname: requiredText('errorLastNameRequired', ManualBestlistLimits.athleteName),
  athleteIocCode: countryCode('errorNationRequired'),
  gender: choice([0, 1, 2], 'errorGenderRequired'),
  yearOfBirth: wholeNumber('errorYearOfBirthRequired'),
  nationalAthleteCode: optionalText(ManualBestlistLimits.nationalAthleteCode),
  worldAthleteNumber: optionalText(ManualBestlistLimits.worldAthleteNumber).optional(),
  globalCompetitorGuid: guidInput.optional(),
  organizationName: requiredText('errorOrganizationNameRequired', ManualBestlistLimits.organizationName),
  eventCode: requiredText('errorEventRequired', 16),
  performanceCountry: countryCode('errorNationRequired'),
  performanceTown: requiredText('errorTownRequired', ManualBestlistLimits.town),
  performanceLocation: optionalText(ManualBestlistLimits.location),
  details: optionalText(ManualBestlistLimits.details),
  dayOfBirth: optionalDayPart(31, 'errorMaxThirtyOne').optional().transform((v) => v ?? null),
  monthOfBirth: optionalDayPart(12, 'errorMaxTwelve').optional().transform((v) => v ?? null),
  isRecord: flag,
  handtime: flag,
  performanceStatus: choice(Object.values(ManualPerformanceStatus), 'errorPerformanceStatusRequired'),
  /** `YYYY-MM-DD` (a date-time gives its day). */
  date: requiredDay('errorDateRequired'),
  formatedValue: requiredText('errorBestResultRequired', MANUAL_MARK_TEXT_LIMIT),
  windSpeed: windInput.optional().transform((v) => v ?? null),
  heightWeight: heightWeightInput.optional().transform((v) => v ?? null),
});
export type ManualPerformanceInput = z.input<typeof manualPerformanceInputSchema>;
export type ManualPerformanceValues = z.output<typeof manualPerformanceInputSchema>;

/**
 * A performance as the list and the form read it. `formatedValue` is the mark as lists show it
 * (hand times to the tenth with `*`), `windSpeed` the reading in m/s (null when none counts),
 * `eventName` the event's long name in the reader's language, `rank` its place among the list's
 * marks of the event (equal marks share a place). Links: `update`, `delete`.
 */
export const manualPerformanceSchema = z.object({
  id: idOutput,
  manualBestlistId: idOutput,
  athleteFirstname: z.string().nullable(),
  athleteLastname: z.string(),
  athleteIocCode: z.string(),
  gender: z.number().int(),
  yearOfBirth: z.number().int(),
  dayOfBirth: z.number().int().nullable(),
  monthOfBirth: z.number().int().nullable(),
  nationalAthleteCode: z.string().nullable(),
  worldAthleteNumber: z.string().nullable(),
  globalCompetitorGuid: z.string().nullable(),
  organizationName: z.string(),
  eventCode: z.string(),
  internationalEventShort: z.string(),
  eventName: z.string(),
  eventType: z.number().int(),
  performanceCountry: z.string(),
  performanceTown: z.string(),
  performanceLocation: z.string().nullable(),
  details: z.string().nullable(),
  isRecord: z.boolean(),
  handtime: z.boolean(),
  performanceStatus: z.number().int(),
  heightWeight: z.number().nullable(),
  windSpeed: z.number().nullable(),
  date: z.string(),
  formatedValue: z.string(),
  rank: z.number().int(),
  links: z.array(linkSchema),
});
export type ManualPerformance = z.infer<typeof manualPerformanceSchema>;

/** The performances' query (spec §3): free text on the athlete's names, an event code, paging. */
export const manualPerformanceListQuery = pagingQuery.extend({
  freetextSearch: z.string().max(ManualBestlistLimits.search, 'errorTooLong').optional(),
  event: z.string().max(16, 'errorTooLong').optional(),
});
export type ManualPerformanceListQuery = z.input<typeof manualPerformanceListQuery>;

/** A page of a list's performances by event type, event and rank; the page's links hold `new_manual_performance`. */
export const manualPerformancePageSchema = pagedSchema(manualPerformanceSchema);

/** `{?used}`: only the events the list has performances in (the event filter), else every event of the list. */
export const manualBestlistEventsQuery = z.object({ used: flagInput });

/** An event of a manual list as the form and the filter need it; wind only where it counts for the list. */
export const manualBestlistEventSchema = formEventSchema;
export type ManualBestlistEvent = FormEvent;
