import type { Db } from '../db/client';
import { rankedSlices } from './ranking/ranked-slices';

/**
 * The statistics data's version (migration 0006), read after this call. Callers arriving while a
 * read is under way take the next one: one query per wave of readers, shared by everything of one
 * database that keeps answers by this version (the kept answers, the athlete profiles' list ranks).
 * The ranked slices read it with what changed since the version they know (decision 051).
 */
export function currentStatisticsVersion(db: Db): Promise<string> {
  return rankedSlices(db).version();
}
