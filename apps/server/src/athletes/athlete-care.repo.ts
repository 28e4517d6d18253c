import { sql, type SQL } from 'drizzle-orm';
import type { MergeMoves } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import { containsPattern } from '../lib/sql-like';

/** An athlete with their club and how many marks name them (their own and relays they ran in). */
export type AthleteRecordRow = {
  id: number;
  first_name: string;
  last_name: string;
  gender: number;
  year_of_birth: number;
  nation: string;
  organization_id: number;
  club_name: string;
  national_athlete_code: string | null;
  mark_count: number;
};

const summaryColumns = sql`a.id, a.first_name, a.last_name, a.gender, a.year_of_birth, a.nation, a.organization_id, o.name as club_name, a.national_athlete_code,
  ((select count(*) from performances p where p.athlete_id = a.id) + (select count(*) from performance_relay_members r where r.athlete_id = a.id))::int as mark_count`;
const summaryFrom = sql`athletes a join organizations o on o.id = a.organization_id`;
const byName = sql`lower(a.last_name), lower(a.first_name), a.year_of_birth, a.id`;

const total = (rows: { total: string | number }[]) => (rows.length ? Number(rows[0].total) : 0);

/** The federation's athletes with these ids. */
export async function athletesIn(db: DbOrTx, masterId: number, ids: readonly number[]): Promise<Map<number, AthleteRecordRow>> {
  if (!ids.length) return new Map();
  const list = sql.join([...new Set(ids)].map((id) => sql`${id}`), sql`, `);
  const result = await db.execute<AthleteRecordRow>(sql`select ${summaryColumns} from ${summaryFrom} where a.master_id = ${masterId} and a.id in (${list})`);
  return new Map(result.rows.map((r) => [r.id, r]));
}

/** A page of the federation's athletes by name, those whose name contains `search` if given. */
export async function pageOfAthletes(db: DbOrTx, masterId: number, search: string | undefined, limit: number, offset: number) {
  const where: SQL[] = [sql`a.master_id = ${masterId}`];
  if (search) {
    const like = containsPattern(search.toLowerCase());
    where.push(sql`(lower(a.first_name || ' ' || a.last_name) like ${like} or lower(a.last_name || ' ' || a.first_name) like ${like} or lower(a.national_athlete_code) like ${like})`);
  }
  const result = await db.execute<AthleteRecordRow & { total: string | number }>(sql`
    select ${summaryColumns}, count(*) over () as total from ${summaryFrom} where ${sql.join(where, sql` and `)}
    order by ${byName} limit ${limit} offset ${offset}`);
  return { rows: result.rows, total: total(result.rows) };
}

/**
 * Pairs of the federation's athletes that may be one person: the same name as imports match it
 * (the stored `name_key`, migration 0014) and year of birth, or the same athlete code. Ordered by
 * the first's name; each pair once, the older record first.
 */
export async function pageOfDuplicatePairs(db: DbOrTx, masterId: number, limit: number, offset: number) {
  const result = await db.execute<{ first_id: number; second_id: number; reasons: string[]; total: string | number }>(sql`
    with pairs as (
      select x.id as first_id, y.id as second_id, 'name' as reason
      from athletes x join athletes y
        on y.master_id = x.master_id and y.name_key = x.name_key and y.year_of_birth = x.year_of_birth and y.id > x.id
      where x.master_id = ${masterId}
      union all
      select x.id, y.id, 'code'
      from athletes x join athletes y
        on y.master_id = x.master_id and upper(y.national_athlete_code) = upper(x.national_athlete_code) and y.id > x.id
      where x.master_id = ${masterId} and x.national_athlete_code is not null and x.national_athlete_code <> ''
    ), grouped as (
      select first_id, second_id, array_agg(reason order by reason desc) as reasons from pairs group by first_id, second_id
    )
    select g.first_id, g.second_id, g.reasons, count(*) over () as total
    from grouped g join athletes a on a.id = g.first_id
    order by ${byName}, g.second_id limit ${limit} offset ${offset}`);
  return { pairs: result.rows.map((r) => ({ firstId: r.first_id, secondId: r.second_id, reasons: r.reasons })), total: total(result.rows) };
}

