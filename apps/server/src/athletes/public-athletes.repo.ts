import { sql, type SQL } from 'drizzle-orm';
import { WIND_LIMIT } from '@portal/domain';
import { executePrepared, type Db, type DbOrTx } from '../db/client';
import { containsPattern } from '../lib/sql-like';
import { BatchedReads } from '../lib/batched-reads';

const windLimitTenths = Math.round(WIND_LIMIT * 10);

/** Marks the lists can rank: no foul, no zero, no indoor mark outside the indoor season (April to October), as the ranking query reads them. */
const rankableMark = sql`p.sort_key is not null and (p.environment = 1 or extract(month from p.performance_date) not between 4 and 10)`;
/** The marks of an athlete the best lists count: rankable marks none of which a Negative checking rejected. */
const countedMark = sql`${rankableMark} and not exists (select 1 from checkings c where c.performance_id = p.id and c.status = 0)`;
/** The athlete's own counted marks and the counted marks of the relays they ran in (a union, so that both indexes serve it). */
const countedWithRelays = (athleteId: number): SQL => sql`p.id in (select x.id from performances x where x.athlete_id = ${athleteId}
  union all select r.performance_id from performance_relay_members r where r.athlete_id = ${athleteId}) and ${countedMark}`;

/**
 * How a mark stands to the wind limit: legal within it, or with no wind to read (indoors, or an
 * event without wind); wind-assisted outdoors over +2.0 m/s. A mark without a reading is neither.
 */
function windStanding(environment: number, windRequired: boolean, windTenths: number | null): { legal: boolean; assisted: boolean } {
  const outdoorWind = environment === 1 && windRequired;
  return { legal: !outdoorWind || (windTenths !== null && windTenths <= windLimitTenths), assisted: outdoorWind && windTenths !== null && windTenths > windLimitTenths };
}

export type AthleteRow = {
  id: number;
  first_name: string;
  last_name: string;
  year_of_birth: number | null;
  nation: string | null;
  club_name: string;
  master_id: number;
};

export async function findAthlete(db: DbOrTx, id: number): Promise<AthleteRow | undefined> {
  const result = await db.execute<AthleteRow>(sql`
    select a.id, a.first_name, a.last_name, a.year_of_birth, a.nation, o.name as club_name, a.master_id
    from athletes a join organizations o on o.id = a.organization_id where a.id = ${id}`);
  return result.rows[0];
}

/** Athletes whose name contains the text (first and last name in either order), by last name. */
export async function searchAthletes(db: DbOrTx, search: string, limit: number, offset: number) {
  const like = containsPattern(search.toLowerCase());
  const result = await db.execute<AthleteRow & { total: string | number }>(sql`
    select a.id, a.first_name, a.last_name, a.year_of_birth, a.nation, o.name as club_name, a.master_id, count(*) over () as total
    from athletes a join organizations o on o.id = a.organization_id
    where lower(a.first_name || ' ' || a.last_name) like ${like} or lower(a.last_name || ' ' || a.first_name) like ${like}
    order by lower(a.last_name), lower(a.first_name), a.year_of_birth, a.id
    limit ${limit} offset ${offset}`);
  return { rows: result.rows, total: result.rows.length ? Number(result.rows[0].total) : 0 };
}

export type MarkRow = {
  id: number;
  event_id: number;
  event_code: string;
  event_name: string;
  measurement: string;
  class_id: number;
  class_code: string;
  environment: number;
  season_year: number;
  mark_units: number;
  hand_timed: boolean;
  sort_key: number;
  wind_tenths: number | null;
  performance_date: string | Date;
  competition_name: string;
  town: string;
  legal: boolean;
  assisted: boolean;
};

const markColumns = sql`p.id, p.event_id, e.code as event_code, e.name as event_name, e.measurement, p.class_id, ac.code as class_code,
  p.environment, p.season_year, p.mark_units, p.hand_timed, p.sort_key, p.wind_tenths, p.performance_date,
  pc.name as competition_name, pc.town, e.wind_required`;
const markJoins = sql`performances p join events e on e.id = p.event_id join age_classes ac on ac.id = p.class_id join perf_competitions pc on pc.id = p.competition_id`;

/** What a profile needs of an event. */
export type EventInfo = { code: string; name: string; measurement: string; windRequired: boolean; sortOrder: number };

/** A counted mark as the profile's statement returns it: id, event, class, environment, season, mark, hand timed, sort key, wind, date, competition, town. */
type ProfileMarkTuple = [number, number, number, number, number, number, boolean, number, number | null, string, [string, string]];

/**
 * The athletes (ids as one array parameter) and every mark of theirs the best lists count (ranked,
 * not rejected by a Negative checking, no indoor mark from April to October), in one statement: a
 * profile is read after every change to the statistics, so its reading is one round trip, prepared
 * once per connection on PostgreSQL, and each athlete's marks come back as one JSON value, read
 * from `performances_athlete_idx` alone. Each mark's competition is looked up by its key: a join
 * hashed all the federation's competitions for every profile (decisions 045, 049).
 */
const profileStatement = sql`
  select a.id, a.first_name, a.last_name, a.year_of_birth, a.nation, a.master_id, o.name as club_name,
    (select json_agg(json_build_array(p.id, p.event_id, p.class_id, p.environment, p.season_year, p.mark_units, p.hand_timed, p.sort_key, p.wind_tenths,
        p.performance_date, (select json_build_array(pc.name, pc.town) from perf_competitions pc where pc.id = p.competition_id)))
      from performances p
      where p.athlete_id = a.id and ${rankableMark}) as marks,
    (select array_agg(c.performance_id) from checkings c where c.status = 0 and c.performance_id in (select x.id from performances x where x.athlete_id = a.id)) as rejected
  from athletes a join organizations o on o.id = a.organization_id where a.id = any(`;

