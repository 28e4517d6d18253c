import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { statisticsVersion } from '../db/schema';
import { FreshReads } from '../lib/fresh-reads';

const readers = new WeakMap<Db, FreshReads<string>>();

/**
 * The statistics data's version (migration 0006), read after this call. Callers arriving while a
 * read is under way take the next one: one query per wave of readers, shared by everything of one
 * database that keeps answers by this version (the kept answers, the athlete profiles' list ranks).
 */
export function currentStatisticsVersion(db: Db): Promise<string> {
  let reader = readers.get(db);
  if (!reader) {
    reader = new FreshReads(() =>
      db
        .select({ version: statisticsVersion.version })
        .from(statisticsVersion)
        .where(eq(statisticsVersion.id, 1))
        .then(([row]) => String(row.version)),
    );
    readers.set(db, reader);
  }
  return reader.get();
}
