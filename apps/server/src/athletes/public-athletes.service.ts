import type { z } from 'zod';
import {
  athleteMarksQuery,
  eventDisplayName,
  publicAthleteSearchQuery,
  publicAthletesApi as api,
  type LanguageCode,
  type PublicAthlete,
} from '@portal/domain';
import type { Deps } from '../deps';
import { notFound } from '../lib/problems';
import { printedMark, printedWind } from './printed-mark';
import { listRanks } from './list-ranks';
import { profileReference, type ProfileReference } from './profile-reference';
import { countedMarks, findAthlete, readProfile, pageOfMarks, searchAthletes, type AthleteRow, type MarkRow } from './public-athletes.repo';
import { isoDay } from '../lib/sql-dates';
import { keptIdOf } from './athlete-care.repo';
import { currentStatisticsVersion } from '../statistics/statistics-version';

type SearchQuery = z.output<typeof publicAthleteSearchQuery>;
type MarksQuery = z.output<typeof athleteMarksQuery>;
/** `keptVersion`: the statistics version the route keeps the answer under, when it has read one. */
type Context = { deps: Deps; culture: LanguageCode; keptVersion?: string };

const fullName = (a: AthleteRow) => `${a.first_name} ${a.last_name}`.trim();

/** A mark as the lists print it (`11.65`, `10.4*`, `6.10`) and its wind with the sign (`+0.5`). */
function printed(m: MarkRow) {
  return { mark: printedMark(m.event_code, m.measurement, m.mark_units, m.hand_timed), wind: printedWind(m.wind_tenths) };
}

