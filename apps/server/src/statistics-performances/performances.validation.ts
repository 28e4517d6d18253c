import {
  EventType,
  Environment,
  combinedEventPoints,
  eventByCode,
  hasScoringTable,
  isFutureDay,
  isWindReadingPlausible,
  markMessage,
  markRulesOf,
  markToUnits,
  parseDay,
  parseEventMark,
  parseListedMark,
  parseWind,
  performanceSeasonYear,
  rankingSortKey,
  relayMemberProblem,
  windTenths,
  type LanguageCode,
  type MarkErrorCode,
  type MarkKind,
  type MarkRules,
  type PerformanceCreateValues,
  type Sex,
} from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { Problem, type FieldMessage } from '../lib/problems';
import {
  athletesInMaster,
  eventsByCodes,
  findClassById,
  findClubInMaster,
  findCompetitionInMaster,
  findEventById,
  type AthleteRow,
  type EventRow,
  type NewPerformance,
  type NewRelayMember,
  type NewSubResult,
} from './performances.repo';

/** What a save carries once the path (update) or the payload (create) named competition, event and class. */
export type SaveInput = PerformanceCreateValues;

/** The columns, relay members and sub-results to write. */
export interface ResolvedSave {
  columns: Omit<NewPerformance, 'masterId' | 'creatorUserId' | 'creatorOrganizationId' | 'createdAt' | 'lastEditorUserId' | 'lastEditAt'>;
  members: NewRelayMember[];
  subs: NewSubResult[];
}

/** Team events name a club: relays (members > 0), multi-team (9) and team endurance (14) events. */
export function isTeamEvent(event: Pick<EventRow, 'relayMembers' | 'eventType'>): boolean {
  return event.relayMembers > 0 || event.eventType === EventType.multiTeam || event.eventType === EventType.enduranceTeam;
}

/** The parse rules of a stored event (the domain's `markRulesOf`). */
export const markRules = (event: EventRow): MarkRules & { code: string } =>
  markRulesOf({ code: event.code, measurement: event.measurement as MarkKind, handTimeAllowed: event.handTimeAllowed });

/** Athlete gender 0/1 as the class sex M/W. */
const sexOfGender = (gender: number): Sex => (gender === 1 ? 'W' : 'M');

/** Collects field errors so that one 422 names every problem of the form. */
class FieldErrors {
  private readonly fields: Record<string, FieldMessage[]> = {};
  add(field: string, key: string, params?: Record<string, string>): void {
    const list = (this.fields[field] ??= []);
    if (!list.some((f) => f.key === key && JSON.stringify(f.params) === JSON.stringify(params))) list.push({ key, params });
  }
  /** A refused mark with the message that names the event's range where it has one. */
  addMark(field: string, reason: MarkErrorCode, rules: MarkRules & { code: string }, culture: LanguageCode): void {
    const message = markMessage(reason, rules, culture);
    this.add(field, message.key, message.params);
  }
  get empty(): boolean {
    return Object.keys(this.fields).length === 0;
  }
  /** The 422 of the collected errors. */
  problem(): Problem {
    return new Problem(422, 'http.422', {}, this.fields);
  }
  throwIfAny(): void {
    if (!this.empty) throw this.problem();
  }
}

/** A typed or numeric wind of a sub row; undefined when it is not one, `'outOfRange'` beyond what a gauge shows. */
function subWind(value: number | string | null | undefined): number | null | undefined | 'outOfRange' {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const wind = typeof value === 'number' ? (Number.isFinite(value) && Math.abs(value) < 100 ? value : undefined) : (parseWind(value) ?? undefined);
  return wind !== undefined && !isWindReadingPlausible(wind) ? 'outOfRange' : wind;
}

/** Points of a sub row as given: null when left out, undefined when not a whole number. */
function givenPoints(value: number | string | null | undefined): number | null | undefined {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return null;
  const n = typeof value === 'number' ? value : /^\s*\d{1,5}\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) && n >= 0 && n <= 99_999 ? n : undefined;
}

/** What a save is checked against besides the payload: the federation's day and the reader's language of the messages. */
export interface SaveContext {
  today: string;
  culture: LanguageCode;
}