/** Locks the two athletes of a merge (in id order, so that two merges of the same pair wait for each other). */
export async function lockAthletes(tx: DbOrTx, masterId: number, ids: [number, number]): Promise<number[]> {
  const result = await tx.execute<{ id: number }>(
    sql`select id from athletes where master_id = ${masterId} and id in (${ids[0]}, ${ids[1]}) order by id for update`,
  );
  return result.rows.map((r) => r.id);
}

/** A mark of the athlete to merge that the kept athlete has too: same event, competition, day and mark. */
const sameMark = (keepId: number) => sql`exists (select 1 from performances k where k.athlete_id = ${keepId} and k.event_id = m.event_id
  and k.competition_id = m.competition_id and k.performance_date = m.performance_date and k.mark_units = m.mark_units and k.hand_timed = m.hand_timed)`;

/** What merging `mergeId` into `keepId` moves. */
export async function mergeMoves(db: DbOrTx, keepId: number, mergeId: number): Promise<MergeMoves> {
  const result = await db.execute<{ marks: number; duplicates: number; relay_marks: number; records: number; import_rows: number }>(sql`
    select
      (select count(*) from performances m where m.athlete_id = ${mergeId} and not ${sameMark(keepId)})::int as marks,
      (select count(*) from performances m where m.athlete_id = ${mergeId} and ${sameMark(keepId)})::int as duplicates,
      (select count(*) from performance_relay_members r where r.athlete_id = ${mergeId})::int as relay_marks,
      (select count(*) from records r join performances p on p.id = r.performance_id where p.athlete_id = ${mergeId})::int as records,
      (select count(*) from result_import_rows i where i.athlete_id = ${mergeId} or i.candidates @> ${JSON.stringify([mergeId])}::jsonb)::int as import_rows`);
  const r = result.rows[0];
  return { marks: r.marks, duplicates: r.duplicates, relayMarks: r.relay_marks, records: r.records, importRows: r.import_rows };
}

/** A mark of each athlete on the same event, day and competition that differ: one person cannot have both. */
export type CollisionRow = {
  event_code: string;
  event_name: string;
  measurement: string;
  competition_name: string;
  performance_date: string | Date;
  keep_units: number;
  keep_hand_timed: boolean;
  merge_units: number;
  merge_hand_timed: boolean;
};

/**
 * Marks of the athlete to merge for which the kept athlete has a different mark on the same event,
 * day and competition and no equal one (an equal one is the same mark entered twice).
 */
export async function collidingMarks(db: DbOrTx, keepId: number, mergeId: number): Promise<CollisionRow[]> {
  const result = await db.execute<CollisionRow>(sql`
    select distinct on (m.id) e.code as event_code, e.name as event_name, e.measurement, pc.name as competition_name, m.performance_date,
      k.mark_units as keep_units, k.hand_timed as keep_hand_timed, m.mark_units as merge_units, m.hand_timed as merge_hand_timed
    from performances m
    join performances k on k.athlete_id = ${keepId} and k.event_id = m.event_id and k.competition_id = m.competition_id and k.performance_date = m.performance_date
    join events e on e.id = m.event_id join perf_competitions pc on pc.id = m.competition_id
    where m.athlete_id = ${mergeId} and not ${sameMark(keepId)}
    order by m.id, k.id limit 20`);
  return result.rows;
}

/** Relays both athletes ran in: one person cannot run two legs. */
export async function sharedRelays(db: DbOrTx, keepId: number, mergeId: number) {
  const result = await db.execute<{ event_code: string; event_name: string; competition_name: string; performance_date: string | Date }>(sql`
    select e.code as event_code, e.name as event_name, pc.name as competition_name, p.performance_date
    from performance_relay_members x join performance_relay_members y on y.performance_id = x.performance_id and y.athlete_id = ${mergeId}
    join performances p on p.id = x.performance_id join events e on e.id = p.event_id join perf_competitions pc on pc.id = p.competition_id
    where x.athlete_id = ${keepId} order by p.performance_date, p.id limit 20`);
  return result.rows;
}

/**
 * Moves everything that names the merged athlete to the kept one, in the caller's transaction:
 * marks (a mark the kept athlete already has is removed, what referred to it refers to the kept
 * copy), relay legs, imports' rows (also what an undo would put back), earlier merges; the merged
 * athlete's code is kept where the kept athlete has none. The merged athlete row is then deleted.
 */
