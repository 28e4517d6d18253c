import { randomUUID } from 'node:crypto';
import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';
import type { Clock } from '../lib/clock';
import { DAY, HOUR, MINUTE } from '../lib/clock';
import { purgeCounters } from '../lib/rate-counter';
import { purgeMailBudget } from '../mail/mail-budget';
import { purgeExpiredSignUps } from '../event-registration/sign-up.service';
import { purgeStatisticsNotes } from '../statistics/statistics-notes';
import type { Config } from '../config';
import type { Mailer } from '../mail/mailer';
import type { Storage } from '../plugins/storage';
import { InvalidPayloadError, NotRetriedError, type JobContext, type JobDefinition } from './define-job';
import { jobLanes, laneConcurrency, type JobLane } from './lanes';

export interface RunnerDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Config;
  storage?: Storage;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
}

export interface RunnerOptions {
  /** How long a claimed job stays locked without a heartbeat; after that another runner takes it over. */
  leaseMs: number;
  /** How often a running job renews its lease. */
  heartbeatMs: number;
  pollMs: number;
  lanes: Record<JobLane, number>;
  /** Done jobs are deleted after this long, failed ones (kept to be looked into) after `keepFailedMs`. */
  keepDoneMs: number;
  keepFailedMs: number;
  maintenanceMs: number;
}

export const defaultRunnerOptions: RunnerOptions = {
  leaseMs: 30_000,
  heartbeatMs: 10_000,
  pollMs: 1000,
  lanes: laneConcurrency,
  keepDoneMs: 7 * DAY,
  keepFailedMs: 30 * DAY,
  maintenanceMs: 10 * MINUTE,
};

type ClaimedJob = {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
};

/** 30 s, 1 min, 2 min, … up to an hour between attempts. */
const backoffMs = (attempts: number) => Math.min(HOUR, 2 ** (attempts - 1) * 30_000);

/**
 * Runs queued jobs in lanes, each with its own concurrency. A claimed job is leased to this runner
 * (`locked_by`, `locked_until`) and the lease is renewed while the handler runs, so no other runner
 * takes a live job; a job whose runner died is taken over once its lease has run out. Only the
 * holder of the lease can finish a job.
 */
