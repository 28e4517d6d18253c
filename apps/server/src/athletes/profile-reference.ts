import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { VersionedCache } from '../lib/versioned-cache';
import { definitionsFor, type DefinitionRow, type EventInfo } from './public-athletes.repo';

/** What every profile of a federation reads alike: the events, the classes and the lists' definitions. */
export interface ProfileReference {
  /** The statistics version the reference was read at; the profile's list ranks are read at it too. */
  version: string;
  events: Map<number, EventInfo>;
  classCodes: Map<number, string>;
  /** The federation's lists' definitions, in the lists' order. */
  definitions: DefinitionRow[];
}

/** Federations held at once (one per tenant). */
const CAPACITY = 20;

const byDatabase = new WeakMap<Db, VersionedCache<Omit<ProfileReference, 'version'>>>();

async function read(db: Db, masterId: number): Promise<Omit<ProfileReference, 'version'>> {
  const [events, classes, definitions] = await Promise.all([
    db.execute<{ id: number; code: string; name: string; measurement: string; wind_required: boolean; sort_order: number }>(
      sql`select id, code, name, measurement, wind_required, sort_order from events`,
    ),
    db.execute<{ id: number; code: string }>(sql`select id, code from age_classes`),
    definitionsFor(db, masterId),
  ]);
  return {
    events: new Map(events.rows.map((e) => [e.id, { code: e.code, name: e.name, measurement: e.measurement, windRequired: e.wind_required, sortOrder: e.sort_order }])),
    classCodes: new Map(classes.rows.map((c) => [c.id, c.code])),
    definitions,
  };
}

/**
 * The reference of a federation's profiles at the statistics `version` (read by the caller after
 * its request arrived), read once per version and shared by every profile read at it: each profile
 * then reads only its own athlete's rows (events, classes and definitions move the statistics
 * version, migration 0006).
 */
export async function profileReference(db: Db, masterId: number, version: string): Promise<ProfileReference> {
  let cache = byDatabase.get(db);
  if (!cache) byDatabase.set(db, (cache = new VersionedCache(CAPACITY)));
  return { version, ...(await cache.get(String(masterId), version, () => read(db, masterId))) };
}
