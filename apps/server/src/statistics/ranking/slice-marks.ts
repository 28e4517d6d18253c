import { WIND_LIMIT } from '@portal/domain';
import { environments, type RankingFilter } from './ranking.query';

/** What a ranking reads of a mark: the columns its rules test, nothing shown on the page. */
export interface SliceMark {
  id: number;
  competitorKey: number;
  sortKey: number;
  /** The performance date as yyyymmdd. */
  day: number;
  environment: number;
  windTenths: number | null;
  handTimed: boolean;
  yearOfBirth: number | null;
  heightWeight: number | null;
  organizationId: number;
  /** The best lists whose Negative checking leaves the mark out. */
  rejectedBy: number[] | null;
}

const OUTDOOR = 1;
const windLimitTenths = Math.round(WIND_LIMIT * 10);
const NO_NUMBER = -0x80000000;
const thousandths = (value: number) => Math.round(value * 1000);
const HAND_TIMED = 1;
const OUTDOOR_FLAG = 2;
/** An indoor mark from April to October: outside every indoor season. */
const INDOOR_OFF_SEASON = 4;

/** The order of every ranking: sort key, then the earlier date, then the id (`rankPerformances`). */
const byRank = (a: SliceMark, b: SliceMark) => a.sortKey - b.sortKey || a.day - b.day || a.id - b.id;

/** The slice's columns, one entry per mark in ranking order. */
type Columns = {
  ids: Int32Array;
  competitors: Int32Array;
  sortKeys: Int32Array;
  days: Int32Array;
  flags: Uint8Array;
  winds: Int32Array;
  births: Int32Array;
  weights: Int32Array;
  organizations: Int32Array;
};

/** Columns for `size` marks and a quarter more, so that the marks of an import mostly fit. */
const roomFor = (size: number) => size + (size >> 2) + 16;

/** The columns over one buffer: one allocation a slice, where one per column made a change cost twice as much. */
function emptyColumns(n: number): Columns {
  const buffer = new ArrayBuffer(n * (8 * 4 + 4));
  const ints = (column: number) => new Int32Array(buffer, column * n * 4, n);
  return {
    ids: ints(0),
    competitors: ints(1),
    sortKeys: ints(2),
    days: ints(3),
    winds: ints(4),
    births: ints(5),
    weights: ints(6),
    organizations: ints(7),
    flags: new Uint8Array(buffer, 8 * n * 4, n),
  };
}

function writeMark(c: Columns, i: number, m: SliceMark): void {
  c.ids[i] = m.id;
  c.competitors[i] = m.competitorKey;
  c.sortKeys[i] = m.sortKey;
  c.days[i] = m.day;
  const month = Math.floor(m.day / 100) % 100;
  c.flags[i] = (m.handTimed ? HAND_TIMED : 0) | (m.environment === OUTDOOR ? OUTDOOR_FLAG : 0) | (m.environment !== OUTDOOR && month >= 4 && month <= 10 ? INDOOR_OFF_SEASON : 0);
  c.winds[i] = m.windTenths ?? NO_NUMBER;
  c.births[i] = m.yearOfBirth ?? NO_NUMBER;
  c.weights[i] = m.heightWeight === null ? NO_NUMBER : thousandths(m.heightWeight);
  c.organizations[i] = m.organizationId;
}

const columnNames = ['ids', 'competitors', 'sortKeys', 'days', 'flags', 'winds', 'births', 'weights', 'organizations'] as const;

/**
 * Walks positions 0..size of an ordered array without the positions `removed` and with new entries
 * before the positions `inserted` (in any order; entries before the same position keep theirs):
 * calls `copy(to, from, end)` for each run kept, and answers where each inserted entry lands.
 */
function spliced(size: number, removed: number[], inserted: number[], copy: (to: number, from: number, end: number) => void): number[] {
  const gone = [...removed].sort((a, b) => a - b);
  const order = inserted.map((at, n) => ({ at, n })).sort((a, b) => a.at - b.at || a.n - b.n);
  const landed = new Array<number>(inserted.length);
  let from = 0;
  let to = 0;
  let g = 0;
  let a = 0;
  for (;;) {
    const stop = Math.min(g < gone.length ? gone[g] : size, a < order.length ? order[a].at : size);
    if (stop > from) {
      copy(to, from, stop);
      to += stop - from;
      from = stop;
    }
    if (a < order.length && order[a].at === stop) landed[order[a++].n] = to++;
    else if (g < gone.length && gone[g] === stop) {
      from = stop + 1;
      g++;
    } else break;
  }
  return landed;
}

