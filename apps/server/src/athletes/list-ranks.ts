import type { Db } from '../db/client';
import { VersionedCache } from '../lib/versioned-cache';
import { ranksOfCompetitors, type RankingFilter } from '../statistics/ranking/ranking.query';
import { currentStatisticsVersion } from '../statistics/statistics-version';

type RanksFilter = Omit<RankingFilter, 'limit' | 'offset' | 'bestOnly'>;

/** Rankings held at once: most have a few hundred competitors, the largest some ten thousand (under 1 MB). */
const CAPACITY = 300;

/**
 * The ranks of every competitor in a list's ranking, computed once per statistics version and
 * shared by every profile that names a position in it: the profiles of one event's athletes read
 * the same few rankings, which the ranking query would otherwise compute once per profile.
 */
class ListRanks {
  private readonly ranks = new VersionedCache<Map<number, number>>(CAPACITY);

  constructor(private readonly db: Db) {}

  /** The competitor's rank in the ranking `f` describes, or null when none of their marks counts there. */
  async rankOf(f: RanksFilter, competitorKey: number): Promise<number | null> {
    const version = await currentStatisticsVersion(this.db);
    const ranks = await this.ranks.get(JSON.stringify(f), version, () => ranksOfCompetitors(this.db, f));
    return ranks.get(competitorKey) ?? null;
  }
}

const byDatabase = new WeakMap<Db, ListRanks>();

/** The shared list ranks of a database (one per app). */
export function listRanks(db: Db): ListRanks {
  let ranks = byDatabase.get(db);
  if (!ranks) byDatabase.set(db, (ranks = new ListRanks(db)));
  return ranks;
}
