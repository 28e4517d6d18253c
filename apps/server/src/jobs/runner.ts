import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Mailer } from '../mail/mailer';
import type { JobKind, JobPayloads } from './queue';
import type { Config } from '../config';

const MAX_ATTEMPTS = 5;
const LOCK_MINUTES = 5;

interface RunnerDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  config: Pick<Config, 'dataDir'>;
}

interface ClaimedJob {
  id: number;
  kind: JobKind;
  payload: unknown;
  attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

/** Claims one due job; SKIP LOCKED lets several server processes share the queue. */
async function claim(deps: RunnerDeps): Promise<ClaimedJob | null> {
  const now = deps.clock.now();
  const lockedUntil = new Date(now.getTime() + LOCK_MINUTES * 60_000);
  const result = await deps.db.execute(sql`
    update jobs set state = 'running', attempts = attempts + 1, locked_until = ${lockedUntil.toISOString()}
    where id = (
      select id from jobs
      where (state = 'queued' and run_at <= ${now.toISOString()}) or (state = 'running' and locked_until < ${now.toISOString()})
      order by id limit 1 for update skip locked
    )
    returning id, kind, payload, attempts`);
  const row = rowsOf<ClaimedJob>(result)[0];
  return row ? { ...row, id: Number(row.id), attempts: Number(row.attempts) } : null;
}

async function handle(deps: RunnerDeps, job: ClaimedJob): Promise<void> {
  switch (job.kind) {
    case 'mail':
      await deps.mailer.send(job.payload as JobPayloads['mail'], job.id);
      return;
    default:
      throw new Error(`unknown job kind ${String(job.kind)}`);
  }
}

/** Runs every due job now; returns how many ran (tests call this directly). */
export async function runDueJobs(deps: RunnerDeps): Promise<number> {
  let count = 0;
  for (let job = await claim(deps); job; job = await claim(deps)) {
    count++;
    try {
      await handle(deps, job);
      await deps.db.execute(sql`update jobs set state = 'done', finished_at = ${deps.clock.now().toISOString()}, last_error = null where id = ${job.id}`);
    } catch (error) {
      const failed = job.attempts >= MAX_ATTEMPTS;
      const retryAt = new Date(deps.clock.now().getTime() + 2 ** job.attempts * 30_000);
      deps.log.error({ err: error, jobId: job.id }, failed ? 'job failed for good' : 'job failed, will retry');
      await deps.db.execute(
        sql`update jobs set state = ${failed ? 'failed' : 'queued'}, run_at = ${retryAt.toISOString()}, last_error = ${String(error)} where id = ${job.id}`,
      );
    }
  }
  return count;
}

/** Polls the queue in the background until stopped. */
export function startJobRunner(deps: RunnerDeps, intervalMs = 1000): { stop(): Promise<void> } {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    if (stopped) return;
    running = running.then(() => runDueJobs(deps)).catch((error: unknown) => deps.log.error({ err: error }, 'job runner'));
  }, intervalMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
