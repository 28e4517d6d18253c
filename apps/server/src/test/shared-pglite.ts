import { sql } from 'drizzle-orm';
import { connectEmbedded, type Database, type DatabaseOptions } from '../db/client';
import { startPgliteWorker, type EmbeddedPostgres } from '../db/pglite-host';

/**
 * One embedded database per test worker and template, lent to one test app at a time and put back
 * into its seeded state before each loan. Starting a PGlite thread from a dump cost about 1.2 s per
 * test file; the reset costs a fraction of that. The seeded rows are kept in a schema of their own
 * (`test_seeded`), which the app never reads.
 */
interface SharedPglite {
  embedded: EmbeddedPostgres;
  /** Truncates every table of `public`, copies the seeded rows back and sets the sequences back. */
  resetSql: string;
  lent: boolean;
  dirty: boolean;
}

const shared = new Map<string, Promise<SharedPglite>>();

async function start(dump: ArrayBuffer): Promise<SharedPglite> {
  // A closed connection is let go a moment after the client left: the next app must not wait for it.
  const embedded = await startPgliteWorker({ load: dump, maxConnections: 4 });
  const setup = await connectEmbedded(embedded, {}, async () => {});
  try {
    const tables = (await setup.db.execute<{ name: string }>(sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by tablename`)).rows.map((row) => row.name);
    const sequences = (
      await setup.db.execute<{ call: string }>(
        sql`select format('select setval(%L, %s, %L);', quote_ident(schemaname) || '.' || quote_ident(sequencename), coalesce(last_value, 1), last_value is not null) as call
           from pg_sequences where schemaname = 'public'`,
      )
    ).rows.map((row) => row.call);
    // Generated columns (the stored sort names) take no values: the copies hold the others.
    const columns = new Map(
      (
        await setup.db.execute<{ name: string; columns: string }>(
          sql`select quote_ident(table_name) as name, string_agg(quote_ident(column_name), ', ' order by ordinal_position) as columns
             from information_schema.columns where table_schema = 'public' and is_generated = 'NEVER' group by table_name`,
        )
      ).rows.map((row) => [row.name, row.columns]),
    );
    await setup.exec(['create schema test_seeded;', ...tables.map((t) => `create table test_seeded.${t} as select ${columns.get(t)} from public.${t};`)].join('\n'));
    const resetSql = [
      // Neither foreign keys nor the version triggers fire while the seeded rows go back.
      'set session_replication_role = replica;',
      `truncate ${tables.map((t) => `public.${t}`).join(', ')};`,
      ...tables.map((t) => `insert into public.${t} (${columns.get(t)}) select ${columns.get(t)} from test_seeded.${t};`),
      ...sequences,
      'set session_replication_role = default;',
    ].join('\n');
    return { embedded, resetSql, lent: false, dirty: false };
  } finally {
    await setup.close();
  }
}

/**
 * The worker's copy of the database in `dump`, in its seeded state, with the embedded server (for
 * further connections, as a second process would have), or undefined while another app of this
 * worker holds it (the caller then starts a database of its own).
 */
export async function borrowSeededPglite(key: string, dump: () => ArrayBuffer, options: DatabaseOptions): Promise<{ database: Database; embedded: EmbeddedPostgres } | undefined> {
  if (!shared.has(key)) {
    // A start that failed is not kept: the next app tries again.
    shared.set(key, start(dump()).catch((error: unknown) => {
      shared.delete(key);
      throw error;
    }));
  }
  const copy = await shared.get(key)!;
  if (copy.lent) return undefined;
  copy.lent = true;
  try {
    const database = await connectEmbedded(copy.embedded, options, async () => {
      copy.lent = false;
    });
    if (copy.dirty) {
      // A transaction that the last app left open (a test that ended mid-request) ends here.
      await database.exec('rollback');
      await database.exec(copy.resetSql);
    }
    copy.dirty = true;
    return { database, embedded: copy.embedded };
  } catch (error) {
    copy.lent = false;
    throw error;
  }
}
