import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  checkPerformance,
  dayOf,
  formatWind,
  heightWeightInput,
  markRulesOf as domainMarkRules,
  parseEventMark,
  subEventPoints,
  windInput,
  type CheckedEvent,
  type Competitor,
  type EndpointBody,
  type MarkRules,
  type MultiEventResultInput,
  type Option,
  type PerformanceCreateInput,
  type PerformanceDetail,
  type PerformanceEvent,
  type PerformanceSubEvent,
  type performancesApi,
  type RelayMemberInput,
  type Sex,
} from '@portal/domain';
import { currentLanguage } from '../../../lib/i18n';
import { problemMessage } from '../../../lib/issue-message';
import { formatDate } from '../../../lib/dates';

/**
 * A row of the save payload as the form holds it: every field of the schema's input (a field added
 * there fails to compile until the form has it), its ids as numbers and the rest as typed text.
 */
type Typed<Row, Ids extends keyof Row> = { [K in keyof Row]-?: K extends Ids ? number : string };
/** The payload's marks as typed (`10,52`, `+1,8`, `7,26`). */
type TypedTexts = Typed<Pick<PerformanceCreateInput, 'bestResult' | 'windResult' | 'heightWeight'>, never>;

/** A competition as the form holds it: the selector's option with its days and environment. */
export interface CompetitionChoice {
  value: number;
  text: string;
  dateFrom: string;
  dateTo: string;
  /** Indoor 0, outdoor 1. */
  environment: number;
}

/**
 * A relay or team member in running order as saved (`relayMembers[i]` of the save payload), `value`
 * the member's own mark in multi-team events as typed; name, gender and the club's path in the tree
 * show the member and let the form apply the relay rule before sending.
 */
export type MemberValue = Typed<RelayMemberInput, 'competitorId'> & {
  fullName: string;
  gender: number;
  organizationPath: readonly number[];
};

/** A found athlete as a member of the team. */
export const memberOf = (c: Competitor): MemberValue => ({ competitorId: c.id, fullName: c.fullName, gender: c.gender, organizationPath: c.organizationPath, value: '' });

/** One sub-event row of a combined event as saved (`multiEventResults[i]`), texts as typed; `pointsEdited` when the statistician typed the points. */
export type SubResultValue = Typed<MultiEventResultInput, 'eventId'> & { pointsEdited: boolean };

/** The performance form's values (spec §3 "Performance form fields"); texts as typed. */
export interface PerformanceFormValues {
  competition: CompetitionChoice | null;
  eventId: number | null;
  classId: number | null;
  competitor: Competitor | null;
  /** The club of team events; none for individual events, whose athlete's club counts. */
  organization: Option | null;
  /** `YYYY-MM-DD`, null when empty, or the marker of a typed non-day. */
  performanceDateTime: string | null;
  bestResult: TypedTexts['bestResult'];
  windResult: TypedTexts['windResult'];
  heightWeight: TypedTexts['heightWeight'];
  relayMembers: MemberValue[];
  multiEventResults: SubResultValue[];
}

/** What the rules need besides the values: the chosen event, the sex its points tables use (the class's for other events), the mode, today (`YYYY-MM-DD`). */
export interface PerformanceRules {
  event: PerformanceEvent | null;
  sex: Sex;
  creating: boolean;
  today: string;
}

/** The rules of the moment, with today on the reader's clock. */
export const performanceRules = (event: PerformanceEvent | null, sex: Sex, creating: boolean): PerformanceRules => ({ event, sex, creating, today: dayOf(new Date()) });

type Perf = typeof performancesApi;
export type CreateBody = EndpointBody<Perf['new']>;
export type UpdateBody = EndpointBody<Perf['update']>;


/** The sex whose points tables score a combined event: the event's own, else the class's. */
export const sexOf = (eventSex: string | null | undefined, classGender: number | string | null | undefined): Sex =>
  eventSex === 'W' || eventSex === 'M' ? eventSex : classGender === 1 || classGender === 'W' ? 'W' : 'M';

/** How typed marks of an event are read: its plausible range from the reference data where it is known (the domain's rule). */
export const markRulesOf = (event: Pick<PerformanceEvent, 'code' | 'measurement' | 'handTimeAllowed'>): MarkRules & { code: string } => domainMarkRules(event);


const subRules = (sub: PerformanceSubEvent) => markRulesOf({ code: sub.eventCode, measurement: sub.measurement, handTimeAllowed: sub.handTimeAllowed });

/**
 * The points a typed sub-result scores (World Athletics tables of the domain package); null while
 * the text is no mark of the sub-event or the tables do not score it for that sex.
 */
export function livePoints(sub: PerformanceSubEvent, text: string, sex: Sex): number | null {
  if (text.trim() === '') return null;
  const parsed = parseEventMark(text, subRules(sub));
  return parsed.ok ? subEventPoints(sub.eventCode, parsed, sex) : null;
}

/** Whole points as typed (`7834`), else null. */
export function typedPoints(text: string): number | null {
  return /^\s*\d{1,5}\s*$/.test(text) ? Number(text) : null;
}

