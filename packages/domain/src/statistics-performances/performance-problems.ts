import { parseDay } from '../competition-approval/dates';
import type { LanguageCode } from '../platform/roles';
import type { Sex } from '../reference/classes';
import { EventType, eventByCode } from '../reference/events';
import type { MarkKind } from '../results/marks';
import { markMessage, markRulesOf, parseEventMark, parseListedMark, type MarkRules } from '../results/parse-event-mark';
import { isWindReadingPlausible, parseWind } from '../results/wind';
import { combinedEventPoints, hasScoringTable } from '../scoring/combined-event-points';
import { Environment } from '../seasons/environment';
import { isFutureDay } from '../seasons/seasons';
import { PerformanceLimits } from './performances.schemas';
import { relayMemberProblem } from './relay-rules';

/** An event as the checks read it: how its marks are read, who competes, its sub-events in order. */
export interface CheckedEvent {
  code: string;
  measurement: MarkKind;
  handTimeAllowed: boolean;
  /** Athletes in a relay team; 0 for other events. */
  relayMembers: number;
  eventType: number;
  subEvents: readonly { eventId: number; code: string; measurement: MarkKind; handTimeAllowed: boolean; windRequired: boolean }[];
}

/** Team events name a club: relays, multi-team (9) and team endurance (14) events. */
export const isTeamEvent = (event: Pick<CheckedEvent, 'relayMembers' | 'eventType'>): boolean =>
  event.relayMembers > 0 || event.eventType === EventType.multiTeam || event.eventType === EventType.enduranceTeam;

/** The most members a team takes: a relay's count, else the most the portal takes of any team. */
export const teamMemberLimit = (event: Pick<CheckedEvent, 'relayMembers'>): number => (event.relayMembers > 0 ? event.relayMembers : PerformanceLimits.relayMembers);

/** What the checks need besides the values: the competition, event, class, club and members they name, and the day. */
export interface PerformanceCheckContext {
  /** The competition's days and environment; null while none is known. */
  competition: { dateFrom: string; dateTo: string; environment: number } | null;
  /** Null while none is known: only the checks that need no event run. */
  event: CheckedEvent | null;
  /** The sex whose points tables score a combined event and whose athletes run a relay: the event's, else the class's. */
  sex: Sex;
  /** The club of a team event, null when none is chosen (or it is not the federation's). */
  club: { id: number; name: string } | null;
  /** The team's members found among the federation's athletes. */
  members: ReadonlyMap<number, { fullName: string; gender: number; organizationPath: readonly number[] }>;
  /** The federation's day (`YYYY-MM-DD`): no mark after it. */
  today: string;
  /** The language of a mark's message parameters (its range, with the culture's decimal comma). */
  culture: LanguageCode;
}

/** A sub-event row as the save sends it; the web form's texts fit it as they are. */
export interface CheckedSubRow {
  eventId: number;
  result?: string | null;
  windResult?: number | string | null;
  points?: number | string | null;
  overrideReason?: string | null;
}

/** The values of a save the checks read (spec §3 save payload). */
export interface PerformanceCheckValues {
  performanceDateTime?: string | null;
  bestResult?: string | null;
  competitorId: number | null;
  relayMembers: readonly { competitorId: number; value?: string | null }[];
  multiEventResults: readonly CheckedSubRow[] | null;
}

/** A refused value: the 422's key (`BestResult`, `MultiEventResults[2].Points`), the catalogue key, its parameters. */
export interface PerformanceProblem {
  field: string;
  key: string;
  params?: Record<string, string>;
}

/** A mark as read: seconds, metres or points, and whether it was hand-timed. */
export interface ReadMark {
  value: number;
  handTimed: boolean;
}

/** A sub-event row as read, ready to store. */
export interface ReadSubRow {
  mark: ReadMark;
  /** The wind as typed; null when none was. */
  wind: number | null;
  points: number;
  /** The reason kept with typed points: they differ from the tables', or no table scores the sub-event. */
  overrideReason: string | null;
}

export interface PerformanceCheck {
  problems: PerformanceProblem[];
  /** The best result as read (the sum of the points for a combined event); null when it could not be. */
  mark: ReadMark | null;
  /** The sub-event rows as read, in order, when every one could be. */
  rows: ReadSubRow[];
}