export type ProfileRow = AthleteRow & { marks: ProfileMarkTuple[] | null; rejected: number[] | null };

const profileReads = new WeakMap<Db, BatchedReads<number, ProfileRow>>();

/**
 * The athlete with their counted marks as the profile's statement returns them; undefined for an
 * id that is not an athlete (any more). Profiles asked for while others are read go out together
 * in one statement (`BatchedReads`): after a change every profile is read again at once.
 */
export function readProfile(db: Db, athleteId: number): Promise<ProfileRow | undefined> {
  let reads = profileReads.get(db);
  if (!reads) {
    reads = new BatchedReads(async (ids) => {
      const rows = await executePrepared<ProfileRow>(db, 'athlete_profile', sql`${profileStatement}${`{${ids.join(',')}}`}::int[])`);
      return new Map(rows.map((row) => [row.id, row]));
    });
    profileReads.set(db, reads);
  }
  return reads.get(athleteId);
}

/**
 * The profile's counted marks in the order of the events, best first, not rejected; what is the
 * same for every profile (events, classes) comes from the reference.
 */
export function countedMarks({ marks: tuples, rejected }: ProfileRow, reference: { events: Map<number, EventInfo>; classCodes: Map<number, string> }): MarkRow[] {
  const rejectedIds = new Set(rejected ?? []);
  const marks: MarkRow[] = [];
  // The events' order beside the marks, not in them: a copy of each mark without it would cost more than the sort.
  const eventOrder = new Map<number, number>();
  for (const [id, eventId, classId, environment, seasonYear, markUnits, handTimed, sortKey, windTenths, date, [competitionName, town]] of tuples ?? []) {
    const event = reference.events.get(eventId);
    if (rejectedIds.has(id) || !event) continue;
    const { legal, assisted } = windStanding(environment, event.windRequired, windTenths);
    eventOrder.set(eventId, event.sortOrder);
    marks.push({
      id,
      event_id: eventId,
      event_code: event.code,
      event_name: event.name,
      measurement: event.measurement,
      class_id: classId,
      class_code: reference.classCodes.get(classId) ?? '',
      environment,
      season_year: seasonYear,
      mark_units: markUnits,
      hand_timed: handTimed,
      sort_key: sortKey,
      wind_tenths: windTenths,
      performance_date: date,
      competition_name: competitionName,
      town,
      legal,
      assisted,
    });
  }
  // Days as ISO strings compare in their order (`localeCompare` would be collation, and slow).
  const byDay = (a: MarkRow, b: MarkRow) => (a.performance_date < b.performance_date ? -1 : a.performance_date > b.performance_date ? 1 : 0);
  return marks.sort((a, b) => eventOrder.get(a.event_id)! - eventOrder.get(b.event_id)! || a.sort_key - b.sort_key || byDay(a, b) || a.id - b.id);
}

/** A page of the counted marks, newest first, of one event and season if asked; relays the athlete ran in with their team. */
export async function pageOfMarks(db: DbOrTx, athleteId: number, filter: { eventCode?: string; year?: number }, limit: number, offset: number) {
  const where = [countedWithRelays(athleteId)];
  if (filter.eventCode) where.push(sql`e.code = ${filter.eventCode}`);
  if (filter.year !== undefined) where.push(sql`p.season_year = ${filter.year}`);
  const result = await db.execute<Omit<MarkRow, 'legal' | 'assisted'> & { wind_required: boolean; team_name: string | null; total: string | number }>(sql`
    select ${markColumns}, case when p.athlete_id is null then t.name end as team_name, count(*) over () as total
    from ${markJoins} join organizations t on t.id = p.organization_id where ${sql.join(where, sql` and `)}
    order by p.performance_date desc, p.id desc limit ${limit} offset ${offset}`);
  const rows = result.rows.map(({ wind_required, ...m }) => ({ ...m, ...windStanding(m.environment, wind_required, m.wind_tenths) }));
  return { rows, total: rows.length ? Number(rows[0].total) : 0 };
}

export type DefinitionRow = {
  list_id: number;
  list_name: string;
  regional_restriction_id: number | null;
  event_id: number;
  class_id: number;
  event_code: string;
  class_code: string;
  start_age: number;
  end_age: number;
  height_weight: string | number | null;
  wind: boolean;
  hand_time_allowed: boolean;
  environment: number;
};

/** Every definition of the federation's lists, with the definition's rules, in the lists' order. */
export async function definitionsFor(db: DbOrTx, masterId: number): Promise<DefinitionRow[]> {
  const result = await db.execute<DefinitionRow>(sql`
    select b.id as list_id, b.name as list_name, b.regional_restriction_id, d.event_id, d.class_id, e.code as event_code, ac.code as class_code,
      d.start_age, d.end_age, d.height_weight, d.wind, d.hand_time_allowed, d.environment
    from best_lists b join best_list_definitions d on d.best_list_id = b.id
    join events e on e.id = d.event_id join age_classes ac on ac.id = d.class_id
    where b.master_id = ${masterId}
    order by b.name, b.id, e.sort_order, ac.sort_order`);
  return result.rows;
}
