import type { Control, FieldErrors, Resolver } from 'react-hook-form';
import {
  dayOf,
  RecordStatus,
  recordInputSchemaFor,
  type RecordCandidate,
  type RecordEntry,
  type RecordEvent,
  type RecordInput,
  type RecordValues,
} from '@portal/domain';
import { currentLanguage } from '../../../lib/i18n';
import { issueMessage } from '../../../lib/issue-message';
import { storedValues } from '../../../lib/stored-values';

/**
 * The form's values are the record schema's input (spec §3 "Record"): '' for an empty text or
 * choice, null for an empty day; wind and height/weight as typed.
 */
export type RecordFormValues = RecordInput;

export type RecordFormControl = Control<RecordFormValues>;

/** A new record of a set: its gender where the set has one (mixed sets leave it open), official. */
export const newRecordValues = (setGender: number | null): RecordFormValues => ({
  athleteFirstname: '',
  athleteLastname: '',
  athleteIocCode: '',
  gender: setGender === null || setGender === 2 ? '' : setGender,
  yearOfBirth: '',
  nationalAthleteCode: '',
  worldAthleteNumber: '',
  eventCode: '',
  recordCountry: '',
  recordTown: '',
  recordStatus: RecordStatus.official,
  heightWeight: '',
  windSpeed: '',
  date: null,
  formatedValue: '',
  performanceId: null,
});

/** A height or weight as the field shows it. */
export const heightWeightText = (value: number | null) => (value === null ? '' : String(value));

export const recordValuesOf = (r: RecordEntry): RecordFormValues =>
  storedValues(newRecordValues(r.gender), r, {
    heightWeight: heightWeightText(r.heightWeight),
    windSpeed: r.formatedWind ?? '',
    // Spec §4: in edit mode the record's date is cut to its day.
    date: r.date.slice(0, 10),
  });

/** A new record filled from a record candidate (the performance it would be adopted from). */
export const candidateValues = (c: RecordCandidate, base: RecordFormValues): RecordFormValues => ({
  ...base,
  athleteFirstname: c.athleteFirstname,
  athleteLastname: c.athleteLastname,
  athleteIocCode: c.nation,
  gender: c.gender,
  yearOfBirth: c.yearOfBirth,
  nationalAthleteCode: c.nationalAthleteCode ?? '',
  eventCode: c.eventCode,
  recordCountry: c.competitionNation,
  recordTown: c.competitionTown,
  heightWeight: heightWeightText(c.heightWeight),
  windSpeed: c.formatedWind ?? '',
  date: c.date,
  formatedValue: c.formatedValue,
  performanceId: c.performanceId,
});

/**
 * Checks the values as the server does, with the record's schema for the chosen event
 * (`recordInputSchemaFor`: the mark read for the event within its plausible range, no
 * wind-assisted reading where wind counts, no day after `today`, height/weight where the event
 * defines one, the year of birth in range). Fields the event does not show (wind, height/weight)
 * go out empty.
 */
export function recordFormResolver(events: readonly RecordEvent[], today: string = dayOf(new Date())): Resolver<RecordFormValues, unknown, RecordValues> {
  return (values) => {
    const event = events.find((e) => e.code === values.eventCode);
    const shown: RecordFormValues = {
      ...values,
      windSpeed: event?.windRequired ? values.windSpeed : '',
      heightWeight: event?.heightWeight !== null && event !== undefined ? values.heightWeight : '',
    };
    const result = recordInputSchemaFor({ event, today, culture: currentLanguage() }).safeParse(shown);
    if (result.success) return { values: result.data, errors: {} };
    const errors: FieldErrors<RecordFormValues> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'athleteLastname') as keyof RecordFormValues;
      errors[field] ??= { type: 'validate', message: issueMessage(issue) };
    }
    return { values: {}, errors };
  };
}