/** Below zero when `m` ranks before the mark with this sort key, day and id. */
const rankOrder = (m: SliceMark, sortKey: number, day: number, id: number) => m.sortKey - sortKey || m.day - day || m.id - id;

/**
 * The competitors met so far in one ranking walk: a stamp per athlete id (and per club id for
 * teams) in buffers every walk reuses, marked with the walk's number, so that nothing is cleared or
 * hashed (a `Set` of ten thousand keys per page cost more than the walk). A walk runs to its end
 * without yielding. Competitor keys are athlete ids, or minus club ids; never 0.
 */
class CompetitorsSeen {
  athletes = new Int32Array(1 << 12);
  teams = new Int32Array(1 << 10);
  walk = 0;

  /** A new walk over competitor keys up to `athlete` and down to minus `team`; `walks` stamps, from `walk` on, are its own. */
  begin(athlete: number, team: number, walks = 1): this {
    if (athlete >= this.athletes.length) this.athletes = new Int32Array(Math.max(athlete + 1, this.athletes.length * 2));
    if (team >= this.teams.length) this.teams = new Int32Array(Math.max(team + 1, this.teams.length * 2));
    if (this.walk + 2 * walks >= 0x7fffffff) {
      this.walk = 0;
      this.athletes.fill(0);
      this.teams.fill(0);
    }
    this.walk += walks;
    return this;
  }
}
const seen = new CompetitorsSeen();

/** Reused between changes, so that a change allocates no columns (the ones of one slice at most). */
let work = emptyColumns(0);
let workIds = new Int32Array(0);
const workOf = (n: number) => (work.ids.length >= n ? work : (work = emptyColumns(Math.max(n, work.ids.length * 2))));
const workIdsOf = (n: number) => (workIds.length >= n ? workIds : (workIds = new Int32Array(Math.max(n, workIds.length * 2))));

/**
 * What a change rewrites of an ordered array of `size` entries losing the entries at `removed` and
 * gaining entries before the positions `inserted` (both ascending): from the first change to the
 * last, or to the end when the size changes. Entries outside keep their places.
 */
function changedRegion(size: number, removed: number[], inserted: number[]): { start: number; end: number } {
  const start = Math.min(removed.length > 0 ? removed[0] : size, inserted.length > 0 ? inserted[0] : size);
  if (removed.length !== inserted.length) return { start, end: size };
  return { start, end: Math.max(removed.length > 0 ? removed[removed.length - 1] + 1 : 0, inserted.length > 0 ? inserted[inserted.length - 1] : 0) };
}

/** What a ranking asks of a mark, compiled from its filter; `key` names it among a slice's totals. */
interface MarkTest {
  key: string;
  /** Whether the environment and hand-time rules pass, by the flags' value. */
  flagsPass: Uint8Array;
  /** 0: the wind is not read; 1: a legal wind (or none indoors); 2: only wind-assisted marks outdoors. */
  windRule: number;
  latestBirth: number;
  earliestBirth: number;
  weight: number;
  rejectedFor: number | null;
  inRegion: ((organizationId: number) => boolean) | null;
  bestOnly: boolean;
}

/** At most this many totals a slice keeps current; above it, the oldest is forgotten. */
const TOTALS_KEPT = 8;
/** Above this many marks changed at once, a slice's totals are counted anew by the next walks. */
const MOST_TALLIED = 256;

/**
 * The ranked marks (sort key not null) of one federation, event, class and season, in ranking
 * order, held as columns: some 40 bytes a mark with its id index, so that the slices of many lists
 * fit in memory. A change rewrites the columns in place between the first and the last mark it moves.
 */
export class SliceMarks {
  private length: number;
  private ids!: Int32Array;
  private competitors!: Int32Array;
  private sortKeys!: Int32Array;
  private days!: Int32Array;
  private flags!: Uint8Array;
  private winds!: Int32Array;
  private births!: Int32Array;
  private weights!: Int32Array;
  private organizations!: Int32Array;
  private readonly rejected: Map<number, number[]>;
  /** The ids ascending, to find whether a changed mark is one of the slice's. */
  private sortedIds: Int32Array;
  /** The largest athlete id and club id among the competitors (team keys are minus club ids), never lowered. */
  private mostAthlete = 0;
  private mostTeam = 0;
  /**
   * The number of entries of the rankings walked whole, by their tests, kept current through
   * changes: a page after a change walks only up to its end (decision 051).
   */
  private readonly totals = new Map<string, { test: MarkTest; total: number }>();

