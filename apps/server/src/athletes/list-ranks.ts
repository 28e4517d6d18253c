import type { Db } from '../db/client';
import { RankingSliceChanges } from '../statistics/ranking-slice-changes';
import { ranksOfCompetitors, type RankingFilter } from '../statistics/ranking/ranking.query';

type RanksFilter = Omit<RankingFilter, 'limit' | 'offset' | 'bestOnly'>;

/**
 * Rankings held at once. A federation's lists rank some hundreds of event, class and season slices
 * each (the standard list on ten seasons: 450), and a wave of profiles reads most of them, so the
 * cache holds them all rather than evicting what the next profile needs. Each is kept as two
 * sorted integer arrays, 8 bytes a competitor: the largest, some ten thousand competitors, 80 KB.
 */
const CAPACITY = 1_000;

/** A ranking's ranks by competitor key, compact: keys ascending, and their ranks at the same index. */
class Ranks {
  private readonly keys: Int32Array;
  private readonly ranks: Int32Array;

  constructor(byCompetitor: Map<number, number>) {
    const keys = [...byCompetitor.keys()].sort((a, b) => a - b);
    this.keys = Int32Array.from(keys);
    this.ranks = Int32Array.from(keys, (k) => byCompetitor.get(k)!);
  }

  get(competitorKey: number): number | null {
    let low = 0;
    let high = this.keys.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const key = this.keys[middle];
      if (key === competitorKey) return this.ranks[middle];
      if (key < competitorKey) low = middle + 1;
      else high = middle - 1;
    }
    return null;
  }
}

/**
 * The ranks of every competitor in a list's ranking, shared by every profile that names a position
 * in it: the profiles of one event's athletes read the same few rankings, which the ranking query
 * would otherwise compute once per profile. A ranking stays valid across statistics versions until
 * a change touches its event, class and season (`RankingSliceChanges`): an import of one meeting
 * recomputes its own rankings, not the federation's hundreds.
 */
class ListRanks {
  private readonly entries = new Map<string, { at: number; ranks: Promise<Ranks> }>();
  private readonly changes: RankingSliceChanges;

  constructor(private readonly db: Db) {
    this.changes = new RankingSliceChanges(db);
  }

  /** The competitor's rank in the ranking `f` describes at the statistics `version`, or null when none of their marks counts there. */
  async rankOf(f: RanksFilter & { seasonYear: number }, competitorKey: number, version: string): Promise<number | null> {
    const at = Number(version);
    const key = JSON.stringify(f);
    // Known from the first ranking on, so that every change after it is learnt.
    await this.changes.learn(at);
    let entry = this.entries.get(key);
    if (entry && entry.at !== at) {
      // Computed at an earlier version, or (seen by a slower request) a later one: kept unless its slice changed since.
      if (entry.at < at && !this.changes.changedSince(f, entry.at)) entry.at = at;
      else if (entry.at < at) entry = undefined;
    }
    if (!entry) {
      entry = { at, ranks: ranksOfCompetitors(this.db, f).then((byCompetitor) => new Ranks(byCompetitor)) };
      const computing = entry;
      computing.ranks.catch(() => {
        if (this.entries.get(key) === computing) this.entries.delete(key);
      });
    }
    // Least recently used first out.
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value!);
    return (await entry.ranks).get(competitorKey);
  }
}
const byDatabase = new WeakMap<Db, ListRanks>();

/** The shared list ranks of a database (one per app). */
export function listRanks(db: Db): ListRanks {
  let ranks = byDatabase.get(db);
  if (!ranks) byDatabase.set(db, (ranks = new ListRanks(db)));
  return ranks;
}
