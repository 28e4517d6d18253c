import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { enqueueMail } from './queue';
import { runDueJobs } from './runner';
import type { MailJob } from '../mail/templates';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

const mail = (to: string): MailJob => ({ to, name: 'X', language: 'de', message: { template: 'confirm', link: 'http://localhost/confirm' } });
const quiet = { info() {}, error() {}, warn() {} } as never;

async function jobRows() {
  const result = await t.database.db.execute(sql`select payload->>'to' as "to", state, attempts from jobs order by id`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { to: string; state: string; attempts: number }[];
}

describe('jobs', () => {
  it('queues nothing when the transaction that caused the mail rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.org'));
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect((await jobRows()).some((r) => r.to === 'rolled-back@example.org')).toBe(false);
  });

  it('retries a failed delivery later and marks it done once delivered', async () => {
    await enqueueMail(t.database.db, mail('flaky@example.org'));
    let calls = 0;
    const flaky = {
      async send() {
        calls++;
        if (calls === 1) throw new Error('SMTP down');
      },
    };
    const deps = { db: t.database.db, clock: t.clock, mailer: flaky, log: quiet, config: t.config };
    expect(await runDueJobs(deps)).toBe(1);
    expect((await jobRows()).find((r) => r.to === 'flaky@example.org')).toMatchObject({ state: 'queued', attempts: 1 });
    expect(await runDueJobs(deps)).toBe(0); // not due yet: back-off
    t.clock.advance(5 * 60_000);
    expect(await runDueJobs(deps)).toBe(1);
    expect((await jobRows()).find((r) => r.to === 'flaky@example.org')).toMatchObject({ state: 'done', attempts: 2 });
    expect(calls).toBe(2);
  });
});
