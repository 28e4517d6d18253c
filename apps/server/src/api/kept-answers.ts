import type { Db } from '../db/client';
import { currentStatisticsVersion } from '../statistics/statistics-version';
import { VersionedCache } from '../lib/versioned-cache';
import type { SerializedAnswer } from './serialized-answer';

/**
 * The data versions a route's answer can be kept by. Each moves on at the commit of every change
 * to the tables its answers are read from (migrations 0006, 0008, 0014); a test records the
 * queries of every kept route and fails when one reads a table that does not move its version.
 */
export type KeptVersion = 'platform' | 'statistics';

/** How many answers of each kind are kept, and the largest one kept. */
const limits: Record<KeptVersion, { answers: number; maxBytes: number }> = {
  // Signed-in answers (a page of a list is a few KB): at most 32 MB. Larger ones are rare and would crowd out the many small ones.
  platform: { answers: 1_000, maxBytes: 32 * 1024 },
  // Public ranking pages, up to ~70 KB each: the most read lists answer from memory.
  statistics: { answers: 500, maxBytes: 256 * 1024 },
};

/**
 * The answers of routes marked `keep` (decisions 023, 026), one mechanism for every version: an
 * answer is kept under the version read after its request arrived, so it never shows less than
 * what was committed before, and is computed once however many requests ask at the same time.
 */
export class KeptAnswers {
  private readonly answers = new Map<KeptVersion, VersionedCache<SerializedAnswer<unknown>>>();

  constructor(private readonly db: Db) {
    for (const kind of Object.keys(limits) as KeptVersion[]) this.answers.set(kind, new VersionedCache(limits[kind].answers));
  }

  /** The statistics data's version, read after this call. */
  statisticsVersion(): Promise<string> {
    return currentStatisticsVersion(this.db);
  }

  /** The answer kept for `key` at `version` of `kind`, else computed (and kept unless it is too large). */
  async answer(kind: KeptVersion, key: string, version: string, compute: () => Promise<SerializedAnswer<unknown>>): Promise<SerializedAnswer<unknown>> {
    const store = this.answers.get(kind)!;
    const answer = await store.get(key, version, compute);
    if (answer.json.length > limits[kind].maxBytes) store.forget(key);
    return answer;
  }
}