  private constructor(columns: Columns, size: number, rejected: Map<number, number[]>) {
    this.length = size;
    this.useColumns(columns);
    this.rejected = rejected;
    this.sortedIds = new Int32Array(columns.ids.length);
    this.sortedIds.set(this.ids.subarray(0, size));
    this.sortedIds.subarray(0, size).sort();
    this.meet(this.competitors.subarray(0, size));
  }

  private meet(competitors: Iterable<number>): void {
    for (const key of competitors) {
      if (key > this.mostAthlete) this.mostAthlete = key;
      else if (-key > this.mostTeam) this.mostTeam = -key;
    }
  }

  /** The number of marks. */
  get size(): number {
    return this.length;
  }

  /** The slice of `marks`, in any order, with room for some more. */
  static of(marks: SliceMark[]): SliceMarks {
    const ordered = [...marks].sort(byRank);
    const columns = emptyColumns(roomFor(ordered.length));
    const rejected = new Map<number, number[]>();
    ordered.forEach((m, i) => {
      writeMark(columns, i, m);
      if (m.rejectedBy && m.rejectedBy.length > 0) rejected.set(m.id, m.rejectedBy);
    });
    return new SliceMarks(columns, ordered.length, rejected);
  }

  /**
   * Changes the slice: the marks of `leaving` it holds go, `coming` (which may hold marks of the
   * same ids as they are now) come. A merge in place of the few changed marks, not a new sort.
   */
  change(leaving: Iterable<number>, coming: SliceMark[]): void {
    const arriving = [...coming].sort(byRank);
    const goneIds: number[] = [];
    for (const id of leaving) if (this.has(id)) goneIds.push(id);
    if (goneIds.length === 0 && arriving.length === 0) return;
    const held = this.ids.subarray(0, this.length);
    const gone = goneIds.map((id) => held.indexOf(id)).sort((a, b) => a - b);
    const inserted = arriving.map((m) => this.positionOf(m));
    if (gone.length + arriving.length > MOST_TALLIED) this.totals.clear();
    const before = this.passing(gone);
    const size = this.length - gone.length + arriving.length;
    const { start, end } = changedRegion(this.length, gone, inserted);
    const columns = workOf(end - start - gone.length + arriving.length);
    const landed = spliced(
      end - start,
      gone.map((at) => at - start),
      inserted.map((at) => at - start),
      (to, from, stop) => {
        for (const key of columnNames) columns[key].set(this[key].subarray(start + from, start + stop), to);
      },
    );
    landed.forEach((at, n) => writeMark(columns, at, arriving[n]));
    this.reserve(size);
    for (const key of columnNames) this[key].set(columns[key].subarray(0, end - start - gone.length + arriving.length), start);
    this.changeIds(goneIds, arriving.map((m) => m.id));
    this.meet(arriving.map((m) => m.competitorKey));
    this.length = size;
    for (const id of goneIds) this.rejected.delete(id);
    for (const m of arriving) if (m.rejectedBy && m.rejectedBy.length > 0) this.rejected.set(m.id, m.rejectedBy);
    const arrived = landed.map((at) => start + at).sort((a, b) => a - b);
    const after = this.passing(arrived);
    let n = 0;
    for (const kept of this.totals.values()) {
      kept.total += kept.test.bestOnly ? this.competitorsGained(kept.test, before[n], after[n], arrived) : after[n].length - before[n].length;
      n++;
    }
  }

  /** For each kept total, the competitors of the marks at `positions` that pass its test (once for each such mark). */
  private passing(positions: number[]): number[][] {
    return [...this.totals.values()].map(({ test }) => positions.filter((at) => this.passes(test, at)).map((at) => this.competitors[at]));
  }

