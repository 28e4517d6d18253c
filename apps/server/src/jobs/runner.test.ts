import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/harness';
import { jobs, rateCounters } from '../db/schema';
import { DAY, HOUR } from '../lib/clock';
import { MaybeDeliveredError, type Mailer } from '../mail/mailer';
import { mailJob } from '../mail/mail.job';
import type { MailJob } from '../mail/templates';
import { defineJob, type JobDefinition } from './define-job';
import { enqueue, enqueueMail } from './queue';
import { runDueJobs } from './registry';
import { features } from '../features';
import { JobRunner, type RunnerDeps } from './runner';
import { createLocalStorage } from '../plugins/storage/local-storage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.db.delete(jobs);
});

const mail = (to: string): MailJob => ({ to, name: 'X', language: 'de', message: { template: 'confirm', link: 'http://localhost/confirm' } });
const quiet = { info() {}, error() {}, warn() {} } as never;
const sent: string[] = [];
const collecting: Mailer = {
  async send(job) {
    sent.push(job.to);
  },
};
const deps = (mailer: Mailer = collecting): RunnerDeps => ({ db: t.database.db, clock: t.clock, mailer, log: quiet, config: t.config });

/** A promise and the function that settles it: a job that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Waits until `check` holds: the database and a started runner answer in their own time. */
const eventually = (check: () => Promise<boolean>, what: string) =>
  vi.waitFor(async () => {
    if (!(await check())) throw new Error(`not yet: ${what}`);
  }, { timeout: 4000, interval: 10 });

async function jobRows() {
  return t.database.db.select().from(jobs).orderBy(jobs.id);
}

describe('queueing', () => {
  it('queues nothing when the transaction that caused the mail rolls back', async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await enqueueMail(tx, mail('rolled-back@example.org'));
        throw new Error('change failed');
      }),
    ).rejects.toThrow('change failed');
    expect(await jobRows()).toEqual([]);
  });

  it('refuses a payload that does not fit the job’s schema, and queues nothing', async () => {
    await expect(enqueueMail(t.database.db, { ...mail('not-an-address'), language: 'fr' as never })).rejects.toThrow();
    expect(await jobRows()).toEqual([]);
  });

  it('fails a stored payload that no longer fits at once, without retries', async () => {
    await t.database.db.insert(jobs).values({ kind: 'mail', lane: 'mail', payload: { to: 'x@example.org' } });
    expect(await runDueJobs(deps(), features)).toBe(1);
    const [row] = await jobRows();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(row.lastError).toContain('invalid payload');
  });

  it('queues a job with a key once while it is pending, and again once it is done', async () => {
    const results = await Promise.all(
      [0, 1, 2, 3, 4].map(() => t.database.db.transaction((tx) => enqueue(tx, mailJob, mail('once@example.org'), { key: 'reset:once@example.org' }))),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await jobRows()).toHaveLength(1);
    await runDueJobs(deps(), features);
    expect(await enqueue(t.database.db, mailJob, mail('once@example.org'), { key: 'reset:once@example.org' })).toBe(true);
    expect((await jobRows()).map((r) => r.state)).toEqual(['done', 'queued']);
  });
});

