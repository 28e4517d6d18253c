import { sql, type SQL } from 'drizzle-orm';
import { WIND_LIMIT } from '@portal/domain';
import { executePrepared, type Db, type DbOrTx } from '../../db/client';
import { isoDay } from '../../lib/sql-dates';

/** The conditions of one event × class definition of a best list (spec §3 custom definition). */
export interface DefinitionRules {
  startAge: number;
  endAge: number;
  heightWeight: number | null;
  wind: boolean;
  handTimeAllowed: boolean;
  /** Indoor 0, outdoor 1, both 2. */
  environment: number;
}

/**
 * What a ranking asks for. The public page, the statistician's filtered list and the export all
 * build one of these and read through `rankPerformances`, so every rule of PRODUCT §5 lives here.
 */
export interface RankingFilter {
  masterId: number;
  eventId: number;
  classId: number;
  /** Season year (indoor November and December count for the next year); null for every season. */
  seasonYear: number | null;
  /** The environment asked for: indoor 0, outdoor 1, both 2; narrowed further by the definition's. */
  environment: number;
  /** The definition's conditions; null lists every performance of the event and class (no best list chosen). */
  rules: DefinitionRules | null;
  /** The best list whose Negative checkings exclude performances and whose restriction applies. */
  bestListId: number | null;
  regionalRestrictionId: number | null;
  /** Leave out performances with a Negative checking for `bestListId` (the public lists and the export do; the statistician sees them to restore). */
  excludeRejected: boolean;
  /** Only marks that count for the list but for their wind (> +2.0 m/s): the "wind-assisted" marks listed apart. */
  windAssisted?: boolean;
  /** One row per athlete (per club for team events), the best; ties by earlier date. */
  bestOnly: boolean;
  /** Export: 0 all, 1 no foreigners, 2 only foreigners, against the federation's nation. */
  foreigners?: { filter: number; homeNation: string | null };
  /** Athlete, club, competition or town containing this text (case-insensitive). */
  search?: string | null;
  /** Date range on the performance date (0), creation (1) or last edit (2). */
  dates?: { from: string | null; to: string | null; period: number };
  /** Fouls and zero marks never rank; the statistician's unranked list may still show them last. */
  includeUnranked?: boolean;
  limit: number;
  offset: number;
}

/** One ranked performance with what every list shows of it. */
export interface RankedPerformance {
  id: number;
  rank: number | null;
  competitorKey: number;
  athleteId: number | null;
  firstName: string | null;
  lastName: string | null;
  yearOfBirth: number | null;
  nation: string | null;
  organizationId: number;
  organizationName: string;
  markUnits: number;
  handTimed: boolean;
  /** Some sub-event's points were overridden by a statistician (combined events). */
  pointsOverridden: boolean;
  windTenths: number | null;
  heightWeight: number | null;
  sortKey: number | null;
  performanceDate: string;
  environment: number;
  seasonYear: number;
  competitionId: number;
  competitionName: string;
  competitionTown: string;
  eventId: number;
  classId: number;
  creatorUserId: number | null;
  creatorOrganizationId: number | null;
  createdAt: Date;
  lastEditorUserId: number | null;
  lastEditAt: Date | null;
}

const INDOOR = 0;
const OUTDOOR = 1;
const windLimitTenths = Math.round(WIND_LIMIT * 10);

/** The environments both the request and the definition allow. */
export function environments(requested: number, definition: number | undefined): number[] {
  const allowed = (e: number) => e === 2 || e === undefined;
  return [INDOOR, OUTDOOR].filter((env) => (allowed(requested) || requested === env) && (definition === undefined || allowed(definition) || definition === env));
}