export class JobRunner {
  readonly workerId = randomUUID();
  private readonly definitions: Map<string, JobDefinition>;
  private readonly options: RunnerOptions;
  private readonly active = new Map<JobLane, number>(jobLanes.map((l) => [l, 0]));
  private readonly running = new Set<Promise<void>>();
  private stopped = true;
  private pollTimer: NodeJS.Timeout | undefined;
  private maintenanceTimer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly deps: RunnerDeps,
    definitions: readonly JobDefinition[],
    options: Partial<RunnerOptions> = {},
  ) {
    this.definitions = new Map(definitions.map((d) => [d.kind, d]));
    this.options = { ...defaultRunnerOptions, ...options };
  }

  /** Claims the next due job of `lane` (or one whose lease ran out). */
  async claim(lane: JobLane): Promise<ClaimedJob | null> {
    const now = this.deps.clock.now();
    const lockedUntil = new Date(now.getTime() + this.options.leaseMs);
    // The clock counts milliseconds, run_at (default now()) microseconds: a job queued within the
    // current millisecond is due too.
    const dueBefore = new Date(now.getTime() + 1).toISOString();
    // Raw SQL: Drizzle cannot express UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP LOCKED), which
    // lets several processes share the queue without waiting for each other.
    const result = await this.deps.db.execute<ClaimedJob>(sql`
      update jobs set state = 'running', attempts = attempts + 1, locked_until = ${lockedUntil.toISOString()}, locked_by = ${this.workerId}
      where id = (
        select id from jobs
        where lane = ${lane}
          and ((state = 'queued' and run_at < ${dueBefore}) or (state = 'running' and locked_until < ${now.toISOString()}))
        order by run_at, id limit 1 for update skip locked
      )
      returning id, kind, payload, attempts`);
    const row = result.rows[0];
    return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts) } : null;
  }

  /** Renews the lease; false when this runner no longer holds the job. */
  private async renew(id: number): Promise<boolean> {
    const lockedUntil = new Date(this.deps.clock.now().getTime() + this.options.leaseMs);
    const rows = await this.deps.db
      .update(jobs)
      .set({ lockedUntil })
      .where(and(eq(jobs.id, id), eq(jobs.lockedBy, this.workerId), eq(jobs.state, 'running')))
      .returning({ id: jobs.id });
    return rows.length > 0;
  }

  /** Runs a claimed job with its heartbeat and records the outcome (if this runner still holds it). */
  async run(job: ClaimedJob): Promise<void> {
    const definition = this.definitions.get(job.kind);
    const abort = new AbortController();
    const heartbeat = setInterval(() => {
      this.renew(job.id)
        .then((held) => {
          if (!held) abort.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => this.deps.log.warn({ err: error, jobId: job.id }, 'job heartbeat failed'));
    }, this.options.heartbeatMs);
    heartbeat.unref();
    try {
      if (!definition) throw new InvalidPayloadError(`unknown job kind ${job.kind}`);
      const parsed = definition.schema.safeParse(job.payload);
      if (!parsed.success) throw new InvalidPayloadError(`invalid payload: ${parsed.error.message}`);
      const ctx: JobContext = { ...this.deps, jobId: job.id, attempt: job.attempts, signal: abort.signal };
      await definition.handler(parsed.data, ctx);
      clearInterval(heartbeat);
      await this.deps.db
        .update(jobs)
        .set({ state: 'done', finishedAt: this.deps.clock.now(), lockedBy: null, lockedUntil: null, lastError: null })
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)));
    } catch (error) {
      clearInterval(heartbeat);
      const final = error instanceof NotRetriedError || job.attempts >= (definition?.maxAttempts ?? 1);
      // Given up is logged once, as an error; an attempt that will be retried only as a warning.
      if (final) this.deps.log.error({ err: error, jobId: job.id, kind: job.kind, attempts: job.attempts }, 'job failed for good');
      else this.deps.log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed, will retry');
      const now = this.deps.clock.now();
      await this.deps.db
        .update(jobs)
        .set(
          final
            ? { state: 'failed', finishedAt: now, lockedBy: null, lockedUntil: null, lastError: String(error) }
            : { state: 'queued', runAt: new Date(now.getTime() + backoffMs(job.attempts)), lockedBy: null, lockedUntil: null, lastError: String(error) },
        )
        .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, this.workerId)));
    }
  }

  /** Runs every due job now, one after the other, lane by lane; returns how many ran (tests, tools). */
  async runDue(): Promise<number> {
    let count = 0;
    for (let more = true; more; ) {
      more = false;
      for (const lane of jobLanes) {
        const job = await this.claim(lane);
        if (!job) continue;
        more = true;
        count++;
        await this.run(job);
      }
    }
    return count;
  }

  /** Fills every lane up to its concurrency with due jobs. */
  private async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      for (const lane of jobLanes) {
        while (!this.stopped && this.active.get(lane)! < this.options.lanes[lane]) {
          const job = await this.claim(lane);
          if (!job) break;
          this.active.set(lane, this.active.get(lane)! + 1);
          const done: Promise<void> = this.run(job)
            .catch((error: unknown) => this.deps.log.error({ err: error, jobId: job.id }, 'job runner'))
            .finally(() => {
              this.active.set(lane, this.active.get(lane)! - 1);
              this.running.delete(done);
              // A free slot takes the next job at once rather than at the next tick.
              void this.poll();
            });
          this.running.add(done);
        }
      }
    } catch (error) {
      this.deps.log.error({ err: error }, 'job runner');
    } finally {
      this.polling = false;
    }
  }

  /** Deletes done jobs after their retention, failed ones later, the files they wrote, run-out rate counters and lapsed sign-ups. */
  async maintain(): Promise<{ jobs: number; files: number }> {
    const now = this.deps.clock.now().getTime();
    const deleted = await this.deps.db
      .delete(jobs)
      .where(
        or(
          and(eq(jobs.state, 'done'), lt(jobs.finishedAt, new Date(now - this.options.keepDoneMs))),
          and(eq(jobs.state, 'failed'), lt(jobs.finishedAt, new Date(now - this.options.keepFailedMs))),
        ),
      )
      .returning({ id: jobs.id, kind: jobs.kind, payload: jobs.payload });
    let files = 0;
    for (const job of deleted) {
      const definition = this.definitions.get(job.kind);
      const payload = definition?.files ? definition.schema.safeParse(job.payload) : undefined;
      if (!definition?.files || !payload?.success || !this.deps.storage) continue;
      for (const key of definition.files(payload.data, job.id)) {
        await this.deps.storage.delete(key);
        files++;
      }
    }
    // The longest counting window is a day; after that a counter is only clutter.
    await purgeCounters(this.deps.db, new Date(now - DAY));
    await purgeMailBudget(this.deps.db, new Date(now));
    // Unconfirmed sign-ups past their 48 hours give their places back even if nobody signs up again.
    await purgeExpiredSignUps(this.deps.db, new Date(now));
    // The notes of what the statistics versions changed are read only for the last versions.
    await purgeStatisticsNotes(this.deps.db);
    return { jobs: deleted.length, files };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.pollTimer = setInterval(() => void this.poll(), this.options.pollMs);
    this.maintenanceTimer = setInterval(() => {
      this.maintain().catch((error: unknown) => this.deps.log.error({ err: error }, 'job maintenance'));
    }, this.options.maintenanceMs);
    void this.poll();
  }

  /** Takes no new jobs and waits for the running ones, at most `timeoutMs` (their leases then run out). */
  async stop(timeoutMs = 30_000): Promise<void> {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearInterval(this.maintenanceTimer);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([Promise.allSettled([...this.running]), new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
    clearTimeout(timer);
  }
}
