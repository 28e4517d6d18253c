import type { LanguageCode } from '../platform/roles';
import { heightWeightProblem } from '../results/height-weight';
import { markMessage, markRulesOf, parseListedMark, type MarkEvent } from '../results/parse-event-mark';
import { splitHandTime } from '../results/marks';
import { isFutureDay } from '../seasons/seasons';
import { fitsListGender, isManualYearOfBirth, manualListDateRange, manualListSeasonError } from './manual-bestlist-rules';
import { manualPerformanceInputSchema, type ManualPerformanceValues } from './manual-performances.schemas';

/** What a performance's checks need to know beyond its values: its event, its list and the day. */
export interface ManualPerformanceContext {
  /**
   * The performance's event among the list's events (its mark rules, implement and environment);
   * undefined: none chosen, or not the list's.
   */
  event: (MarkEvent & { heightWeight: number | null; environment: number | null }) | undefined;
  list: { year: number | null; gender: number; eventEnvironment: number };
  /** The federation's day (`YYYY-MM-DD`): no mark after it, no athlete born after its year. */
  today: string;
  /** The language of the parameters of a mark's message (its range, with the culture's decimal comma). */
  culture: LanguageCode;
}

/** A value refused by what the event, the list or the day decide: the field, the catalogue key, its parameters. */
export interface ManualPerformanceProblem {
  field: 'eventCode' | 'yearOfBirth' | 'gender' | 'date' | 'handtime' | 'formatedValue' | 'heightWeight';
  key: string;
  params?: Record<string, string>;
}

/** The typed mark to read: the hand-time box and a typed star say the same. */
export function manualMarkText(formatedValue: string, handtime: boolean): { text: string; handTimed: boolean } {
  const typed = splitHandTime(formatedValue);
  const handTimed = handtime || typed.handTimed;
  return { text: handTimed ? `${typed.body}*` : typed.body, handTimed };
}

/** A number the schema has read (a value it refused may be anything). */
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

type Checked = Partial<Pick<ManualPerformanceValues, 'eventCode' | 'yearOfBirth' | 'gender' | 'date' | 'handtime' | 'formatedValue' | 'heightWeight'>>;

/**
 * What the event, the list and the day decide of a performance (spec §5, decision 022): the event
 * among the list's, the year of birth among the last 150 years, the list's gender, no day after
 * today and the day within the list's season, hand time only where the event allows it, the mark
 * read for the event within its plausible range, height/weight as the event defines it. The one
 * set of these rules of the form and the server. A value that is missing or of the wrong kind is
 * left to the schema: the form checks every field at once, also beside another field's problem.
 */
export function manualPerformanceProblems(values: Checked, context: ManualPerformanceContext): ManualPerformanceProblem[] {
  const problems: ManualPerformanceProblem[] = [];
  const { event, list, today } = context;
  if (!event && values.eventCode) problems.push({ field: 'eventCode', key: 'errorEventNotInList' });
  if (isNumber(values.yearOfBirth) && !isManualYearOfBirth(values.yearOfBirth, Number(today.slice(0, 4)))) {
    problems.push({ field: 'yearOfBirth', key: 'errorYearOfBirthRequired' });
  }
  if (isNumber(values.gender) && !fitsListGender(values.gender, list.gender)) problems.push({ field: 'gender', key: 'errorGenderNotList' });
  const date = typeof values.date === 'string' ? values.date : '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(date)) {
    if (isFutureDay(date, today)) problems.push({ field: 'date', key: 'errorDateInFuture' });
    else if (list.year !== null) {
      const season = manualListDateRange(list.year, list.eventEnvironment, event?.environment ?? null);
      if (date < season.from || date > season.to) problems.push({ field: 'date', key: manualListSeasonError(list.eventEnvironment, event?.environment ?? null) });
    }
  }
  if (event) {
    if (values.handtime && !event.handTimeAllowed) problems.push({ field: 'handtime', key: 'markHandTimeNotAllowed' });
    else if (typeof values.formatedValue === 'string' && values.formatedValue.trim() !== '') {
      const rules = markRulesOf(event);
      const mark = parseListedMark(manualMarkText(values.formatedValue, Boolean(values.handtime)).text, rules);
      if (!mark.ok) {
        const message = markMessage(mark.reason, rules, context.culture);
        problems.push({ field: 'formatedValue', key: message.key, params: message.params });
      }
    }
    if (values.heightWeight === null || isNumber(values.heightWeight)) {
      const heightWeight = heightWeightProblem(event.heightWeight, values.heightWeight ?? null);
      if (heightWeight) problems.push({ field: 'heightWeight', key: heightWeight });
    }
  }
  return problems;
}

/**
 * The performance's schema with what its event, list and day decide: what the form validates with
 * (every field's problem at once), and the server's checks after finding the event.
 */
export function manualPerformanceInputSchemaFor(context: ManualPerformanceContext) {
  return manualPerformanceInputSchema.superRefine(
    (values, check) => {
      for (const problem of manualPerformanceProblems(values, context)) check.addIssue({ code: 'custom', path: [problem.field], message: problem.key, params: problem.params });
    },
    { when: () => true },
  );
}
