import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { testDatabaseKind, createTestApp } from '../test/harness';

describe.runIf(testDatabaseKind === 'postgres')('openDatabase on PostgreSQL', () => {
  it('survives the server ending idle connections, and answers the next query on a new one', async () => {
    const t = await createTestApp({ demo: false });
    const [{ db }] = (await t.database.db.execute<{ db: string }>(sql`select current_database() as db`)).rows;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 100));
    const [{ n }] = (await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from languages`)).rows;
    expect(n).toBe(3);
    await t.close();
  });
});
