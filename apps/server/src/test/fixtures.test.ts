import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fingerprint } from './fixtures';
import { createTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('fingerprint', () => {
  // The proof that a refused call changed nothing: it must see a change in any area's table, also
  // one added after it was written, but not in the counters that budget refusals.
  it('moves when a row of any table changes, and not for the refusal counters', async () => {
    const before = await fingerprint(t);
    await t.database.db.execute(sql`update organizations set name = name || ' ' where id = (select min(id) from organizations)`);
    const changed = await fingerprint(t);
    expect(changed).not.toBe(before);
    await t.database.db.execute(sql`insert into rate_counters (key, count, window_started_at) values ('fingerprint-test', 1, now())`);
    expect(await fingerprint(t)).toBe(changed);
  });
});