describe('running', () => {
  it('retries a failed delivery later and marks it done once delivered', async () => {
    await enqueueMail(t.database.db, mail('flaky@example.org'));
    let calls = 0;
    const flaky: Mailer = {
      async send() {
        calls++;
        if (calls === 1) throw new Error('SMTP down');
      },
    };
    expect(await runDueJobs(deps(flaky), features)).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ state: 'queued', attempts: 1, lastError: 'Error: SMTP down' });
    expect(await runDueJobs(deps(flaky), features)).toBe(0); // not due yet: back-off
    t.clock.advance(5 * 60_000);
    expect(await runDueJobs(deps(flaky), features)).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 2, lastError: null });
    expect(calls).toBe(2);
  });

  it('gives a job up after its attempts and keeps the last error', async () => {
    const broken = defineJob({
      kind: 'test-broken',
      lane: 'default',
      schema: z.object({}),
      maxAttempts: 3,
      handler: async () => {
        throw new Error('always broken');
      },
    });
    const runner = new JobRunner(deps(), [broken]);
    await enqueue(t.database.db, broken, {});
    for (let i = 0; i < 3; i++) {
      expect(await runner.runDue()).toBe(1);
      t.clock.advance(HOUR);
    }
    expect(await runner.runDue()).toBe(0);
    expect((await jobRows())[0]).toMatchObject({ state: 'failed', attempts: 3, lastError: 'Error: always broken' });
  });

  it('gives a mail that may have been delivered up at once, logged once as an error with its job id', async () => {
    await enqueueMail(t.database.db, mail('stalled@example.org'));
    const errors: unknown[] = [];
    const warnings: unknown[] = [];
    const log = { info() {}, error: (o: unknown) => errors.push(o), warn: (o: unknown) => warnings.push(o) } as never;
    let calls = 0;
    const stalling: Mailer = {
      async send() {
        calls++;
        throw new MaybeDeliveredError(new Error('Timeout'));
      },
    };
    expect(await runDueJobs({ ...deps(stalling), log }, features)).toBe(1);
    for (let i = 0; i < 5; i++) {
      t.clock.advance(HOUR);
      expect(await runDueJobs({ ...deps(stalling), log }, features)).toBe(0);
    }
    const [row] = await jobRows();
    expect(row).toMatchObject({ state: 'failed', attempts: 1 });
    expect(calls).toBe(1);
    expect(errors).toEqual([expect.objectContaining({ jobId: row.id, kind: 'mail' })]);
    expect(warnings).toEqual([]);
  });

  it('renews the lease of a running job, so that no other runner takes it while it is alive', async () => {
    // The heartbeat's interval is driven by the test; the database answers in its own time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const slow = gate();
      let runs = 0;
      const long = defineJob({ kind: 'test-long', lane: 'export', schema: z.object({}), handler: async () => (runs++, slow.promise) });
      const a = new JobRunner(deps(), [long], { leaseMs: 1000, heartbeatMs: 20 });
      const b = new JobRunner(deps(), [long], { leaseMs: 1000, heartbeatMs: 20 });
      await enqueue(t.database.db, long, {});
      const job = (await a.claim('export'))!;
      const running = a.run(job);
      // Far past the first lease; the heartbeat renews it from the clock's present.
      t.clock.advance(5000);
      expect((await jobRows())[0].lockedUntil!.getTime()).toBeLessThan(t.clock.now().getTime());
      await vi.advanceTimersByTimeAsync(20);
      await eventually(async () => (await jobRows())[0].lockedUntil!.getTime() > t.clock.now().getTime(), 'lease renewed');
      expect(await b.claim('export')).toBeNull();
      slow.open();
      await running;
      expect(runs).toBe(1);
      expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 1 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes over the job of a runner that died once its lease has run out; the dead one cannot finish it', async () => {
    const slow = gate();
    const runs: string[] = [];
    const long = defineJob({
      kind: 'test-takeover',
      lane: 'export',
      schema: z.object({}),
      handler: async (_, ctx) => {
        runs.push(ctx.attempt === 1 ? 'first' : 'second');
        if (ctx.attempt === 1) await slow.promise;
      },
    });
    // The first runner's heartbeat never comes (as if its process hung or died).
    const dead = new JobRunner(deps(), [long], { leaseMs: 1000, heartbeatMs: 60_000 });
    const alive = new JobRunner(deps(), [long], { leaseMs: 1000, heartbeatMs: 20 });
    await enqueue(t.database.db, long, {});
    const job = (await dead.claim('export'))!;
    const stuck = dead.run(job);
    expect(await alive.claim('export')).toBeNull(); // still leased
    t.clock.advance(1500);
    expect(await alive.runDue()).toBe(1);
    expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 2 });
    // The first runner comes back and finishes: its result is not recorded over the second's.
    slow.open();
    await stuck;
    expect((await jobRows())[0]).toMatchObject({ state: 'done', attempts: 2 });
    expect(runs).toEqual(['first', 'second']);
  });

  it('runs lanes side by side: mail queued after a long export is sent while the export runs', async () => {
    const exportGate = gate();
    let exportDone = false;
    const exportJob = defineJob({
      kind: 'test-export',
      lane: 'export',
      schema: z.object({}),
      handler: async () => {
        await exportGate.promise;
        exportDone = true;
      },
    });
    const runner = new JobRunner(deps(), [mailJob as JobDefinition, exportJob], { pollMs: 20, heartbeatMs: 50 });
    await enqueue(t.database.db, exportJob, {});
    await enqueue(t.database.db, exportJob, {});
    for (const to of ['a@example.org', 'b@example.org', 'c@example.org']) await enqueueMail(t.database.db, mail(to));
    sent.length = 0;
    runner.start();
    try {
      // Which lane polls first is up to the timers: wait until the export holds its lane, then for the mails.
      const exportStates = async () => (await jobRows()).filter((r) => r.kind === 'test-export').map((r) => r.state);
      await eventually(async () => (await exportStates()).includes('running'), 'export running');
      await eventually(async () => sent.length === 3, 'mails sent');
      expect(exportDone).toBe(false);
      // The export lane runs one at a time: the second export waits for the first.
      expect((await exportStates()).sort()).toEqual(['queued', 'running']);
    } finally {
      exportGate.open();
      await eventually(async () => (await jobRows()).every((r) => r.state === 'done'), 'all done');
      await runner.stop();
    }
  });
});

