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
type Columns = Pick<SliceMarks, 'ids' | 'competitors' | 'sortKeys' | 'days' | 'flags' | 'winds' | 'births' | 'weights' | 'organizations'>;

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
  private athletes = new Int32Array(1 << 12);
  private teams = new Int32Array(1 << 10);
  private walk = 0;

  begin(): this {
    if (++this.walk === 0x7fffffff) {
      this.walk = 1;
      this.athletes.fill(0);
      this.teams.fill(0);
    }
    return this;
  }

  /** Adds the key; false when it was there. */
  add(key: number): boolean {
    const stamps = key > 0 ? this.grown('athletes', key) : this.grown('teams', -key);
    const at = key > 0 ? key : -key;
    if (stamps[at] === this.walk) return false;
    stamps[at] = this.walk;
    return true;
  }

  private grown(which: 'athletes' | 'teams', at: number): Int32Array {
    const stamps = this[which];
    if (at < stamps.length) return stamps;
    const larger = new Int32Array(Math.max(at + 1, stamps.length * 2));
    larger.set(stamps);
    return (this[which] = larger);
  }
}
const seen = new CompetitorsSeen();

/**
 * The ranked marks (sort key not null) of one federation, event, class and season, in ranking
 * order, held as columns: some 40 bytes a mark with its id index, so that the slices of many lists fit in memory.
 */
export class SliceMarks {
  readonly size: number;
  readonly ids: Int32Array;
  readonly competitors: Int32Array;
  readonly sortKeys: Int32Array;
  readonly days: Int32Array;
  readonly flags: Uint8Array;
  readonly winds: Int32Array;
  readonly births: Int32Array;
  readonly weights: Int32Array;
  readonly organizations: Int32Array;
  private readonly rejected: Map<number, number[]>;
  /** The ids ascending, to find whether a changed mark is one of the slice's. */
  private readonly sortedIds: Int32Array;

  private constructor(columns: Columns, rejected: Map<number, number[]>, sortedIds?: Int32Array) {
    this.size = columns.ids.length;
    this.ids = columns.ids;
    this.competitors = columns.competitors;
    this.sortKeys = columns.sortKeys;
    this.days = columns.days;
    this.flags = columns.flags;
    this.winds = columns.winds;
    this.births = columns.births;
    this.weights = columns.weights;
    this.organizations = columns.organizations;
    this.rejected = rejected;
    this.sortedIds = sortedIds ?? Int32Array.from(this.ids).sort();
  }

  /** The slice of `marks`, in any order. */
  static of(marks: SliceMark[]): SliceMarks {
    const ordered = [...marks].sort(byRank);
    const columns = emptyColumns(ordered.length);
    const rejected = new Map<number, number[]>();
    ordered.forEach((m, i) => {
      writeMark(columns, i, m);
      if (m.rejectedBy && m.rejectedBy.length > 0) rejected.set(m.id, m.rejectedBy);
    });
    return new SliceMarks(columns, rejected);
  }

  /**
   * The slice after a change: without the marks `leaving`, with `coming` (which may hold marks of
   * the same ids as they are now). A merge of the ordered columns, not a new sort.
   */
  changed(leaving: Set<number>, coming: SliceMark[]): SliceMarks {
    const arriving = [...coming].sort(byRank);
    // The few changed marks are found by their positions, and the columns copied in runs between them.
    const gone = [...leaving].map((id) => this.ids.indexOf(id)).filter((i) => i >= 0);
    const goneIds = new Set(gone.map((i) => this.ids[i]));
    const columns = emptyColumns(this.size - gone.length + arriving.length);
    const inserted = arriving.map((m) => this.positionOf(m));
    const stops = spliced(this.size, gone, inserted, (to, from, end) => {
      for (const key of columnNames) columns[key].set(this[key].subarray(from, end), to);
    });
    stops.forEach((at, n) => writeMark(columns, at, arriving[n]));
    const rejected = new Map<number, number[]>();
    for (const [id, lists] of this.rejected) if (!goneIds.has(id)) rejected.set(id, lists);
    for (const m of arriving) if (m.rejectedBy && m.rejectedBy.length > 0) rejected.set(m.id, m.rejectedBy);
    const addedIds = arriving.map((m) => m.id).sort((a, b) => a - b);
    const sortedIds = new Int32Array(columns.ids.length);
    const idStops = spliced(
      this.size,
      [...goneIds].map((id) => this.idPosition(id)),
      addedIds.map((id) => this.idPosition(id)),
      (to, from, end) => sortedIds.set(this.sortedIds.subarray(from, end), to),
    );
    idStops.forEach((at, n) => (sortedIds[at] = addedIds[n]));
    return new SliceMarks(columns, rejected, sortedIds);
  }

