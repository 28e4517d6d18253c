import { sql, type SQL } from 'drizzle-orm';
import { FreshReads } from '../../lib/fresh-reads';
import { Recent } from '../../lib/recent';
import { executePrepared, type Db } from '../../db/client';
import { shown, shownColumns, shownJoins, shownPerformances, type RankedPerformance, type RankingFilter, type ShownRow } from './ranking.query';
import { SliceMarks, type SliceMark } from './slice-marks';

/**
 * Marks held in memory at most, over all slices; the least recently read slice goes first. Some
 * 40 bytes a mark: 1,000,000 marks, the slices of a federation's current and last seasons, 40 MB.
 */
const CAPACITY = 1_000_000;
/** Above this many marks changed at once (a large import), the slices are read again when asked for. */
const MOST_CHANGES_APPLIED = 20_000;
/** Rows of pages held (what a page shows of a mark, with its entry's JSON: some 1.5 KB each), and lists' page data. */
const SHOWN_CAPACITY = 20_000;
const LISTS_CAPACITY = 10_000;

/** The filters a slice answers: one season's best list, as the public pages ask for it. */
export type SliceFilter = RankingFilter & { seasonYear: number };

export function rankedInMemory(f: RankingFilter): f is SliceFilter {
  return f.seasonYear !== null && !f.search && !f.dates && !(f.foreigners && f.foreigners.filter !== 0) && !f.includeUnranked;
}

type MarkRow = {
  id: number;
  /** Unranked, and the mark as a page shows it (the changed marks are read with it). */
  rank?: null;
  master_id: number;
  event_id: number;
  class_id: number;
  season_year: number;
  competitor_key: number;
  sort_key: number | null;
  day: number;
  environment: number;
  wind_tenths: number | null;
  hand_timed: boolean;
  year_of_birth: number | null;
  height_weight: string | number | null;
  organization_id: number;
  path: number[];
  rejected_by: number[] | null;
};

/** What a slice holds of a mark beyond the columns a page shows. */
const markOnlyColumns = sql`p.master_id,
  (extract(year from p.performance_date) * 10000 + extract(month from p.performance_date) * 100 + extract(day from p.performance_date))::int as day,
  o.path, (select array_agg(c.best_list_id) from checkings c where c.performance_id = p.id and c.status = 0) as rejected_by`;
const markColumns = sql`p.id, p.event_id, p.class_id, p.season_year, p.competitor_key, p.sort_key, p.environment, p.wind_tenths,
  p.hand_timed, p.year_of_birth, p.height_weight, p.organization_id, ${markOnlyColumns}`;

/** What changed between two versions: a list or everything to be read again, and the changed marks as they are now. */
type Changes = { everything: boolean; lists: boolean; ids: number[]; marks: (MarkRow & ShownRow)[] | null };

/**
 * The select list (after a `with`) of the changes after version `since` up to `upto`: the notes,
 * and (unless too many) the noted marks as they are now, with what pages show of them. Notes
 * pruned after `since` count as everything changed. The marks by `= any(array(…))`: with `in (…)`,
 * a plan that does not know the versions (prepared) expects some 26,000 changed marks and reads the
 * athletes whole, 15 ms for 32 marks.
 */
const changesSince = (since: number, upto: SQL) => sql`
  changed as (select distinct performance_id as id from ranked_mark_changes where version > ${since} and version <= ${upto})
  select
    exists (select 1 from ranking_slice_changes where event_id = 0 and version > ${since} and version <= ${upto})
      or (select notes_pruned_to from statistics_version where id = 1) > ${since} as everything,
    exists (select 1 from ranking_slice_changes where event_id = -1 and version > ${since} and version <= ${upto}) as lists,
    array(select id from changed) as ids,
    case when (select count(*) from changed) <= ${MOST_CHANGES_APPLIED} then (
      select json_agg(m) from (select p.id, null as rank, ${shownColumns}, ${markOnlyColumns} from performances p ${shownJoins} where p.id = any(array(select id from changed))) m
    ) end as marks`;

const sliceKey = (masterId: number, eventId: number, classId: number, seasonYear: number) => `${masterId}|${eventId}|${classId}|${seasonYear}`;

const toMark = (r: MarkRow): SliceMark => ({
  id: r.id,
  competitorKey: r.competitor_key,
  sortKey: r.sort_key!,
  day: r.day,
  environment: r.environment,
  windTenths: r.wind_tenths,
  handTimed: r.hand_timed,
  yearOfBirth: r.year_of_birth,
  heightWeight: r.height_weight === null ? null : Number(r.height_weight),
  organizationId: r.organization_id,
  rejectedBy: r.rejected_by,
});

