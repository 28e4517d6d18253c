import type { FieldErrors, Resolver } from 'react-hook-form';
import {
  dayOf,
  eventByCode,
  fitsListGender,
  formatWind,
  manualListDateRange,
  manualPerformanceInputSchemaFor,
  manualMarkText,
  markRulesOf as domainMarkRules,
  parseListedMark,
  splitHandTime,
  type ManualBestlist,
  type ManualBestlistEvent,
  type ManualPerformance,
  type ManualPerformanceContext,
  type ManualPerformanceInput,
  type MarkRules,
} from '@portal/domain';
import { currentLanguage } from '../../../lib/i18n';
import { issueMessage, markProblemText } from '../../../lib/issue-message';
import { storedValues } from '../../../lib/stored-values';

/** The performance form's values (spec §2.7, §3): texts as typed, '' for an empty choice, null for an empty day. */
export interface PerformanceFormValues {
  athleteFirstname: string;
  athleteLastname: string;
  athleteIocCode: string;
  gender: number | '';
  yearOfBirth: number | '';
  nationalAthleteCode: string;
  organizationName: string;
  eventCode: string;
  performanceCountry: string;
  performanceTown: string;
  performanceLocation: string;
  details: string;
  dayOfBirth: string;
  monthOfBirth: string;
  /** `YYYY-MM-DD`, null when empty, or the marker of a typed non-day. */
  date: string | null;
  isRecord: boolean;
  handtime: boolean;
  formatedValue: string;
  windSpeed: string;
  heightWeight: string;
  performanceStatus: number | '';
}

/** What the rules need besides the values: the chosen event, the list, and today (`YYYY-MM-DD`). */
export interface PerformanceRules {
  event: ManualBestlistEvent | null;
  list: Pick<ManualBestlist, 'year' | 'gender' | 'eventEnvironment'>;
  today: string;
}

/** The rules for the list and event of the moment, with today on the reader's clock. */
export const performanceRules = (event: ManualBestlistEvent | null, list: PerformanceRules['list']): PerformanceRules => ({ event, list, today: dayOf(new Date()) });

/**
 * The days a mark may have (decision 022): up to today, and within the season of the list's year
 * when it has one (the event's environment decides on a list of both environments).
 */
export function dateWindowOf({ event, list, today }: PerformanceRules): { from: string | null; to: string } {
  if (list.year === null) return { from: null, to: today };
  const eventEnvironment = event ? (eventByCode(event.code)?.environment ?? null) : null;
  const season = manualListDateRange(list.year, list.eventEnvironment, eventEnvironment);
  return { from: season.from, to: season.to < today ? season.to : today };
}

/** The genders a mark of the list may have: the list's own, or every one on a mixed list. */
export const listGenders = (listGender: number) => ([0, 1, 2] as const).filter((gender) => fitsListGender(gender, listGender));

/** How typed marks of an event are read: its plausible range from the reference data (the domain's rule). */
export const markRulesOf = (event: ManualBestlistEvent): MarkRules & { code: string } => domainMarkRules(event);

/** Reads the typed mark as the server does (a foul is no mark) and words a refusal as the server does, naming the event's range. */
export function readMark(values: Pick<PerformanceFormValues, 'formatedValue' | 'handtime'>, event: ManualBestlistEvent): { ok: true; value: number; handTimed: boolean } | { ok: false; message: string } {
  const rules = markRulesOf(event);
  const parsed = parseListedMark(manualMarkText(values.formatedValue, values.handtime && event.handTimeAllowed).text, rules);
  return parsed.ok ? parsed : { ok: false, message: markProblemText(parsed.reason, rules) };
}


/** A stored decimal as the form shows it (German style comma). */
const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** A new performance of a list: official, the list's gender when it has one. */
export const newPerformanceValues = (listGender: number): PerformanceFormValues => ({
  athleteFirstname: '',
  athleteLastname: '',
  athleteIocCode: '',
  gender: listGender === 0 || listGender === 1 ? listGender : '',
  yearOfBirth: '',
  nationalAthleteCode: '',
  organizationName: '',
  eventCode: '',
  performanceCountry: '',
  performanceTown: '',
  performanceLocation: '',
  details: '',
  dayOfBirth: '',
  monthOfBirth: '',
  date: null,
  isRecord: false,
  handtime: false,
  formatedValue: '',
  windSpeed: '',
  heightWeight: '',
  performanceStatus: 1,
});

/** The values of a stored performance; the mark without its star (the hand-time box holds it), the date as its day. */
export const performanceValuesOf = (p: ManualPerformance): PerformanceFormValues =>
  storedValues(newPerformanceValues(p.gender), p, {
    dayOfBirth: p.dayOfBirth === null ? '' : String(p.dayOfBirth),
    monthOfBirth: p.monthOfBirth === null ? '' : String(p.monthOfBirth),
    date: p.date.slice(0, 10),
    formatedValue: splitHandTime(p.formatedValue).body,
    windSpeed: p.windSpeed === null ? '' : formatWind(p.windSpeed),
    heightWeight: decimalText(p.heightWeight),
  });

/** The payload of the values: the hand-time box, wind and height/weight only where the event has them. */
export function performancePayloadOf(v: PerformanceFormValues, event: ManualBestlistEvent | null): ManualPerformanceInput {
  return {
    ...v,
    date: v.date ?? '',
    handtime: Boolean(event?.handTimeAllowed) && v.handtime,
    windSpeed: event?.windRequired ? v.windSpeed : null,
    heightWeight: event?.heightWeight !== null && event?.heightWeight !== undefined ? v.heightWeight : null,
  };
}

/** The shared rules' context of the form's rules: the event's environment from the reference data, the reader's language. */
const contextOf = ({ event, list, today }: PerformanceRules): ManualPerformanceContext => ({
  event: event ? { ...event, environment: eventByCode(event.code)?.environment ?? null } : undefined,
  list,
  today,
  culture: currentLanguage(),
});

/**
 * The field errors of spec §5 for the values: the server's schema with what the event, the list
 * and the day decide (`manualPerformanceInputSchemaFor`), every field's first problem at once.
 */
export function validatePerformance(values: PerformanceFormValues, rules: PerformanceRules): FieldErrors<PerformanceFormValues> {
  const errors: FieldErrors<PerformanceFormValues> = {};
  const result = manualPerformanceInputSchemaFor(contextOf(rules)).safeParse(performancePayloadOf(values, rules.event));
  for (const issue of result.success ? [] : result.error.issues) {
    errors[String(issue.path[0]) as keyof PerformanceFormValues] ??= { type: 'validate', message: issueMessage(issue) };
  }
  return errors;
}

/** Checks the values against the rules of the moment, which the form passes as its context (the event is known once chosen). */
export const performanceResolver: Resolver<PerformanceFormValues, PerformanceRules> = (values, rules) => {
  const errors = validatePerformance(values, rules!);
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

/** After "create and new": the athlete, the mark and the wind go; event, place, date, status and implement stay (spec §2.7). */
export const valuesForNext = (values: PerformanceFormValues, listGender: number): PerformanceFormValues => {
  const fresh = newPerformanceValues(listGender);
  return {
    ...values,
    athleteFirstname: '',
    athleteLastname: '',
    athleteIocCode: '',
    gender: fresh.gender,
    yearOfBirth: '',
    nationalAthleteCode: '',
    organizationName: '',
    dayOfBirth: '',
    monthOfBirth: '',
    details: '',
    isRecord: false,
    handtime: false,
    formatedValue: '',
    windSpeed: '',
  };
};