/** The points differ from what the result scores: they need a reason. */
export function isOverridden(row: SubResultValue, computed: number | null): boolean {
  return row.pointsEdited && computed !== null && typedPoints(row.points) !== computed;
}

/** The best result of a combined event: the sum of its rows' points. */
export const pointsSum = (rows: readonly SubResultValue[]) => rows.reduce((sum, r) => sum + (typedPoints(r.points) ?? 0), 0);

/** A stored decimal as the form shows it (German style comma). */
export const decimalText = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** Empty rows for the sub-events of a combined event, in their order. */
export const emptySubRows = (event: PerformanceEvent | null): SubResultValue[] =>
  (event?.subEvents ?? []).map((s) => ({ eventId: s.eventId, result: '', windResult: '', points: '', pointsEdited: false, overrideReason: '' }));

/** The team events name a club and members instead of an athlete (relay, multi-team, team endurance). */
export const isTeam = (event: PerformanceEvent | null) => Boolean(event?.isTeamEvent);

/** Outdoors the wind counts; before a competition is chosen the event alone decides. */
export const isOutdoor = (competition: CompetitionChoice | null) => competition === null || competition.environment !== 0;

/** Wind is asked for where it counts: a wind event, not combined, held outdoors. */
export const showsWind = (event: PerformanceEvent | null, competition: CompetitionChoice | null) =>
  Boolean(event?.windRequired && !event.isMultiEvent && isOutdoor(competition));

export const newPerformanceValues = (eventId: number | null, classId: number | null): PerformanceFormValues => ({
  competition: null,
  eventId,
  classId,
  competitor: null,
  organization: null,
  performanceDateTime: null,
  bestResult: '',
  windResult: '',
  heightWeight: '',
  relayMembers: [],
  multiEventResults: [],
});

/** The values of a stored performance; typed points count as edited where they differ from the tables. */
export function performanceValuesOf(p: PerformanceDetail, sex: Sex): PerformanceFormValues {
  const subs = new Map(p.event.subEvents.map((s) => [s.eventId, s]));
  return {
    competition: {
      value: p.competition.id,
      text: `${p.competition.name} (${p.competition.town}, ${formatDate(p.competition.dateFrom)})`,
      dateFrom: p.competition.dateFrom,
      dateTo: p.competition.dateTo,
      environment: p.competition.environment,
    },
    eventId: p.event.id,
    classId: p.class.id,
    competitor: p.competitor,
    organization: p.event.isTeamEvent ? p.organization : null,
    performanceDateTime: p.performanceDateTime.slice(0, 10),
    bestResult: p.bestResult,
    windResult: p.windResult === null ? '' : formatWind(p.windResult),
    heightWeight: decimalText(p.heightWeight),
    relayMembers: p.relayMembers.map((m) => ({ competitorId: m.competitorId, fullName: m.fullName, gender: m.gender, organizationPath: m.organizationPath, value: m.value ?? '' })),
    multiEventResults: p.multiEventResults.map((r) => {
      const sub = subs.get(r.eventId);
      const computed = sub ? livePoints(sub, r.result, sex) : null;
      return {
        eventId: r.eventId,
        result: r.result,
        windResult: r.windResult === null ? '' : formatWind(r.windResult),
        points: String(r.points),
        pointsEdited: r.overrideReason !== null || computed === null || computed !== r.points,
        overrideReason: r.overrideReason ?? '',
      };
    }),
  };
}

/** Puts `message` at `path` (dotted, numeric parts are array indices) unless a message is there already. */
function put(errors: Record<string, unknown>, path: string, message: string): void {
  const parts = path.split('.');
  let node: Record<string, unknown> = errors;
  parts.slice(0, -1).forEach((part, i) => {
    node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {};
    node = node[part] as Record<string, unknown>;
  });
  const last = parts[parts.length - 1];
  node[last] ??= { type: 'validate', message };
}