function conditions(f: RankingFilter): SQL[] {
  const where: SQL[] = [sql`p.master_id = ${f.masterId}`, sql`p.event_id = ${f.eventId}`, sql`p.class_id = ${f.classId}`];
  if (f.seasonYear !== null) where.push(sql`p.season_year = ${f.seasonYear}`);
  const envs = environments(f.environment, f.rules?.environment);
  where.push(envs.length === 2 ? sql`true` : envs.length === 1 ? sql`p.environment = ${envs[0]}` : sql`false`);
  // Indoor marks from April to October lie outside every indoor season (DLV guidelines).
  where.push(sql`(p.environment = ${OUTDOOR} or extract(month from p.performance_date) not between 4 and 10)`);
  const rules = f.rules;
  if (rules) {
    if (rules.wind) {
      // Wind is measured outdoors only; indoor marks of a wind event count without a reading.
      where.push(
        f.windAssisted
          ? sql`p.environment = ${OUTDOOR} and p.wind_tenths > ${windLimitTenths}`
          : sql`(p.environment = ${INDOOR} or (p.wind_tenths is not null and p.wind_tenths <= ${windLimitTenths}))`,
      );
    } else if (f.windAssisted) where.push(sql`false`);
    if (!rules.handTimeAllowed) where.push(sql`not p.hand_timed`);
    if (rules.startAge > 0) where.push(sql`(p.year_of_birth is null or p.season_year - p.year_of_birth >= ${rules.startAge})`);
    if (rules.endAge > 0) where.push(sql`(p.year_of_birth is null or p.season_year - p.year_of_birth <= ${rules.endAge})`);
    if (rules.heightWeight !== null) where.push(sql`(p.height_weight is null or p.height_weight = ${rules.heightWeight})`);
  } else if (f.windAssisted) where.push(sql`false`);
  if (f.regionalRestrictionId !== null) {
    where.push(sql`p.organization_id in (select o.id from organizations o where o.path @> array[${f.regionalRestrictionId}]::integer[])`);
  }
  if (f.excludeRejected && f.bestListId !== null) {
    where.push(sql`not exists (select 1 from checkings c where c.performance_id = p.id and c.best_list_id = ${f.bestListId} and c.status = 0)`);
  }
  if (f.foreigners && f.foreigners.homeNation && f.foreigners.filter !== 0) {
    const home = f.foreigners.homeNation;
    where.push(f.foreigners.filter === 1 ? sql`(p.nation is null or p.nation = ${home})` : sql`p.nation <> ${home}`);
  }
  const text = f.search?.trim().toLowerCase();
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(sql`(
      p.athlete_id in (select a.id from athletes a where a.master_id = ${f.masterId} and lower(a.first_name || ' ' || a.last_name) like ${like})
      or p.organization_id in (select o.id from organizations o where o.master_id = ${f.masterId} and lower(o.name) like ${like})
      or p.competition_id in (select pc.id from perf_competitions pc where pc.master_id = ${f.masterId} and (lower(pc.name) like ${like} or lower(pc.town) like ${like}))
    )`);
  }
  if (f.dates) {
    const column = f.dates.period === 1 ? sql`p.created_at::date` : f.dates.period === 2 ? sql`p.last_edit_at::date` : sql`p.performance_date`;
    if (f.dates.from) where.push(sql`${column} >= ${f.dates.from}::date`);
    if (f.dates.to) where.push(sql`${column} <= ${f.dates.to}::date`);
  }
  if (!f.includeUnranked) where.push(sql`p.sort_key is not null`);
  return where;
}

type Row = {
  id: number;
  rank: string | number | null;
  total: string | number;
  competitor_key: number;
  athlete_id: number | null;
  first_name: string | null;
  last_name: string | null;
  year_of_birth: number | null;
  nation: string | null;
  organization_id: number;
  organization_name: string;
  mark_units: number;
  hand_timed: boolean;
  points_overridden: boolean;
  wind_tenths: number | null;
  height_weight: string | number | null;
  sort_key: number | null;
  performance_date: string | Date;
  environment: number;
  season_year: number;
  competition_id: number;
  competition_name: string;
  competition_town: string;
  event_id: number;
  class_id: number;
  creator_user_id: number | null;
  creator_organization_id: number | null;
  created_at: string | Date;
  last_editor_user_id: number | null;
  last_edit_at: string | Date | null;
};

const toDate = (value: string | Date): Date => (value instanceof Date ? value : new Date(value));

/** What every list shows of a ranked performance (`r` names the ranked ids and their ranks). */
export const shownColumns = sql`p.competitor_key, p.athlete_id,
      a.first_name, a.last_name, p.year_of_birth, p.nation, p.organization_id, o.name as organization_name,
      p.mark_units, p.hand_timed, p.wind_tenths,
      exists (select 1 from performance_sub_results s where s.performance_id = p.id and s.points_override_reason is not null) as points_overridden, p.height_weight, p.sort_key, p.performance_date, p.environment,
      p.season_year, p.competition_id, pc.name as competition_name, pc.town as competition_town, p.event_id,
      p.class_id, p.creator_user_id, p.creator_organization_id, p.created_at, p.last_editor_user_id, p.last_edit_at`;
export const shownJoins = sql`join organizations o on o.id = p.organization_id
    join perf_competitions pc on pc.id = p.competition_id
    left join athletes a on a.id = p.athlete_id`;

/** A row of `shownColumns` (with `id` and `rank`) as the lists take it. */
export type ShownRow = Omit<Row, 'total'>;