  /**
   * What a change adds to a ranking of one entry per competitor: the competitors with a passing
   * mark among those arrived (`after`, at the positions `arrived`) but none among those gone
   * (`before`), less the reverse, unless another of their marks passes. Marks corrected without
   * changing whether they pass change nothing, and no mark is walked for them.
   */
  private competitorsGained(test: MarkTest, before: number[], after: number[], arrived: number[]): number {
    const had = new Set(before);
    const has = new Set(after);
    const gained = [...has].filter((key) => !had.has(key));
    const lost = [...had].filter((key) => !has.has(key));
    if (gained.length === 0 && lost.length === 0) return 0;
    // Stamped with `asked`, then with `asked + 1` once a mark of theirs that did not arrive passes.
    const met = seen.begin(this.mostAthlete, this.mostTeam, 2);
    const asked = met.walk - 1;
    const { athletes, teams } = met;
    for (const key of [...gained, ...lost]) (key > 0 ? athletes : teams)[key > 0 ? key : -key] = asked;
    for (let i = 0, size = this.length, next = 0; i < size; i++) {
      if (next < arrived.length && arrived[next] === i) {
        next++;
        continue;
      }
      const key = this.competitors[i];
      const stamps = key > 0 ? athletes : teams;
      const at = key > 0 ? key : -key;
      if (stamps[at] === asked && this.passes(test, i)) stamps[at] = asked + 1;
    }
    const counted = (key: number) => (key > 0 ? athletes[key] : teams[-key]) === asked;
    return gained.filter(counted).length - lost.filter(counted).length;
  }

  /** The id index after a change: a mark that moved keeps its place in it. */
  private changeIds(goneIds: number[], arrivingIds: number[]): void {
    const stay = new Set(arrivingIds);
    const removed = goneIds.filter((id) => !stay.has(id)).sort((a, b) => a - b);
    const wasThere = new Set(goneIds);
    const added = arrivingIds.filter((id) => !wasThere.has(id)).sort((a, b) => a - b);
    if (removed.length === 0 && added.length === 0) return;
    const removedAt = removed.map((id) => this.idPosition(id));
    const addedAt = added.map((id) => this.idPosition(id));
    const { start, end } = changedRegion(this.length, removedAt, addedAt);
    const changed = end - start - removed.length + added.length;
    const ids = workIdsOf(changed);
    const landed = spliced(
      end - start,
      removedAt.map((at) => at - start),
      addedAt.map((at) => at - start),
      (to, from, stop) => ids.set(this.sortedIds.subarray(start + from, start + stop), to),
    );
    landed.forEach((at, n) => (ids[at] = added[n]));
    this.sortedIds.set(ids.subarray(0, changed), start);
  }

  /** Room for `size` marks: a larger buffer, with some to spare, when they do not fit. */
  private reserve(size: number): void {
    if (size <= this.ids.length) return;
    const columns = emptyColumns(roomFor(size));
    for (const key of columnNames) columns[key].set(this[key].subarray(0, this.length));
    const sortedIds = new Int32Array(columns.ids.length);
    sortedIds.set(this.sortedIds.subarray(0, this.length));
    this.useColumns(columns);
    this.sortedIds = sortedIds;
  }

  private useColumns(columns: Columns): void {
    for (const key of columnNames) (this as unknown as Columns)[key] = columns[key] as never;
  }