const isBlank = (value: string | number | null | undefined) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** A typed or numeric wind of a sub row: null when none, undefined when it is no reading, `'outOfRange'` beyond what a gauge shows. */
function subWind(value: number | string | null | undefined): number | null | undefined | 'outOfRange' {
  if (isBlank(value)) return null;
  const wind = typeof value === 'number' ? (Number.isFinite(value) && Math.abs(value) < 100 ? value : undefined) : (parseWind(value!) ?? undefined);
  return wind !== undefined && !isWindReadingPlausible(wind) ? 'outOfRange' : wind;
}

/** Points of a sub row as given: null when left out, undefined when not a whole number. */
function givenPoints(value: number | string | null | undefined): number | null | undefined {
  if (isBlank(value)) return null;
  const n = typeof value === 'number' ? value : /^\s*\d{1,5}\s*$/.test(value!) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 99_999 ? n : undefined;
}

/** The points the tables give a sub-event's mark, null where no table scores it. */
export function subEventPoints(code: string, mark: ReadMark, sex: Sex): number | null {
  const discipline = eventByCode(code)?.scoring ?? null;
  return discipline && hasScoringTable(sex, discipline) ? combinedEventPoints({ sex, discipline, mark: mark.value, handTimed: mark.handTimed }) : null;
}

/** The problem of a performance's day: none, not after today, within the competition's days where one is known. */
export function performanceDayProblem(text: string | null | undefined, competition: PerformanceCheckContext['competition'], today: string): 'errorResultDate' | 'errorDateInFuture' | null {
  const day = text ? parseDay(text) : null;
  if (!day) return 'errorResultDate';
  if (isFutureDay(day, today)) return 'errorDateInFuture';
  return competition && (day < competition.dateFrom || day > competition.dateTo) ? 'errorResultDate' : null;
}

/**
 * The rules of a performance that its values, its event and the day decide (spec §5, decisions 020
 * and 030), the one set of them of the form and the server: the day (a real one, not after today,
 * within the competition's days), an athlete or for team events a club with at most as many
 * members as the event has, each once, of the club and the class's sex for relays and with a value
 * each for multi-team events, and the mark: one row per sub-event read with its wind and points
 * (other points than the tables' need a reason) for combined events, else the result read for the
 * event within its plausible range. What needs the federation's data (the athlete's sex, whether
 * an id exists) the server checks besides.
 */
export function checkPerformance(values: PerformanceCheckValues, context: PerformanceCheckContext): PerformanceCheck {
  const problems: PerformanceProblem[] = [];
  const add = (field: string, key: string, params?: Record<string, string>) => {
    if (!problems.some((p) => p.field === field && p.key === key && JSON.stringify(p.params) === JSON.stringify(params))) problems.push(params ? { field, key, params } : { field, key });
  };
  const addMark = (field: string, reason: Parameters<typeof markMessage>[0], rules: MarkRules & { code: string }) => {
    const message = markMessage(reason, rules, context.culture);
    add(field, message.key, message.params);
  };
  const { competition, event } = context;

  const dayProblem = performanceDayProblem(values.performanceDateTime, competition, context.today);
  if (dayProblem) add('PerformanceDateTime', dayProblem);

  if (!event) return { problems, mark: null, rows: [] };
  if (isTeamEvent(event)) {
    const { club } = context;
    if (!club) add('OrganizationId', 'errorClubRequired');
    const ids = values.relayMembers.map((m) => m.competitorId);
    if (ids.length > teamMemberLimit(event)) add('RelayMembers', 'errorRelayTooManyMembers');
    if (new Set(ids).size !== ids.length) add('RelayMembers', 'errorRelayDuplicateMember');
    if (ids.some((id) => !context.members.has(id))) add('RelayMembers', 'errorCompetitorRequired');
    // Relays run for one club (or its LG/StG) in the class's sex; multi-team and team endurance events are left as they are.
    if (club && event.relayMembers > 0) {
      const team = { clubId: club.id, sex: context.sex, mixed: eventByCode(event.code)?.mixed ?? false };
      for (const id of ids) {
        const member = context.members.get(id);
        const problem = member && relayMemberProblem({ gender: member.gender, clubPath: member.organizationPath }, team);
        if (problem) add('RelayMembers', problem, { name: member.fullName, club: club.name });
      }
    }
    if (event.eventType === EventType.multiTeam) values.relayMembers.forEach((m, i) => isBlank(m.value) && add(`RelayMembers[${i}].Value`, 'errorMultiTeamValueRequired'));
  } else if (values.competitorId === null) add('CompetitorId', 'errorCompetitorRequired');

  if (event.subEvents.length > 0) return { problems, ...checkSubRows(values.multiEventResults ?? [], event, context, add, addMark) };
  const text = values.bestResult?.trim() ?? '';
  if (!text) {
    add('BestResult', 'errorBestResultRequired');
    return { problems, mark: null, rows: [] };
  }
  const rules = markRulesOf(event);
  const parsed = parseListedMark(text, rules);
  if (!parsed.ok) addMark('BestResult', parsed.reason, rules);
  return { problems, mark: parsed.ok ? { value: parsed.value, handTimed: parsed.handTimed } : null, rows: [] };
}