export const shown = (r: ShownRow): RankedPerformance => ({
      id: r.id,
      rank: r.rank === null ? null : Number(r.rank),
      competitorKey: r.competitor_key,
      athleteId: r.athlete_id,
      firstName: r.first_name,
      lastName: r.last_name,
      yearOfBirth: r.year_of_birth,
      nation: r.nation,
      organizationId: r.organization_id,
      organizationName: r.organization_name,
      markUnits: r.mark_units,
      handTimed: r.hand_timed,
      pointsOverridden: r.points_overridden,
      windTenths: r.wind_tenths,
      heightWeight: r.height_weight === null ? null : Number(r.height_weight),
      sortKey: r.sort_key,
      performanceDate: isoDay(r.performance_date),
      environment: r.environment,
      seasonYear: r.season_year,
      competitionId: r.competition_id,
      competitionName: r.competition_name,
      competitionTown: r.competition_town,
      eventId: r.event_id,
      classId: r.class_id,
      creatorUserId: r.creator_user_id,
      creatorOrganizationId: r.creator_organization_id,
      createdAt: toDate(r.created_at),
      lastEditorUserId: r.last_editor_user_id,
      lastEditAt: r.last_edit_at === null ? null : toDate(r.last_edit_at),
});

/**
 * Ranks the performances of one event and class under a filter. Raw SQL because the shape —
 * `DISTINCT ON (competitor_key)` for the best per athlete, then `rank()` over the stored sort
 * key — is what lets PostgreSQL walk `performances_ranking_idx` in order (decision 020).
 */
export async function rankPerformances(db: DbOrTx, f: RankingFilter): Promise<{ rows: RankedPerformance[]; total: number }> {
  const where = sql.join(conditions(f), sql` and `);
  // Only columns of the ranking index, so that the walk needs no heap; the page's rows are read after.
  const candidates = f.bestOnly
    ? sql`select distinct on (p.competitor_key) p.id, p.competitor_key, p.sort_key, p.performance_date from performances p where ${where}
          order by p.competitor_key, p.sort_key nulls last, p.performance_date, p.id`
    : sql`select p.id, p.competitor_key, p.sort_key, p.performance_date from performances p where ${where}`;
  const result = await db.execute<Row>(sql`
    with candidates as (${candidates}),
    ranked as (
      select c.id, case when c.sort_key is null then null else rank() over (order by c.sort_key nulls last) end as rank
      from candidates c
      order by c.sort_key nulls last, c.performance_date, c.id
      limit ${f.limit} offset ${f.offset}
    )
    select r.id, r.rank, (select count(*) from candidates) as total, ${shownColumns}
    from ranked r
    join performances p on p.id = r.id
    ${shownJoins}
    order by p.sort_key nulls last, p.performance_date, p.id`);
  let total = result.rows.length > 0 ? Number(result.rows[0].total) : 0;
  if (result.rows.length === 0 && f.offset > 0) {
    const counted = await db.execute<{ total: string | number }>(sql`select count(*) as total from (${candidates}) c`);
    total = Number(counted.rows[0]?.total ?? 0);
  }
  return { total, rows: result.rows.map(shown) };
}

/**
 * The rank of every competitor in the ranking `f` describes (best per competitor, ties share a
 * rank, as `rankPerformances` ranks): the same conditions, without reading the page's details.
 * A competitor none of whose marks counts there is not in the map.
 */
export async function ranksOfCompetitors(db: DbOrTx, f: Omit<RankingFilter, 'limit' | 'offset' | 'bestOnly'>): Promise<Map<number, number>> {
  const where = sql.join(conditions({ ...f, bestOnly: true, limit: 1, offset: 0 }), sql` and `);
  const result = await db.execute<{ competitor_key: number; rank: string | number }>(sql`
    with best as (
      select distinct on (p.competitor_key) p.competitor_key, p.sort_key from performances p where ${where}
      order by p.competitor_key, p.sort_key nulls last, p.performance_date, p.id
    )
    select competitor_key, rank() over (order by sort_key) as rank from best where sort_key is not null`);
  return new Map(result.rows.map((r) => [r.competitor_key, Number(r.rank)]));
}

/**
 * What the lists show of performances ranked elsewhere (`RankedSlices`), by their ids, unranked:
 * the ranks are the caller's. A prepared statement on PostgreSQL: it reads a page by ids.
 */
export async function shownPerformances(db: Db, ids: number[]): Promise<RankedPerformance[]> {
  if (ids.length === 0) return [];
  const rows = await executePrepared<ShownRow>(
    db,
    'ranked_performances_shown',
    sql`select p.id, null as rank, ${shownColumns} from performances p ${shownJoins} where p.id = any(${`{${ids.join(',')}}`}::int[])`,
  );
  return rows.map(shown);
}