/** Athletes by name, each with the link to their profile. */
export async function findPublicAthletes({ deps }: Context, query: SearchQuery) {
  const { rows, total } = await searchAthletes(deps.db, query.search, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return {
    entities: rows.map((a) => ({
      id: a.id,
      fullName: fullName(a),
      yearOfBirth: a.year_of_birth,
      nation: a.nation,
      clubName: a.club_name,
      links: [deps.links.to(api.public_athlete, { id: a.id })],
    })),
    links: [],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}

/** What `read` finds for the athlete, or for an id merged away for the athlete it was merged into (its old links keep working). */
async function orKept<T>(deps: Deps, id: number, read: (id: number) => Promise<T | undefined>): Promise<T> {
  const found = (await read(id)) ?? (await read((await keptIdOf(deps.db, id)) ?? 0));
  if (!found) throw notFound();
  return found;
}

/** The best of marks ordered best first: the first. */
const bestOf = (marks: MarkRow[]) => marks[0];

/** Groups marks (in best-first order) by a key, keeping the order of first appearance. */
function groupBy<K>(marks: MarkRow[], key: (m: MarkRow) => K): Map<K, MarkRow[]> {
  const groups = new Map<K, MarkRow[]>();
  for (const m of marks) {
    const k = key(m);
    const group = groups.get(k);
    if (group) group.push(m);
    else groups.set(k, [m]);
  }
  return groups;
}

/**
 * The profile: personal bests per event and environment (a wind-assisted mark better than the
 * legal best listed apart, hand times marked), season bests per event, season and environment
 * (legal marks only), and the athlete's rank in each of the federation's lists for the seasons
 * they have a mark in an event and class the list ranks.
 */
export async function publicAthlete({ deps, culture, keptVersion }: Context, requestedId: number): Promise<PublicAthlete> {
  // The version the answer is kept under, else read beside the statement, not after it: one round trip less while the pool is busy.
  const [profile, version] = await Promise.all([orKept(deps, requestedId, (id) => readProfile(deps.db, id)), keptVersion ?? currentStatisticsVersion(deps.db)]);
  const { marks: _, rejected: __, ...athlete } = profile;
  const id = athlete.id;
  const reference = await profileReference(deps.db, athlete.master_id, version);
  const marks = countedMarks(profile, reference);
  const name = (m: MarkRow) => eventDisplayName(m.event_code, culture, { german: m.event_name });

  const personalBests: PublicAthlete['personalBests'] = [];
  for (const group of groupBy(marks, (m) => `${m.event_code}|${m.environment}`).values()) {
    const legal = bestOf(group.filter((m) => m.legal));
    const assisted = bestOf(group.filter((m) => m.assisted));
    for (const [m, windAssisted] of [[legal, false], [assisted, true]] as const) {
      if (!m || (windAssisted && legal && legal.sort_key <= m.sort_key)) continue;
      personalBests.push({ eventCode: m.event_code, eventName: name(m), environment: m.environment, ...printed(m), windAssisted, handTimed: m.hand_timed, date: isoDay(m.performance_date), competitionName: m.competition_name });
    }
  }

  const seasonBests: PublicAthlete['seasonBests'] = [];
  for (const group of groupBy(marks.filter((m) => m.legal), (m) => `${m.season_year}|${m.event_code}|${m.environment}`).values()) {
    const m = bestOf(group);
    const { mark, wind } = printed(m);
    seasonBests.push({ year: m.season_year, environment: m.environment, eventCode: m.event_code, eventName: name(m), mark, wind, date: isoDay(m.performance_date) });
  }
  seasonBests.sort((a, b) => b.year - a.year || a.environment - b.environment);

  return {
    id: athlete.id,
    fullName: fullName(athlete),
    firstName: athlete.first_name,
    lastName: athlete.last_name,
    yearOfBirth: athlete.year_of_birth,
    nation: athlete.nation,
    clubName: athlete.club_name,
    personalBests,
    seasonBests,
    positions: await positions(deps, athlete, marks, reference),
    links: [deps.links.to(api.athlete_marks, { id })],
  };
}

/**
 * The athlete's rank in the federation's lists, per list, event, class and season they have a mark
 * in; the ranking query's own rules. Each ranking is computed once, shared by every profile that
 * has a position in it, and kept until a change touches its event, class and season (`listRanks`).
 */
async function positions(deps: Deps, athlete: AthleteRow, marks: MarkRow[], reference: ProfileReference): Promise<PublicAthlete['positions']> {
  const seasons = groupBy(marks, (m) => `${m.event_id}|${m.class_id}`);
  const ranks = listRanks(deps.db);
  const asked = reference.definitions.filter((d) => seasons.has(`${d.event_id}|${d.class_id}`)).flatMap((d) => {
    const years = [...new Set(seasons.get(`${d.event_id}|${d.class_id}`)!.map((m) => m.season_year))].sort((a, b) => b - a);
    const rules = { startAge: d.start_age, endAge: d.end_age, heightWeight: d.height_weight === null ? null : Number(d.height_weight), wind: d.wind, handTimeAllowed: d.hand_time_allowed, environment: d.environment };
    return years.map(async (year) => {
      const rank = await ranks.rankOf(
        { masterId: athlete.master_id, eventId: d.event_id, classId: d.class_id, seasonYear: year, environment: d.environment, rules, bestListId: d.list_id, regionalRestrictionId: d.regional_restriction_id, excludeRejected: true },
        athlete.id,
        reference.version,
      );
      return rank === null ? null : { bestListId: d.list_id, bestListName: d.list_name, year, environment: d.environment, eventCode: d.event_code, classCode: d.class_code, rank };
    });
  });
  return (await Promise.all(asked)).filter((p) => p !== null);
}

/** Every counted mark, newest first, of one event and season if asked. */
export async function athleteMarks({ deps, culture }: Context, requestedId: number, query: MarksQuery) {
  const { id } = await orKept(deps, requestedId, (id) => findAthlete(deps.db, id));
  const { rows, total } = await pageOfMarks(deps.db, id, { eventCode: query.eventCode, year: query.year }, query.pageSize, (query.pageNumber - 1) * query.pageSize);
  return {
    entities: rows.map((m) => ({
      id: m.id,
      eventCode: m.event_code,
      eventName: eventDisplayName(m.event_code, culture, { german: m.event_name }),
      classCode: m.class_code,
      environment: m.environment,
      year: m.season_year,
      ...printed(m),
      windAssisted: m.assisted,
      handTimed: m.hand_timed,
      date: isoDay(m.performance_date),
      competitionName: m.competition_name,
      town: m.town,
      relayTeam: m.team_name,
    })),
    links: [],
    paginationMetadata: { currentPage: query.pageNumber, totalPages: Math.max(1, Math.ceil(total / query.pageSize)), totalCount: total, pageSize: query.pageSize },
  };
}