/** The rows of a combined event, one per sub-event in order; the best result is the sum of their points. */
function checkSubRows(
  rows: readonly CheckedSubRow[],
  event: CheckedEvent,
  context: PerformanceCheckContext,
  add: (field: string, key: string) => void,
  addMark: (field: string, reason: Parameters<typeof markMessage>[0], rules: MarkRules & { code: string }) => void,
): Omit<PerformanceCheck, 'problems'> {
  const sameEvents = rows.length === event.subEvents.length && rows.every((r, i) => r.eventId === event.subEvents[i].eventId);
  if (!sameEvents) {
    add('MultiEventResults', 'errorMultiEventRows');
    return { mark: null, rows: [] };
  }
  const outdoor = context.competition === null || context.competition.environment !== Environment.indoor;
  const read: ReadSubRow[] = [];
  rows.forEach((row, i) => {
    const sub = event.subEvents[i];
    const key = (field: string) => `MultiEventResults[${i}].${field}`;
    let mark: ReadMark | null = null;
    if (isBlank(row.result)) add(key('Result'), 'errorEmpty');
    else {
      const rules = markRulesOf(sub);
      const parsed = parseEventMark(row.result!.trim(), rules);
      if (parsed.ok) mark = { value: parsed.value, handTimed: parsed.handTimed };
      else addMark(key('Result'), parsed.reason, rules);
    }
    const wind = subWind(row.windResult);
    if (wind === undefined) add(key('WindResult'), 'errorShouldBeDecimal');
    else if (wind === 'outOfRange') add(key('WindResult'), 'errorWindOutOfRange');
    else if (wind === null && sub.windRequired && outdoor) add(key('WindResult'), 'errorWindRequired');
    const given = givenPoints(row.points);
    if (given === undefined) add(key('Points'), 'errorShouldBeNumber');
    const computed = mark ? subEventPoints(sub.code, mark, context.sex) : null;
    // Without a scoring table the statistician's points are the only points there are.
    if (given === null && computed === null && mark) add(key('Points'), 'errorShouldBeNumber');
    const reason = isBlank(row.overrideReason) ? null : row.overrideReason!.trim();
    const overridden = given !== null && given !== undefined && computed !== null && given !== computed;
    if (overridden && !reason) add(key('OverrideReason'), 'errorOverrideReasonRequired');
    if (!mark || wind === undefined || wind === 'outOfRange' || given === undefined) return;
    read.push({ mark, wind, points: given ?? computed ?? 0, overrideReason: overridden || (computed === null && given !== null) ? reason : null });
  });
  if (read.length !== rows.length) return { mark: null, rows: [] };
  const sum = read.reduce((total, row) => total + row.points, 0);
  // Points typed over the tables' can still add up to more than any combined event scored.
  const rules = markRulesOf(event);
  if (sum > rules.limits.max) addMark('BestResult', 'markTooHigh', rules);
  return { mark: { value: sum, handTimed: false }, rows: read };
}