  /** Where `m` goes in the ranking order: before the first mark it ranks before. */
  private positionOf(m: SliceMark): number {
    let low = 0;
    let high = this.size;
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
    let high = this.sortedIds.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (this.sortedIds[middle] < id) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  has(id: number): boolean {
    const at = this.idPosition(id);
    return at < this.sortedIds.length && this.sortedIds[at] === id;
  }

  /**
   * One page of the ranking `f` describes over this slice, by the rules of `rankPerformances`
   * (which the tests hold it to): the page's ids with their ranks, and the number of entries.
   * `inRegion` answers whether a club lies under the list's regional restriction.
   */
  rank(f: RankingFilter, inRegion: ((organizationId: number) => boolean) | null, seasonYear: number): { ids: number[]; ranks: number[]; total: number } {
    const envs = environments(f.environment, f.rules?.environment);
    const indoor = envs.includes(0);
    const outdoor = envs.includes(OUTDOOR);
    const rules = f.rules;
    const windAssisted = f.windAssisted === true;
    if (windAssisted && !rules?.wind) return { ids: [], ranks: [], total: 0 };
    // The age limits as years of birth: born at the latest in the first, at the earliest in the second.
    const latestBirth = rules && rules.startAge > 0 ? seasonYear - rules.startAge : null;
    const earliestBirth = rules && rules.endAge > 0 ? seasonYear - rules.endAge : null;
    const weight = rules && rules.heightWeight !== null ? thousandths(rules.heightWeight) : null;
    const rejectedFor = f.excludeRejected && f.bestListId !== null && this.rejected.size > 0 ? f.bestListId : null;
    const met = f.bestOnly ? seen.begin() : null;
    const ids: number[] = [];
    const ranks: number[] = [];
    const end = f.offset + f.limit;
    let total = 0;
    let rank = 0;
    let previousKey = NaN;
    for (let i = 0; i < this.size; i++) {
      const flags = this.flags[i];
      const isOutdoor = (flags & OUTDOOR_FLAG) !== 0;
      if (isOutdoor ? !outdoor : !indoor || flags & INDOOR_OFF_SEASON) continue;
      if (rules) {
        if (rules.wind) {
          const wind = this.winds[i];
          if (windAssisted ? !isOutdoor || wind === NO_NUMBER || wind <= windLimitTenths : isOutdoor && (wind === NO_NUMBER || wind > windLimitTenths)) continue;
        }
        if (!rules.handTimeAllowed && flags & HAND_TIMED) continue;
        const born = this.births[i];
        if (born !== NO_NUMBER && ((latestBirth !== null && born > latestBirth) || (earliestBirth !== null && born < earliestBirth))) continue;
        if (weight !== null && this.weights[i] !== NO_NUMBER && this.weights[i] !== weight) continue;
      }
      if (inRegion && !inRegion(this.organizations[i])) continue;
      if (rejectedFor !== null && this.rejected.get(this.ids[i])?.includes(rejectedFor)) continue;
      if (met) {
        if (!met.add(this.competitors[i])) continue;
      }
      const key = this.sortKeys[i];
      // rank(): equal keys share a rank, the next key ranks by its position.
      if (key !== previousKey) {
        rank = total + 1;
        previousKey = key;
      }
      if (total >= f.offset && total < end) {
        ids.push(this.ids[i]);
        ranks.push(rank);
      }
      total++;
    }
    return { ids, ranks, total };
  }
}
