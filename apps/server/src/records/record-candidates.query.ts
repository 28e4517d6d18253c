import { sql, type SQL } from 'drizzle-orm';
import { Environment, markKindOf, rankingSortKey, RECORD_CANDIDATES_LIMIT, recordCandidateScope, WIND_LIMIT } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { RecordSetRow } from './record-sets.repo';
import type { EventRow, RecordRow } from './records.repo';
import { isoDay } from '../lib/sql-dates';

const windLimitTenths = Math.round(WIND_LIMIT * 10);
const OUTDOOR = 1;

/** The record a candidate has to beat: the set's best of its event, with its sort key. */
export interface BestRecord {
  record: RecordRow;
  event: EventRow;
  sortKey: number;
}

/** A performance that beats a set's record, with what the candidate list shows of it. */
export interface CandidateRow {
  performanceId: number;
  eventId: number;
  athleteFirstname: string;
  athleteLastname: string;
  nation: string;
  organizationName: string;
  gender: number;
  yearOfBirth: number;
  nationalAthleteCode: string | null;
  markUnits: number;
  handTimed: boolean;
  windTenths: number | null;
  heightWeight: number | null;
  date: string;
  competitionName: string;
  competitionTown: string;
  competitionNation: string;
  recordId: number;
}

/** The sort key of a record, as performances store theirs (a hand time never beats an equal automatic time). */
export const recordSortKey = (record: Pick<RecordRow, 'markUnits' | 'handTimed'>, event: Pick<EventRow, 'measurement'>) =>
  rankingSortKey(record.markUnits, markKindOf(event.measurement), record.handTimed);

/** Per event, the set's best record (lowest sort key; the earlier one of equal marks). */
export function bestRecordsByEvent(rows: { record: RecordRow; event: EventRow }[]): BestRecord[] {
  const best = new Map<number, BestRecord>();
  for (const { record, event } of rows) {
    const sortKey = recordSortKey(record, event);
    if (sortKey === null) continue;
    const current = best.get(event.id);
    if (!current || sortKey < current.sortKey || (sortKey === current.sortKey && record.recordDate < current.record.recordDate)) best.set(event.id, { record, event, sortKey });
  }
  return [...best.values()];
}

/**
 * The athletes within the set's validity (`recordCandidateScope`, decision 030), by the club and
 * nation the performance was made with: a national set's of the federation's nation, a regional
 * set's from clubs below its state association, a club, area or district set's from the
 * organisation its qualifier names (by name, among the federation's organisations of that kind)
 * or a club below it. A set whose organisation cannot be found has no candidates.
 */
function withinValidity(set: RecordSetRow): SQL | null {
  const scope = recordCandidateScope(set.recordValidity);
  const clubWithin = (organizations: SQL) => sql`exists (select 1 from organizations club where club.id = p.organization_id and club.path && ${organizations})`;
  switch (scope.by) {
    case 'nation':
      return sql`coalesce(p.nation, a.nation) = (select m.nation from organizations m where m.id = ${set.masterId})`;
    case 'association':
      return set.validityOrganizationId === null ? sql`false` : clubWithin(sql`array[${set.validityOrganizationId}::integer]`);
    case 'namedOrganization': {
      const name = set.validityQualifier?.trim();
      if (!name) return sql`false`;
      const types = sql.join(
        scope.types.map((t) => sql`${t}`),
        sql`, `,
      );
      return clubWithin(
        sql`array(select named.id from organizations named where named.master_id = ${set.masterId} and named.type in (${types}) and lower(btrim(named.name)) = lower(${name}))`,
      );
    }
    case 'none':
      return null;
  }
}

/**
 * What makes a performance of the federation a record of the set, whatever the mark: an
 * individual event (an athlete) within the set's validity, the athlete's gender (any in a mixed
 * set), the athlete's age in the season within the set's ages (0 = no bound), the set's
 * environment, a legal wind where the event requires one outdoors (known and at most +2.0 m/s),
 * the event's implement, no Negative checking in any list, and not adopted into this set yet. `p`
 * is the performance, `e` its event, `a` its athlete.
 */