/**
 * The public ranking pages' data, kept in memory and kept current by notes of what each
 * statistics version changed (migrations 0015 and 0017, decision 050): the ranked marks per slice
 * (federation, event, class, season), what the pages show of the marks shown, and the lists' page
 * data. After an import a page reads the notes once and the few marks they name, and ranks the
 * slice in memory by the rules of `rankPerformances`.
 */
export class RankedSlices {
  private readonly slices = new Map<string, SliceMarks>();
  private held = 0;
  /** The clubs' places in the tree, for regional lists; an organisation moved notes every slice, which empties it. */
  private readonly paths = new Map<number, number[]>();
  /** What the pages show of a mark, by performance id, unranked. */
  private readonly shown = new Recent<number, RankedPerformance>(SHOWN_CAPACITY);
  private readonly lists = new Recent<string, unknown>(LISTS_CAPACITY);
  /** The version whose changes the slices hold; null until the first read. */
  private knownUpTo: number | null = null;
  /** Moves with every change learnt: a read begun before it is not kept (it may be older than the change). */
  private learnt = 0;
  /** Reads of changes and of slices, one at a time and in order, so that no slice misses a change read before it came. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Learns the changes up to `version`, so that what is held answers for it. */
  current(version: number): Promise<void> | undefined {
    if (this.knownUpTo !== null && version <= this.knownUpTo) return undefined;
    return this.inTurn(() => this.learn(version));
  }

  /** A list's page data (`read` when not held), held until a list, its definitions or a name changes; undefined is read again. */
  async listed<T>(key: string, version: number, read: () => Promise<T | undefined>): Promise<T | undefined> {
    await this.current(version);
    if (this.lists.has(key)) return this.lists.get(key) as T;
    const before = this.learnt;
    const value = await read();
    if (value !== undefined && before === this.learnt) this.lists.set(key, value);
    return value;
  }

  /**
   * One page of the ranking `f` describes, as `rankPerformances` ranks it, at statistics `version`
   * or later: what it shows of each mark, unranked and held (the same object until the mark or what
   * it shows changes, so that a caller may keep what it derives from it), and the ranks apart.
   * Unless `counted`, the ranking is walked only to the page's end, and `total` counts only that far.
   */
  async rankShown(f: SliceFilter, version: number, counted = true): Promise<{ rows: RankedPerformance[]; ranks: number[]; total: number }> {
    // A slice holds one season's ranked marks and the columns of the rules, not of searches.
    if (!rankedInMemory(f)) throw new Error('a ranking with a search, dates, foreigners or unranked marks is read from the database');
    const slice = await this.slice(f, version);
    const region = f.regionalRestrictionId;
    const inRegion = region === null ? null : (organizationId: number) => this.paths.get(organizationId)?.includes(region) ?? false;
    const { ids, ranks, total } = slice.rank(f, inRegion, f.seasonYear, counted);
    const shownRows = await this.shownOf(ids);
    // A mark removed after the version the slice answers for is left out of the page.
    const rows: RankedPerformance[] = [];
    const kept: number[] = [];
    shownRows.forEach((row, i) => {
      if (!row) return;
      rows.push(row);
      kept.push(ranks[i]);
    });
    return { rows, ranks: kept, total };
  }

  private async shownOf(ids: number[]): Promise<(RankedPerformance | undefined)[]> {
    const missing = ids.filter((id) => !this.shown.has(id));
    if (missing.length > 0) {
      const before = this.learnt;
      const read = await shownPerformances(this.db, missing);
      if (before === this.learnt) for (const row of read) this.shown.set(row.id, row);
      const found = new Map(read.map((row) => [row.id, row]));
      return ids.map((id) => this.shown.get(id) ?? found.get(id));
    }
    return ids.map((id) => this.shown.get(id)!);
  }

  private slice(f: SliceFilter, version: number): Promise<SliceMarks> {
    const key = sliceKey(f.masterId, f.eventId, f.classId, f.seasonYear);
    const held = this.knownUpTo !== null && version <= this.knownUpTo ? this.slices.get(key) : undefined;
    if (held) return Promise.resolve(this.touch(key, held));
    return this.inTurn(async () => {
      await this.learn(version);
      const slice = this.slices.get(key) ?? (await this.load(f));
      return this.touch(key, slice);
    });
  }