/** The first problem the save's schema of a field finds in its text, if any. */
function firstProblem(schema: z.ZodType, text: string): string | undefined {
  const result = schema.safeParse(text);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** An event of the form as the domain's checks read it. */
const checkedEventOf = (event: PerformanceEvent): CheckedEvent => ({
  ...event,
  subEvents: event.subEvents.map((s) => ({ ...s, code: s.eventCode })),
});

/** A problem of the domain's checks (named by the server's 422 key) on the form's field. */
function formFieldOf(field: string, event: PerformanceEvent | null, rows: number): string {
  // The sum of a combined event's points shows beside its rows.
  if (field === 'BestResult' && event?.isMultiEvent) return 'multiEventResults.root';
  const member = /^RelayMembers\[(\d+)\]\.Value$/.exec(field);
  return member ? `relayMembers.${member[1]}.value` : (serverFieldMap(rows)[field] ?? 'root');
}

/**
 * The field errors of spec §5 for the values; empty when they may be sent. What the values, the
 * event and the day decide is the domain's `checkPerformance`, the server's own rules; the form
 * adds what the server's schema checks: the choices it needs, and the wind and the implement with
 * the save's own field schemas.
 */
export function validatePerformance(values: PerformanceFormValues, rules: PerformanceRules): FieldErrors<PerformanceFormValues> {
  const errors: Record<string, unknown> = {};
  const { event } = rules;
  if (rules.creating && values.competition === null) put(errors, 'competition', 'errorCompetitionRequired');
  if (values.eventId === null) put(errors, 'eventId', 'errorEventRequired');
  if (values.classId === null) put(errors, 'classId', 'errorClassRequired');
  // Until an event is chosen the form asks for an athlete and a result, as most events do.
  if (event === null && values.competitor === null) put(errors, 'competitor', 'errorCompetitorRequired');
  if (event === null && values.bestResult.trim() === '') put(errors, 'bestResult', 'errorBestResultRequired');

  const checked = checkPerformance(
    { ...values, competitorId: values.competitor?.id ?? null },
    {
      competition: values.competition,
      event: event && checkedEventOf(event),
      sex: rules.sex,
      club: values.organization && { id: values.organization.value, name: values.organization.text },
      members: new Map(values.relayMembers.map((m) => [m.competitorId, m])),
      today: rules.today,
      culture: currentLanguage(),
    },
  );
  for (const problem of checked.problems) put(errors, formFieldOf(problem.field, event, values.multiEventResults.length), problemMessage(problem));
  // The form sends the points it shows (the tables' as the result is typed): a row's cleared points
  // would be the server's to compute, but missing from the sum beside the rows.
  if (event?.isMultiEvent) values.multiEventResults.forEach((row, i) => row.points.trim() === '' && put(errors, `multiEventResults.${i}.points`, 'errorShouldBeNumber'));

  const wind = showsWind(event, values.competition) && firstProblem(windInput, values.windResult);
  if (wind) put(errors, 'windResult', wind);
  const heightWeight = firstProblem(heightWeightInput, values.heightWeight);
  if (heightWeight) put(errors, 'heightWeight', heightWeight);
  return errors as FieldErrors<PerformanceFormValues>;
}

/** Checks the values against the rules of the moment, which the form passes as its context (the event arrives after the form was built). */
export const performanceResolver: Resolver<PerformanceFormValues, PerformanceRules> = (values, rules) => {
  const errors = validatePerformance(values, rules!);
  return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
};

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * The save payload (spec §3) of valid values: a club and members for team events, an athlete
 * otherwise (the organisation then goes out empty, 0); the sum of the points as the best result of
 * a combined event with one row per sub-event.
 */
export function updateBodyOf(values: PerformanceFormValues, event: PerformanceEvent): UpdateBody {
  const team = isTeam(event);
  return {
    bestResult: event.isMultiEvent ? String(pointsSum(values.multiEventResults)) : values.bestResult.trim(),
    windResult: showsWind(event, values.competition) ? orNull(values.windResult) : null,
    heightWeight: orNull(values.heightWeight),
    organizationId: team ? values.organization!.value : 0,
    competitorId: team ? null : values.competitor!.id,
    performanceDateTime: values.performanceDateTime,
    relayMembers: team ? values.relayMembers.map((m) => ({ competitorId: m.competitorId, value: orNull(m.value) })) : [],
    multiEventResults: event.isMultiEvent
      ? values.multiEventResults.map((r) => ({
          eventId: r.eventId,
          result: r.result.trim(),
          windResult: orNull(r.windResult),
          points: typedPoints(r.points),
          overrideReason: orNull(r.overrideReason),
        }))
      : null,
  };
}

export const createBodyOf = (values: PerformanceFormValues, event: PerformanceEvent): CreateBody => ({
  ...updateBodyOf(values, event),
  competitionId: values.competition!.value,
  eventId: values.eventId!,
  classId: values.classId!,
});

/** After "create and next": competition, event, class, date, wind and implement stay; the athlete, members, result and sub-results go. */
export const valuesForNext = (values: PerformanceFormValues): PerformanceFormValues => ({
  ...values,
  competitor: null,
  relayMembers: [],
  bestResult: '',
  multiEventResults: values.multiEventResults.map((r) => ({ ...r, result: '', windResult: '', points: '', pointsEdited: false, overrideReason: '' })),
});

/** Server 422 keys → form fields, with one entry per sub-event row (`MultiEventResults[0].Result`). */
export function serverFieldMap(rows: number): Record<string, string> {
  const map: Record<string, string> = {
    CompetitionId: 'competition',
    EventId: 'eventId',
    ClassId: 'classId',
    CompetitorId: 'competitor',
    OrganizationId: 'organization',
    PerformanceDateTime: 'performanceDateTime',
    BestResult: 'bestResult',
    WindResult: 'windResult',
    HeightWeight: 'heightWeight',
    RelayMembers: 'relayMembers.root',
    MultiEventResults: 'multiEventResults.root',
  };
  for (let i = 0; i < rows; i++) {
    for (const [server, field] of [
      ['Result', 'result'],
      ['WindResult', 'windResult'],
      ['Points', 'points'],
      ['OverrideReason', 'overrideReason'],
    ]) {
      map[`MultiEventResults[${i}].${server}`] = `multiEventResults.${i}.${field}`;
    }
  }
  return map;
}
