import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** A ranking's slice: event, class and season. */
export interface RankingSlice {
  eventId: number;
  classId: number;
  seasonYear: number;
}

const keyOf = (s: RankingSlice) => `${s.eventId}|${s.classId}|${s.seasonYear}`;
const EVERY_SLICE = keyOf({ eventId: 0, classId: 0, seasonYear: 0 });

/**
 * Which rankings changed since a statistics version (migration 0015), for answers kept across
 * versions: a reader learns each version's notes once, in version order, and then answers from
 * memory whether a slice changed after the version its answer was computed at.
 */
export class RankingSliceChanges {
  /** The version up to which the notes are known; null until the first read. */
  private knownUpTo: number | null = null;
  private readonly lastChange = new Map<string, number>();
  private reading: Promise<void> = Promise.resolve();

  constructor(private readonly db: Db) {}

  /** Learns the notes up to `version` (a version already seen: nothing to read). */
  learn(version: number): Promise<void> | undefined {
    // The common case, a version already learnt: no read and no wait.
    if (this.knownUpTo !== null && version <= this.knownUpTo) return undefined;
    // One read at a time, in order, so that `knownUpTo` only moves forward; a failed read is left to its caller.
    const step = this.reading.then(() => this.read(version));
    this.reading = step.catch(() => undefined);
    return step;
  }

  private async read(version: number): Promise<void> {
    if (this.knownUpTo === null) {
      // Nothing was kept before this version, so nothing earlier can be stale.
      this.knownUpTo = version;
      return;
    }
    if (version <= this.knownUpTo) return;
    // Notes pruned after the known version may be missing: then every slice counts as changed.
    const notes = await this.db.execute<{ version: string | number | null; event_id: number; class_id: number; season_year: number; pruned: boolean }>(sql`
      select n.version, n.event_id, n.class_id, n.season_year, p.pruned
      from (select notes_pruned_to > ${this.knownUpTo} as pruned from statistics_version where id = 1) p
      left join ranking_slice_changes n on n.version > ${this.knownUpTo} and n.version <= ${version}`);
    if (notes.rows.some((n) => n.pruned)) this.lastChange.set(EVERY_SLICE, version);
    for (const n of notes.rows) {
      if (n.version === null) continue;
      const key = keyOf({ eventId: n.event_id, classId: n.class_id, seasonYear: n.season_year });
      this.lastChange.set(key, Math.max(this.lastChange.get(key) ?? 0, Number(n.version)));
    }
    this.knownUpTo = version;
  }

  /** Whether the slice changed after `since` and up to the last version learnt. */
  changedSince(slice: RankingSlice, since: number): boolean {
    return (this.lastChange.get(keyOf(slice)) ?? 0) > since || (this.lastChange.get(EVERY_SLICE) ?? 0) > since;
  }
}