/**
 * Checks a save against the rules of spec §5, the domain's rules of a mark (plausible range, wind
 * reading, no day after today, relay members of the team's club and sex; decision 030) and the
 * federation's data, and derives the stored columns (decision 020: mark units, sort key, season
 * year, competitor key, copies of the athlete's year of birth and nation, the competition's
 * environment). Throws one 422 that names every field in error.
 */
export async function resolveSave(tx: DbOrTx, masterId: number, input: SaveInput, context: SaveContext): Promise<ResolvedSave> {
  const errors = new FieldErrors();
  // One after the other: a transaction's connection runs one query at a time.
  const competition = await findCompetitionInMaster(tx, input.competitionId, masterId);
  const event = await findEventById(tx, input.eventId);
  const ageClass = await findClassById(tx, input.classId);
  if (!competition) errors.add('CompetitionId', 'errorCompetitionRequired');
  if (!event) errors.add('EventId', 'errorEventRequired');
  if (!ageClass) errors.add('ClassId', 'errorClassRequired');
  if (event && ageClass && event.sex !== null && event.sex !== ageClass.sex) errors.add('ClassId', 'errorEventClassMismatch');

  // The day, within the competition's days.
  const day = input.performanceDateTime ? parseDay(input.performanceDateTime) : null;
  if (!day) errors.add('PerformanceDateTime', 'errorResultDate');
  else if (isFutureDay(day, context.today)) errors.add('PerformanceDateTime', 'errorDateInFuture');
  else if (competition && (day < competition.dateFrom || day > competition.dateTo)) errors.add('PerformanceDateTime', 'errorResultDate');

  if (!competition || !event || !ageClass) throw errors.problem();
  const outdoor = competition.environment !== Environment.indoor;

  // Who: an athlete of the federation, or for team events a club with its members in order.
  const team = isTeamEvent(event);
  let athlete: AthleteRow | undefined;
  let organizationId: number | null = null;
  const members: NewRelayMember[] = [];
  if (team) {
    const club = input.organizationId === null ? undefined : await findClubInMaster(tx, input.organizationId, masterId);
    if (!club) errors.add('OrganizationId', 'errorClubRequired');
    else organizationId = club.id;
    const ids = input.relayMembers.map((m) => m.competitorId);
    if (event.relayMembers > 0 && ids.length > event.relayMembers) errors.add('RelayMembers', 'errorRelayTooManyMembers');
    if (new Set(ids).size !== ids.length) errors.add('RelayMembers', 'errorRelayDuplicateMember');
    const found = await athletesInMaster(tx, ids, masterId);
    if (ids.some((id) => !found.has(id))) errors.add('RelayMembers', 'errorCompetitorRequired');
    // Relays run for one club (or its LG/StG) in the class's sex; multi-team and team endurance events are left as they were.
    if (club && event.relayMembers > 0) {
      const relayTeam = { clubId: club.id, sex: ageClass.sex as Sex, mixed: eventByCode(event.code)?.mixed ?? false };
      for (const member of found.values()) {
        const problem = relayMemberProblem({ gender: member.gender, clubPath: member.organizationPath }, relayTeam);
        if (problem) errors.add('RelayMembers', problem, { name: `${member.firstName} ${member.lastName}`, club: club.name });
      }
    }
    const multiTeam = event.eventType === EventType.multiTeam;
    if (multiTeam && input.relayMembers.some((m) => !m.value)) errors.add('RelayMembers', 'errorMultiTeamValueRequired');
    input.relayMembers.forEach((m, position) => members.push({ position, athleteId: m.competitorId, value: m.value }));
  } else if (input.competitorId === null) errors.add('CompetitorId', 'errorCompetitorRequired');
  else {
    athlete = (await athletesInMaster(tx, [input.competitorId], masterId)).get(input.competitorId);
    if (!athlete) errors.add('CompetitorId', 'errorCompetitorRequired');
    else {
      organizationId = athlete.organizationId;
      if (sexOfGender(athlete.gender) !== ageClass.sex) errors.add('CompetitorId', 'errorClassSexMismatch');
    }
  }

  // The mark: the sum of the sub-events' points for combined events, else the typed result.
  const measurement = event.measurement as MarkKind;
  let units = 0;
  let handTimed = false;
  const subs: NewSubResult[] = [];
  if (event.subEvents.length > 0) {
    const subEvents = await eventsByCodes(tx, event.subEvents);
    const rows = input.multiEventResults ?? [];
    const sameEvents = rows.length === subEvents.length && rows.every((r, i) => r.eventId === subEvents[i]?.id);
    if (!sameEvents || subEvents.length !== event.subEvents.length) errors.add('MultiEventResults', 'errorMultiEventRows');
    else {
      const sex = (event.sex ?? ageClass.sex) as Sex;
      rows.forEach((row, i) => {
        const sub = subEvents[i];
        const key = (field: string) => `MultiEventResults[${i}].${field}`;
        const text = row.result?.trim() ?? '';
        let mark: { value: number; handTimed: boolean } | null = null;
        if (!text) errors.add(key('Result'), 'errorEmpty');
        else {
          const rules = markRules(sub);
          const parsed = parseEventMark(text, rules);
          if (parsed.ok) mark = parsed;
          else errors.addMark(key('Result'), parsed.reason, rules, context.culture);
        }
        const typedWind = subWind(row.windResult);
        if (typedWind === undefined) errors.add(key('WindResult'), 'errorShouldBeDecimal');
        else if (typedWind === 'outOfRange') errors.add(key('WindResult'), 'errorWindOutOfRange');
        else if (typedWind === null && sub.windRequired && outdoor) errors.add(key('WindResult'), 'errorWindRequired');
        const wind = typedWind === 'outOfRange' ? undefined : typedWind;
        const given = givenPoints(row.points);
        if (given === undefined) errors.add(key('Points'), 'errorShouldBeNumber');
        const discipline = eventByCode(sub.code)?.scoring ?? null;
        const computed = mark && discipline && hasScoringTable(sex, discipline) ? combinedEventPoints({ sex, discipline, mark: mark.value, handTimed: mark.handTimed }) : null;
        const reason = row.overrideReason?.trim() || null;
        // Without a scoring table the statistician's points are the only points there are.
        if (given === null && computed === null && mark) errors.add(key('Points'), 'errorShouldBeNumber');
        const overridden = given !== null && given !== undefined && computed !== null && given !== computed;
        if (overridden && !reason) errors.add(key('OverrideReason'), 'errorOverrideReasonRequired');
        if (!mark || wind === undefined || given === undefined) return;
        const points = given ?? computed ?? 0;
        units += points;
        subs.push({
          position: i,
          eventId: sub.id,
          markUnits: markToUnits(mark.value, sub.measurement as MarkKind),
          handTimed: mark.handTimed,
          windTenths: wind === null || !sub.windRequired || !outdoor ? null : windTenths(wind),
          points,
          pointsOverrideReason: overridden || (computed === null && given !== null) ? reason : null,
        });
      });
      // Points typed over the tables' can still add up to more than any combined event scored.
      const rules = markRules(event);
      if (units > rules.limits.max) errors.addMark('BestResult', 'markTooHigh', rules, context.culture);
    }
  } else {
    const text = input.bestResult?.trim() ?? '';
    if (!text) errors.add('BestResult', 'errorBestResultRequired');
    else {
      const rules = markRules(event);
      const parsed = parseListedMark(text, rules);
      if (!parsed.ok) errors.addMark('BestResult', parsed.reason, rules, context.culture);
      else {
        units = markToUnits(parsed.value, measurement);
        handTimed = parsed.handTimed;
      }
    }
  }
  errors.throwIfAny();

  // Wind is read only where it counts: events that need it, outdoors.
  const wind = event.windRequired && outdoor && event.subEvents.length === 0 ? input.windResult : null;
  const environment = competition.environment;
  return {
    columns: {
      competitionId: competition.id,
      eventId: event.id,
      classId: ageClass.id,
      athleteId: athlete?.id ?? null,
      competitorKey: athlete ? athlete.id : -organizationId!,
      organizationId: organizationId!,
      yearOfBirth: athlete?.yearOfBirth ?? null,
      nation: athlete?.nation ?? null,
      performanceDate: day!,
      environment,
      seasonYear: performanceSeasonYear(day!, environment),
      markUnits: units,
      handTimed,
      sortKey: rankingSortKey(units, measurement, handTimed),
      windTenths: wind === null ? null : windTenths(wind),
      heightWeight: input.heightWeight,
    },
    members,
    subs,
  };
}