export async function moveAndDelete(tx: DbOrTx, keep: AthleteRecordRow, mergeId: number): Promise<void> {
  const copies = sql`select m.id as dup, min(k.id) as kept from performances m join performances k on k.athlete_id = ${keep.id} and k.event_id = m.event_id
    and k.competition_id = m.competition_id and k.performance_date = m.performance_date and k.mark_units = m.mark_units and k.hand_timed = m.hand_timed
    where m.athlete_id = ${mergeId} group by m.id`;
  await tx.execute(sql`with d as (${copies}) update records r set performance_id = d.kept from d where r.performance_id = d.dup`);
  await tx.execute(sql`with d as (${copies}) update result_import_rows i set performance_id = d.kept from d where i.performance_id = d.dup`);
  await tx.execute(sql`delete from performances where id in (select dup from (${copies}) d)`);
  await tx.execute(sql`update performances set athlete_id = ${keep.id}, competitor_key = ${keep.id}, year_of_birth = ${keep.year_of_birth}, nation = ${keep.nation}
    where athlete_id = ${mergeId}`);
  await tx.execute(sql`update performance_relay_members set athlete_id = ${keep.id} where athlete_id = ${mergeId}`);
  await tx.execute(sql`update result_import_rows set athlete_id = ${keep.id} where athlete_id = ${mergeId}`);
  await tx.execute(sql`update result_import_rows set candidates = (
      select coalesce(jsonb_agg(distinct case when c.value::int = ${mergeId} then ${keep.id} else c.value::int end), '[]'::jsonb)
      from jsonb_array_elements_text(candidates) c)
    where candidates @> ${JSON.stringify([mergeId])}::jsonb`);
  await tx.execute(sql`update result_import_rows set previous = previous || ${JSON.stringify({ athleteId: keep.id, competitorKey: keep.id, yearOfBirth: keep.year_of_birth, nation: keep.nation })}::jsonb
    where previous is not null and previous->>'athleteId' = ${String(mergeId)}`);
  await tx.execute(sql`update athlete_merges set kept_id = ${keep.id} where kept_id = ${mergeId}`);
  await tx.execute(sql`update athletes set national_athlete_code = coalesce(nullif(national_athlete_code, ''), (select national_athlete_code from athletes where id = ${mergeId}))
    where id = ${keep.id}`);
  await tx.execute(sql`delete from athletes where id = ${mergeId}`);
}

export type MergeRow = {
  id: number;
  kept_id: number;
  kept_first_name: string;
  kept_last_name: string;
  merged_id: number;
  first_name: string;
  last_name: string;
  year_of_birth: number;
  club_name: string;
  moved: MergeMoves;
  merged_by: string | null;
  merged_at: string | Date;
};

const mergeColumns = sql`m.id, m.kept_id, k.first_name as kept_first_name, k.last_name as kept_last_name, m.merged_id, m.first_name, m.last_name,
  m.year_of_birth, m.club_name, m.moved, nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as merged_by, m.merged_at`;
const mergeFrom = sql`athlete_merges m join athletes k on k.id = m.kept_id left join users u on u.id = m.user_id`;

/** The federation's merges, newest first. */
export async function pageOfMerges(db: DbOrTx, masterId: number, limit: number, offset: number) {
  const result = await db.execute<MergeRow & { total: string | number }>(
    sql`select ${mergeColumns}, count(*) over () as total from ${mergeFrom} where m.master_id = ${masterId} order by m.merged_at desc, m.id desc limit ${limit} offset ${offset}`,
  );
  return { rows: result.rows, total: total(result.rows) };
}

/** The merges into one athlete (also those passed on from an athlete merged into them later), newest first. */
export async function mergesInto(db: DbOrTx, keptId: number): Promise<MergeRow[]> {
  const result = await db.execute<MergeRow>(sql`select ${mergeColumns} from ${mergeFrom} where m.kept_id = ${keptId} order by m.merged_at desc, m.id desc`);
  return result.rows;
}

export async function mergeById(db: DbOrTx, id: number): Promise<MergeRow | undefined> {
  const result = await db.execute<MergeRow>(sql`select ${mergeColumns} from ${mergeFrom} where m.id = ${id}`);
  return result.rows[0];
}

/** The athlete an id was merged into, if it was. */
export async function keptIdOf(db: DbOrTx, mergedId: number): Promise<number | undefined> {
  const result = await db.execute<{ kept_id: number }>(sql`select kept_id from athlete_merges where merged_id = ${mergedId}`);
  return result.rows[0]?.kept_id;
}