function eligibility(set: RecordSetRow): SQL[] {
  const where: SQL[] = [sql`p.master_id = ${set.masterId}`, sql`p.athlete_id is not null`, sql`p.sort_key is not null`];
  const validity = withinValidity(set);
  if (validity) where.push(validity);
  if (set.gender !== 2) where.push(sql`a.gender = ${set.gender}`);
  if (set.startAge > 0) where.push(sql`p.season_year - p.year_of_birth >= ${set.startAge}`);
  if (set.endAge > 0) where.push(sql`p.season_year - p.year_of_birth <= ${set.endAge}`);
  if (set.eventEnvironment !== Environment.all) where.push(sql`p.environment = ${set.eventEnvironment}`);
  where.push(sql`(not e.wind_required or p.environment <> ${OUTDOOR} or (p.wind_tenths is not null and p.wind_tenths <= ${windLimitTenths}))`);
  where.push(sql`(e.height_weight is null or p.height_weight is null or p.height_weight = e.height_weight)`);
  where.push(sql`not exists (select 1 from checkings c where c.performance_id = p.id and c.status = 0)`);
  where.push(sql`not exists (select 1 from records r where r.performance_id = p.id and r.record_set_id = ${set.id})`);
  return where;
}

type Row = {
  performance_id: number;
  event_id: number;
  first_name: string;
  last_name: string;
  nation: string;
  organization_name: string;
  gender: number;
  year_of_birth: number;
  national_athlete_code: string | null;
  mark_units: number;
  hand_timed: boolean;
  wind_tenths: number | null;
  height_weight: string | number | null;
  performance_date: string | Date;
  competition_name: string;
  competition_town: string;
  competition_nation: string;
  record_id: number;
};


const candidateRow = (r: Row): CandidateRow => ({
  performanceId: r.performance_id,
  eventId: r.event_id,
  athleteFirstname: r.first_name,
  athleteLastname: r.last_name,
  nation: r.nation,
  organizationName: r.organization_name,
  gender: r.gender,
  yearOfBirth: r.year_of_birth,
  nationalAthleteCode: r.national_athlete_code,
  markUnits: r.mark_units,
  handTimed: r.hand_timed,
  windTenths: r.wind_tenths,
  heightWeight: r.height_weight === null ? null : Number(r.height_weight),
  date: isoDay(r.performance_date),
  competitionName: r.competition_name,
  competitionTown: r.competition_town,
  competitionNation: r.competition_nation,
  recordId: r.record_id,
});

/**
 * The performances that beat the set's best record of their event (strictly better by sort key),
 * the best per athlete and event, by the events' order and best first, at most
 * `RECORD_CANDIDATES_LIMIT`. Events without a record in the set have nothing to beat.
 */
export async function recordCandidates(db: DbOrTx, set: RecordSetRow, bests: BestRecord[]): Promise<CandidateRow[]> {
  if (bests.length === 0) return [];
  const values = sql.join(
    bests.map((b) => sql`(${b.event.id}::integer, ${b.record.id}::integer, ${b.sortKey}::integer)`),
    sql`, `,
  );
  const where = sql.join([...eligibility(set), sql`p.sort_key < b.sort_key`], sql` and `);
  const result = await db.execute<Row>(sql`
    with bests(event_id, record_id, sort_key) as (values ${values}),
    eligible as (
      select distinct on (p.athlete_id, p.event_id) p.id, p.event_id, p.sort_key, p.performance_date, b.record_id
      from performances p
      join bests b on b.event_id = p.event_id
      join events e on e.id = p.event_id
      join athletes a on a.id = p.athlete_id
      where ${where}
      order by p.athlete_id, p.event_id, p.sort_key, p.performance_date, p.id
    )
    select el.id as performance_id, el.event_id, a.first_name, a.last_name, coalesce(p.nation, a.nation) as nation, o.name as organization_name, a.gender,
      a.year_of_birth, a.national_athlete_code, p.mark_units, p.hand_timed, p.wind_tenths, p.height_weight, p.performance_date,
      pc.name as competition_name, pc.town as competition_town, pc.nation as competition_nation, el.record_id
    from eligible el
    join performances p on p.id = el.id
    join athletes a on a.id = p.athlete_id
    join perf_competitions pc on pc.id = p.competition_id
    join organizations o on o.id = p.organization_id
    join events e on e.id = el.event_id
    order by e.sort_order, el.sort_key, el.performance_date, el.id
    limit ${RECORD_CANDIDATES_LIMIT}`);
  return result.rows.map(candidateRow);
}

/** Whether the performance may be adopted as a record of the set for the event `eventId` (any mark). */
export async function isAdoptable(db: DbOrTx, set: RecordSetRow, performanceId: number, eventId: number): Promise<boolean> {
  const where = sql.join([...eligibility(set), sql`p.id = ${performanceId}`, sql`p.event_id = ${eventId}`], sql` and `);
  const result = await db.execute<{ id: number }>(sql`
    select p.id from performances p
    join events e on e.id = p.event_id
    join athletes a on a.id = p.athlete_id
    where ${where}`);
  return result.rows.length > 0;
}