describe('maintenance', () => {
  it('deletes done jobs after a week and failed ones after 30 days, and run-out rate counters', async () => {
    const now = t.clock.now().getTime();
    const at = (ms: number) => new Date(now - ms);
    await t.database.db.insert(jobs).values([
      { kind: 'mail', lane: 'mail', payload: {}, state: 'done', finishedAt: at(8 * DAY), dedupeKey: 'old-done' },
      { kind: 'mail', lane: 'mail', payload: {}, state: 'done', finishedAt: at(1 * DAY), dedupeKey: 'recent-done' },
      { kind: 'mail', lane: 'mail', payload: {}, state: 'failed', finishedAt: at(8 * DAY), dedupeKey: 'failed-kept' },
      { kind: 'mail', lane: 'mail', payload: {}, state: 'failed', finishedAt: at(31 * DAY), dedupeKey: 'old-failed' },
      { kind: 'mail', lane: 'mail', payload: {}, state: 'queued', dedupeKey: 'queued' },
    ]);
    await t.database.db.insert(rateCounters).values([
      { key: 'test:old', count: 3, windowStartedAt: at(2 * DAY) },
      { key: 'test:current', count: 1, windowStartedAt: at(HOUR / 2) },
    ]);
    expect(await new JobRunner(deps(), []).maintain()).toEqual({ jobs: 2, files: 0 });
    expect((await jobRows()).map((r) => r.dedupeKey)).toEqual(['recent-done', 'failed-kept', 'queued']);
    const counters = await t.database.db.execute<{ key: string }>(sql`select key from rate_counters where key like 'test:%' order by key`);
    const keys = counters.rows.map((r) => r.key);
    expect(keys).toEqual(['test:current']);
  });

  it('deletes the files a job wrote together with the job, and keeps those of jobs still kept', async () => {
    const storage = createLocalStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-runner-files-')));
    const writer = defineJob({ kind: 'test-file-writer', lane: 'export', schema: z.object({ name: z.string() }), handler: async () => {}, files: (p, id) => [`exports/test/${id}-${p.name}.txt`] });
    const now = t.clock.now().getTime();
    const [old, recent] = await t.database.db
      .insert(jobs)
      .values([
        { kind: writer.kind, lane: 'export', payload: { name: 'old' }, state: 'done', finishedAt: new Date(now - 8 * DAY), dedupeKey: 'file-old' },
        { kind: writer.kind, lane: 'export', payload: { name: 'recent' }, state: 'done', finishedAt: new Date(now - DAY), dedupeKey: 'file-recent' },
      ])
      .returning({ id: jobs.id });
    await storage.put(`exports/test/${old.id}-old.txt`, Buffer.from('old'));
    await storage.put(`exports/test/${recent.id}-recent.txt`, Buffer.from('recent'));
    expect(await new JobRunner({ ...deps(), storage }, [writer as JobDefinition]).maintain()).toEqual({ jobs: 1, files: 1 });
    expect(await storage.get(`exports/test/${old.id}-old.txt`)).toBeNull();
    expect((await storage.get(`exports/test/${recent.id}-recent.txt`))!.toString()).toBe('recent');
  });
});
