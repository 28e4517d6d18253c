import type { LanguageCode } from '../platform/roles';
import { heightWeightProblem } from '../results/height-weight';
import { markMessage, markRulesOf, parseListedMark, type MarkEvent } from '../results/parse-event-mark';
import { isFutureDay } from '../seasons/seasons';
import { isRecordYearOfBirth, recordWindProblem } from './record-rules';
import { recordInputSchema, type RecordValues } from './records.schemas';

/** What a record's checks need to know beyond its values: the event, the set and the day. */
export interface RecordContext {
  /**
   * The record's event among the set's events (its mark rules and implement; `windRequired`: wind
   * counts for the record, `recordWindApplies`); undefined: none chosen, or not the set's.
   */
  event: (MarkEvent & { windRequired: boolean; heightWeight: number | null }) | undefined;
  /** The federation's day (`YYYY-MM-DD`): no record is dated after it, no athlete born after its year. */
  today: string;
  /** The language of the parameters of a mark's message (its range, with the culture's decimal comma). */
  culture: LanguageCode;
}

/** A record's value refused by what the event, the set or the day decide: the field, the catalogue key, its parameters. */
export interface RecordProblem {
  field: 'formatedValue' | 'heightWeight' | 'yearOfBirth' | 'date' | 'windSpeed';
  key: string;
  params?: Record<string, string>;
}

/**
 * What the event, the set and the day decide of a record (decision 030): the mark read for the
 * event within its plausible range (no foul), height/weight where the event defines one (its
 * code fixes the implement), the year of birth among the current year and the 149 before, no day
 * after today, no wind-assisted reading where wind counts. The one set of rules of the form and
 * the server.
 */
export function recordProblems(values: RecordValues, context: RecordContext): RecordProblem[] {
  const problems: RecordProblem[] = [];
  const { event } = context;
  if (event) {
    const rules = markRulesOf(event);
    const mark = parseListedMark(values.formatedValue, rules);
    if (!mark.ok) {
      const message = markMessage(mark.reason, rules, context.culture);
      problems.push({ field: 'formatedValue', key: message.key, params: message.params });
    }
    const heightWeight = heightWeightProblem(event.heightWeight, values.heightWeight);
    if (heightWeight) problems.push({ field: 'heightWeight', key: heightWeight });
    const wind = recordWindProblem(event.windRequired, values.windSpeed);
    if (wind) problems.push({ field: 'windSpeed', key: wind });
  }
  if (values.yearOfBirth !== null && !isRecordYearOfBirth(values.yearOfBirth, Number(context.today.slice(0, 4)))) {
    problems.push({ field: 'yearOfBirth', key: 'errorYearOfBirthInvalid' });
  }
  if (isFutureDay(values.date, context.today)) problems.push({ field: 'date', key: 'errorDateInFuture' });
  return problems;
}

/** The record's schema with what its event, set and day decide: what the form validates with, and the server after finding the event. */
export function recordInputSchemaFor(context: RecordContext) {
  return recordInputSchema.superRefine((values, check) => {
    for (const problem of recordProblems(values, context)) check.addIssue({ code: 'custom', path: [problem.field], message: problem.key, params: problem.params });
  });
}