  /** Where `m` goes in the ranking order: before the first mark it ranks before. */
  private positionOf(m: SliceMark): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rankOrder(m, this.sortKeys[middle], this.days[middle], this.ids[middle]) < 0) high = middle;
      else low = middle + 1;
    }
    return low;
  }

  /** The first position in the ascending ids whose id is not below `id`. */
  private idPosition(id: number): number {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sortedIds[middle] < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  has(id: number): boolean {
    const at = this.idPosition(id);
    return at < this.length && this.sortedIds[at] === id;
  }

  /**
   * One page of the ranking `f` describes over this slice, by the rules of `rankPerformances`
   * (which the tests hold it to): the page's ids with their ranks, and the number of entries.
   * `inRegion` answers whether a club lies under the list's regional restriction. Unless `counted`,
   * the walk ends with the page and the number is only of the entries up to it.
   */
  rank(f: RankingFilter, inRegion: ((organizationId: number) => boolean) | null, seasonYear: number, counted = true): { ids: number[]; ranks: number[]; total: number } {
    if ((f.regionalRestrictionId !== null) !== (inRegion !== null)) throw new Error('a regional ranking needs its region, and only it');
    const test = compile(f, inRegion, seasonYear);
    if (!test) return { ids: [], ranks: [], total: 0 };
    const kept = counted ? this.totals.get(test.key) : undefined;
    const met = test.bestOnly ? seen.begin(this.mostAthlete, this.mostTeam) : null;
    const athletesMet = met?.athletes;
    const teamsMet = met?.teams;
    const walk = met?.walk ?? 0;
    const { competitors, sortKeys, ids: idColumn } = this;
    const ids: number[] = [];
    const ranks: number[] = [];
    const start = f.offset;
    const end = f.offset + f.limit;
    // Walked to the page's end when the number of entries is known or not asked for.
    const whole = counted && !kept;
    let total = 0;
    let rank = 0;
    let previousKey = NaN;
    for (let i = 0, size = this.length; i < size; i++) {
      if (!this.passes(test, i)) continue;
      if (athletesMet !== undefined) {
        const competitor = competitors[i];
        const stamps = competitor > 0 ? athletesMet : teamsMet!;
        const at = competitor > 0 ? competitor : -competitor;
        if (stamps[at] === walk) continue;
        stamps[at] = walk;
      }
      const key = sortKeys[i];
      // rank(): equal keys share a rank, the next key ranks by its position.
      if (key !== previousKey) {
        rank = total + 1;
        previousKey = key;
      }
      if (total >= start && total < end) {
        ids.push(idColumn[i]);
        ranks.push(rank);
      }
      total++;
      if (!whole && total >= end) break;
    }
    if (kept) return { ids, ranks, total: kept.total };
    if (whole) {
      this.totals.delete(test.key);
      this.totals.set(test.key, { test, total });
      if (this.totals.size > TOTALS_KEPT) this.totals.delete(this.totals.keys().next().value!);
    }
    return { ids, ranks, total };
  }

  /** Whether the mark at `i` enters the ranking `test` asks for (before one entry per competitor). */
  private passes(test: MarkTest, i: number): boolean {
    const flags = this.flags[i];
    if (test.flagsPass[flags] === 0) return false;
    if (test.windRule !== 0) {
      if (flags & OUTDOOR_FLAG) {
        const wind = this.winds[i];
        if (wind === NO_NUMBER || wind > windLimitTenths !== (test.windRule === 2)) return false;
      } else if (test.windRule === 2) return false;
    }
    const born = this.births[i];
    if (born !== NO_NUMBER && (born > test.latestBirth || born < test.earliestBirth)) return false;
    const weight = this.weights[i];
    if (test.weight !== NO_NUMBER && weight !== NO_NUMBER && weight !== test.weight) return false;
    if (test.inRegion !== null && !test.inRegion(this.organizations[i])) return false;
    return test.rejectedFor === null || this.rejected.size === 0 || !this.rejected.get(this.ids[i])?.includes(test.rejectedFor);
  }
}

/** The test of the ranking `f` describes; null when no mark enters it. */
function compile(f: RankingFilter, inRegion: ((organizationId: number) => boolean) | null, seasonYear: number): MarkTest | null {
  const envs = environments(f.environment, f.rules?.environment);
  const rules = f.rules;
  const windAssisted = f.windAssisted === true;
  if (windAssisted && !rules?.wind) return null;
  const flagsPass = new Uint8Array(8);
  let passing = 0;
  for (let flags = 0; flags < 8; flags++) {
    const environmentPasses = flags & OUTDOOR_FLAG ? envs.includes(OUTDOOR) : envs.includes(0) && !(flags & INDOOR_OFF_SEASON);
    flagsPass[flags] = environmentPasses && !(rules && !rules.handTimeAllowed && flags & HAND_TIMED) ? 1 : 0;
    passing |= flagsPass[flags] << flags;
  }
  const windRule = rules?.wind ? (windAssisted ? 2 : 1) : 0;
  // The age limits as years of birth: born at the latest in the first, at the earliest in the second.
  const latestBirth = rules && rules.startAge > 0 ? seasonYear - rules.startAge : 0x7fffffff;
  const earliestBirth = rules && rules.endAge > 0 ? seasonYear - rules.endAge : NO_NUMBER;
  const weight = rules && rules.heightWeight !== null ? thousandths(rules.heightWeight) : NO_NUMBER;
  const rejectedFor = f.excludeRejected ? f.bestListId : null;
  const bestOnly = f.bestOnly;
  const key = `${passing}|${windRule}|${latestBirth}|${earliestBirth}|${weight}|${rejectedFor}|${f.regionalRestrictionId}|${bestOnly}`;
  return { key, flagsPass, windRule, latestBirth, earliestBirth, weight, rejectedFor, inRegion, bestOnly };
}

