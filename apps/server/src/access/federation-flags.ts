import { eq } from 'drizzle-orm';
import { GERMAN_FEDERATION_EXTERNAL_ID } from '@portal/domain';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

const TTL_MS = 60_000;
const caches = new WeakMap<Db, Map<number, { at: number; value: Promise<boolean> }>>();

/**
 * Whether a master organisation is the German federation (the "German flag" of the spec, which
 * opens the competition approval area). Remembered for a minute per database and federation: the
 * area's routes ask on every call, and a federation's identity does not change under a running portal.
 */
export function isGermanFederation(db: Db, masterId: number, now = Date.now()): Promise<boolean> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(masterId);
  if (hit && now - hit.at < TTL_MS) return hit.value;
  const value = db
    .select({ externalId: organizations.externalId })
    .from(organizations)
    .where(eq(organizations.id, masterId))
    .then((rows) => rows[0]?.externalId === GERMAN_FEDERATION_EXTERNAL_ID);
  value.catch(() => cache.delete(masterId));
  cache.set(masterId, { at: now, value });
  return value;
}
