import { sql, type SQL } from 'drizzle-orm';
import { WIND_LIMIT } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../lib/sql-like';

const windLimitTenths = Math.round(WIND_LIMIT * 10);

/**
 * The marks of an athlete the best lists count: ranked marks (no foul, no zero), none rejected by
 * a Negative checking, no indoor mark outside the indoor season (April to October), as the
 * ranking query reads them.
 */
const countedMark = sql`p.sort_key is not null
  and (p.environment = 1 or extract(month from p.performance_date) not between 4 and 10)
  and not exists (select 1 from checkings c where c.performance_id = p.id and c.status = 0)`;
const counted = (athleteId: number): SQL => sql`p.athlete_id = ${athleteId} and ${countedMark}`;
/** The athlete's own counted marks and the counted marks of the relays they ran in (a union, so that both indexes serve it). */
const countedWithRelays = (athleteId: number): SQL => sql`p.id in (select x.id from performances x where x.athlete_id = ${athleteId}
  union all select r.performance_id from performance_relay_members r where r.athlete_id = ${athleteId}) and ${countedMark}`;

/** Within the wind limit, or no wind to read (indoors, or an event without wind). */
const legalWind = sql`(p.environment = 0 or not e.wind_required or (p.wind_tenths is not null and p.wind_tenths <= ${windLimitTenths}))`;
/** Counted only in the wind-assisted marks: outdoors, over +2.0 m/s (a mark without a wind reading is not). */
const assistedWind = sql`coalesce(p.environment = 1 and e.wind_required and p.wind_tenths > ${windLimitTenths}, false)`;

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
  pc.name as competition_name, pc.town, ${legalWind} as legal, ${assistedWind} as assisted`;
const markJoins = sql`performances p join events e on e.id = p.event_id join age_classes ac on ac.id = p.class_id join perf_competitions pc on pc.id = p.competition_id`;

/** Every counted mark of the athlete (the profile's bests are computed from them). */
export async function countedMarks(db: DbOrTx, athleteId: number): Promise<MarkRow[]> {
  const result = await db.execute<MarkRow>(sql`select ${markColumns} from ${markJoins} where ${counted(athleteId)} order by e.sort_order, p.sort_key, p.performance_date, p.id`);
  return result.rows;
}

/** A page of the counted marks, newest first, of one event and season if asked; relays the athlete ran in with their team. */
export async function pageOfMarks(db: DbOrTx, athleteId: number, filter: { eventCode?: string; year?: number }, limit: number, offset: number) {
  const where = [countedWithRelays(athleteId)];
  if (filter.eventCode) where.push(sql`e.code = ${filter.eventCode}`);
  if (filter.year !== undefined) where.push(sql`p.season_year = ${filter.year}`);
  const result = await db.execute<MarkRow & { team_name: string | null; total: string | number }>(sql`
    select ${markColumns}, case when p.athlete_id is null then t.name end as team_name, count(*) over () as total
    from ${markJoins} join organizations t on t.id = p.organization_id where ${sql.join(where, sql` and `)}
    order by p.performance_date desc, p.id desc limit ${limit} offset ${offset}`);
  return { rows: result.rows, total: result.rows.length ? Number(result.rows[0].total) : 0 };
}

/** The federation's lists with a definition for one of the events and classes, with the definition's rules. */
export async function definitionsFor(db: DbOrTx, masterId: number, eventClassPairs: { eventId: number; classId: number }[]) {
  if (!eventClassPairs.length) return [];
  const pairs = sql.join(eventClassPairs.map((p) => sql`(${p.eventId}, ${p.classId})`), sql`, `);
  const result = await db.execute<{
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
  }>(sql`
    select b.id as list_id, b.name as list_name, b.regional_restriction_id, d.event_id, d.class_id, e.code as event_code, ac.code as class_code,
      d.start_age, d.end_age, d.height_weight, d.wind, d.hand_time_allowed, d.environment
    from best_lists b join best_list_definitions d on d.best_list_id = b.id
    join events e on e.id = d.event_id join age_classes ac on ac.id = d.class_id
    where b.master_id = ${masterId} and (d.event_id, d.class_id) in (${pairs})
    order by b.name, b.id, e.sort_order, ac.sort_order`);
  return result.rows;
}
