import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** The versions whose notes are kept; a reader that knows only an older version reads everything again. */
const VERSIONS_KEPT = 1_000;

/**
 * Deletes the notes of what changed (migrations 0015, 0017) but those of the last `kept`
 * statistics versions, and moves `notes_pruned_to` in the same statement: a reader whose known
 * version is older sees, in the snapshot it reads the notes in, that it may have missed some and
 * takes everything as changed (decision 051). Run by the job runner's maintenance.
 */
export async function purgeStatisticsNotes(db: DbOrTx, kept = VERSIONS_KEPT): Promise<void> {
  await db.execute(sql`
    with upto as (select version - ${kept} as version from statistics_version where id = 1),
      marks as (delete from ranked_mark_changes where version <= (select version from upto)),
      slices as (delete from ranking_slice_changes where version <= (select version from upto))
    update statistics_version set notes_pruned_to = greatest(notes_pruned_to, (select version from upto)) where id = 1`);
}
