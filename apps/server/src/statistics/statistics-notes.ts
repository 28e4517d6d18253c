import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

/** The versions whose notes are kept; a reader that knows only an older version reads everything again. */
const VERSIONS_KEPT = 1_000;

/**
 * Deletes the notes of what changed (migrations 0015, 0017) but those of the last `kept`
 * statistics versions (decision 051). `notes_pruned_to` moves first, in a statement of its own:
 * a reader whose known version is older takes everything as changed from then on, even while the
 * notes are still there, and the deletes that follow hold no lock on the version's row, which
 * every statistics change takes at its commit. Run by the job runner's maintenance.
 */
export async function purgeStatisticsNotes(db: DbOrTx, kept = VERSIONS_KEPT): Promise<void> {
  const moved = await db.execute<{ upto: string }>(sql`
    update statistics_version set notes_pruned_to = greatest(notes_pruned_to, version - ${kept}) where id = 1 returning notes_pruned_to::text as upto`);
  const upto = Number(moved.rows[0].upto);
  await db.execute(sql`delete from ranked_mark_changes where version <= ${upto}`);
  await db.execute(sql`delete from ranking_slice_changes where version <= ${upto}`);
}
