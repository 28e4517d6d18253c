import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { platformVersion } from '../db/schema';
import { FreshReads } from '../lib/fresh-reads';
import { VersionedCache } from '../lib/versioned-cache';
import type { SerializedAnswer } from '../api/serialized-answer';
import { loadGrants, type Grant } from './grants';

/** Users whose grants are kept (a few hundred bytes each). */
const GRANTS_KEPT = 10_000;
/** Signed-in answers kept (a page of a list is a few KB): at most 32 MB with the limit below. */
const ANSWERS_KEPT = 1_000;
/** Larger answers (long pages) are not kept: they are rare, and would crowd out the many small ones. */
const KEPT_ANSWER_MAX_BYTES = 32 * 1024;

/**
 * What signed-in requests share per app until the platform data changes (decision 026): the
 * caller's grants and the answers of routes marked `keep`, both under the version of
 * `platform_version`, which moves on at the commit of any change to the tables they are read from,
 * by this process or any other. Each request reads the version once, in a read that began after it
 * arrived, so nothing kept outlives a change committed before the request.
 */
export class PlatformCache {
  private readonly versions: FreshReads<string>;
  private readonly grantsKept = new VersionedCache<readonly Grant[]>(GRANTS_KEPT);
  private readonly answers = new VersionedCache<SerializedAnswer<unknown>>(ANSWERS_KEPT);

  constructor(private readonly db: Db) {
    this.versions = new FreshReads(() =>
      db
        .select({ version: platformVersion.version })
        .from(platformVersion)
        .where(eq(platformVersion.id, 1))
        .then(([row]) => String(row.version)),
    );
  }

  /** The platform data's version, read after this call. */
  version(): Promise<string> {
    return this.versions.get();
  }

  /** The user's grants at `version` (shared: never to be changed by the caller). */
  grants(userId: number, version: string): Promise<readonly Grant[]> {
    return this.grantsKept.get(String(userId), version, () => loadGrants(this.db, userId));
  }

  /** The answer kept for `key` at `version`, else computed (and kept unless it is too large). */
  async answer(key: string, version: string, compute: () => Promise<SerializedAnswer<unknown>>): Promise<SerializedAnswer<unknown>> {
    const answer = await this.answers.get(key, version, compute);
    if (answer.json.length > KEPT_ANSWER_MAX_BYTES) this.answers.forget(key);
    return answer;
  }
}