  private inTurn<T>(step: () => Promise<T>): Promise<T> {
    const next = this.queue.then(step);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * The statistics version now, read in one statement with what changed since the version the
   * slices know (decision 051): the changes are learnt in turn, so the first page after an import
   * waits for one round trip, not two. Callers arriving while a read is under way share the next.
   */
  version(): Promise<string> {
    return this.versionReads.get();
  }

  private readonly versionReads = new FreshReads(async () => {
    const since = this.knownUpTo;
    if (since === null) {
      const [row] = await executePrepared<{ version: string }>(this.db, 'statistics-version', sql`select version::text as version from statistics_version where id = 1`);
      return row.version;
    }
    const [row] = await executePrepared<Changes & { version: string }>(
      this.db,
      'ranked-slices-version',
      sql`with now as (select version from statistics_version where id = 1), ${changesSince(since, sql`(select version from now)`)}, (select version::text from now) as version`,
    );
    const version = Number(row.version);
    if (version > since) {
      // Learnt unless another read learnt them first; a failure leaves them to the next page's `current`.
      this.inTurn(async () => (this.knownUpTo === since ? this.take(version, row) : this.learn(version))).catch(() => undefined);
    }
    return row.version;
  });

  /** Applies the changes after the known version up to `version` (in turn). */
  private async learn(version: number): Promise<void> {
    if (this.knownUpTo === null) {
      // Nothing is held yet, so nothing can be stale: every slice read from now on is current.
      this.knownUpTo = version;
      return;
    }
    if (version <= this.knownUpTo) return;
    // Prepared: its planning took longer than its run.
    const [changes] = await executePrepared<Changes>(this.db, 'ranked-slices-changes', sql`with ${changesSince(this.knownUpTo, sql`${version}`)}`);
    this.take(version, changes);
  }

  /** Takes in the changes up to `version`, read since the known version. */
  private take(version: number, { everything, lists, ids, marks }: Changes): void {
    if (everything || lists || ids.length > 0) this.learnt++;
    if (everything || ids.length > MOST_CHANGES_APPLIED) this.forgetAll();
    else {
      if (lists) {
        this.lists.clear();
        this.shown.clear();
      }
      if (ids.length > 0) this.apply(ids, marks ?? []);
    }
    this.knownUpTo = version;
  }

  /**
   * Puts each changed mark, as it is now, into the slice it belongs to, out of the one it was in,
   * with what pages show of it; a mark no longer there only leaves.
   */
  private apply(ids: number[], rows: (MarkRow & ShownRow)[]): void {
    for (const id of ids) this.shown.delete(id);
    if (this.slices.size === 0) return;
    const arriving = new Map<string, MarkRow[]>();
    for (const row of rows) {
      const key = sliceKey(row.master_id, row.event_id, row.class_id, row.season_year);
      if (!this.slices.has(key) || row.sort_key === null) continue;
      this.paths.set(row.organization_id, row.path);
      this.shown.set(row.id, shown(row));
      const marks = arriving.get(key);
      if (marks) marks.push(row);
      else arriving.set(key, [row]);
    }
    for (const [key, slice] of this.slices) {
      const coming = arriving.get(key);
      if (!coming && !ids.some((id) => slice.has(id))) continue;
      this.held -= slice.size;
      slice.change(ids, coming?.map(toMark) ?? []);
      this.held += slice.size;
    }
    this.evict();
  }

  private async load(f: SliceFilter): Promise<SliceMarks> {
    const rows = (
      await this.db.execute<MarkRow>(sql`select ${markColumns} from performances p join organizations o on o.id = p.organization_id
        where p.master_id = ${f.masterId} and p.event_id = ${f.eventId} and p.class_id = ${f.classId} and p.season_year = ${f.seasonYear} and p.sort_key is not null`)
    ).rows;
    for (const row of rows) this.paths.set(row.organization_id, row.path);
    const slice = SliceMarks.of(rows.map(toMark));
    this.put(sliceKey(f.masterId, f.eventId, f.classId, f.seasonYear), slice);
    return slice;
  }

  private put(key: string, slice: SliceMarks): void {
    this.held -= this.slices.get(key)?.size ?? 0;
    this.slices.delete(key);
    this.slices.set(key, slice);
    this.held += slice.size;
    this.evict(key);
  }

  /** Least recently read first out, but never the slice just read. */
  private evict(keep?: string): void {
    for (const [oldest, old] of this.slices) {
      if (this.held <= CAPACITY || oldest === keep) break;
      this.slices.delete(oldest);
      this.held -= old.size;
    }
  }

  private touch(key: string, slice: SliceMarks): SliceMarks {
    this.slices.delete(key);
    this.slices.set(key, slice);
    return slice;
  }

  private forgetAll(): void {
    this.slices.clear();
    this.paths.clear();
    this.shown.clear();
    this.lists.clear();
    this.held = 0;
  }
}

const byDatabase = new WeakMap<Db, RankedSlices>();

/** The ranked slices of a database (one per app). */
export function rankedSlices(db: Db): RankedSlices {
  let slices = byDatabase.get(db);
  if (!slices) byDatabase.set(db, (slices = new RankedSlices(db)));
  return slices;
}
