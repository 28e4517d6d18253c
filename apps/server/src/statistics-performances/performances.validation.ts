import {
  Environment,
  checkPerformance,
  isTeamEvent,
  markToUnits,
  parseDay,
  performanceDayProblem,
  performanceSeasonYear,
  rankingSortKey,
  windTenths,
  type CheckedEvent,
  type LanguageCode,
  type MarkKind,
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

/** Athlete gender 0/1 as the class sex M/W. */
const sexOfGender = (gender: number): Sex => (gender === 1 ? 'W' : 'M');

/** A stored event as the domain's checks read it, with its sub-events found by code. */
const checkedEvent = (event: EventRow, subEvents: readonly EventRow[]): CheckedEvent => ({
  code: event.code,
  measurement: event.measurement as MarkKind,
  handTimeAllowed: event.handTimeAllowed,
  relayMembers: event.relayMembers,
  eventType: event.eventType,
  subEvents: subEvents.map((sub) => ({ eventId: sub.id, code: sub.code, measurement: sub.measurement as MarkKind, handTimeAllowed: sub.handTimeAllowed, windRequired: sub.windRequired })),
});

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
  const fields: Record<string, FieldMessage[]> = {};
  const add = (field: string, key: string, params?: Record<string, string>) => {
    const list = (fields[field] ??= []);
    if (!list.some((f) => f.key === key && JSON.stringify(f.params) === JSON.stringify(params))) list.push({ key, params });
  };
  const refuse = () => new Problem(422, 'http.422', {}, fields);
  // One after the other: a transaction's connection runs one query at a time.
  const competition = await findCompetitionInMaster(tx, input.competitionId, masterId);
  const event = await findEventById(tx, input.eventId);
  const ageClass = await findClassById(tx, input.classId);
  if (!competition) add('CompetitionId', 'errorCompetitionRequired');
  if (!event) add('EventId', 'errorEventRequired');
  if (!ageClass) add('ClassId', 'errorClassRequired');
  if (event && ageClass && event.sex !== null && event.sex !== ageClass.sex) add('ClassId', 'errorEventClassMismatch');
  if (!competition || !event || !ageClass) {
    const day = performanceDayProblem(input.performanceDateTime, competition ?? null, context.today);
    if (day) add('PerformanceDateTime', day);
    throw refuse();
  }

  // Who: an athlete of the federation, or for team events a club with its members in order.
  const team = isTeamEvent(event);
  const club = team && input.organizationId !== null ? await findClubInMaster(tx, input.organizationId, masterId) : undefined;
  const found = team ? await athletesInMaster(tx, input.relayMembers.map((m) => m.competitorId), masterId) : new Map<number, AthleteRow>();
  const foundMembers = new Map([...found.values()].map((m) => [m.id, { fullName: `${m.firstName} ${m.lastName}`, gender: m.gender, organizationPath: m.organizationPath }]));
  let athlete: AthleteRow | undefined;
  if (!team && input.competitorId !== null) {
    athlete = (await athletesInMaster(tx, [input.competitorId], masterId)).get(input.competitorId);
    if (!athlete) add('CompetitorId', 'errorCompetitorRequired');
    else if (sexOfGender(athlete.gender) !== ageClass.sex) add('CompetitorId', 'errorClassSexMismatch');
  }
  const subEvents = await eventsByCodes(tx, event.subEvents);
  if (subEvents.length !== event.subEvents.length) add('MultiEventResults', 'errorMultiEventRows');

  // What the values, the event and the day decide: the domain's rules, the form's too.
  const checked = checkPerformance(input, {
    competition,
    event: checkedEvent(event, subEvents),
    sex: (event.sex ?? ageClass.sex) as Sex,
    club: club ? { id: club.id, name: club.name } : null,
    members: foundMembers,
    today: context.today,
    culture: context.culture,
  });
  for (const problem of checked.problems) add(problem.field, problem.key, problem.params);
  if (Object.keys(fields).length > 0 || !checked.mark) throw refuse();

  const measurement = event.measurement as MarkKind;
  const outdoor = competition.environment !== Environment.indoor;
  const day = parseDay(input.performanceDateTime!)!;
  const units = subEvents.length > 0 ? checked.mark.value : markToUnits(checked.mark.value, measurement);
  const handTimed = checked.mark.handTimed;
  const subs: NewSubResult[] = checked.rows.map((row, position) => {
    const sub = subEvents[position];
    return {
      position,
      eventId: sub.id,
      markUnits: markToUnits(row.mark.value, sub.measurement as MarkKind),
      handTimed: row.mark.handTimed,
      windTenths: row.wind === null || !sub.windRequired || !outdoor ? null : windTenths(row.wind),
      points: row.points,
      pointsOverrideReason: row.overrideReason,
    };
  });
  const members: NewRelayMember[] = team ? input.relayMembers.map((m, position) => ({ position, athleteId: m.competitorId, value: m.value })) : [];
  // Wind is read only where it counts: events that need it, outdoors.
  const wind = event.windRequired && outdoor && subEvents.length === 0 ? input.windResult : null;
  const environment = competition.environment;
  const organizationId = athlete ? athlete.organizationId : club!.id;
  return {
    columns: {
      competitionId: competition.id,
      eventId: event.id,
      classId: ageClass.id,
      athleteId: athlete?.id ?? null,
      competitorKey: athlete ? athlete.id : -organizationId,
      organizationId,
      yearOfBirth: athlete?.yearOfBirth ?? null,
      nation: athlete?.nation ?? null,
      performanceDate: day,
      environment,
      seasonYear: performanceSeasonYear(day, environment),
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
