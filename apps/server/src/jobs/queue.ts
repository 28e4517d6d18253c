import type { z } from 'zod';
import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import { mailJob } from '../mail/mail.job';
import type { MailJob } from '../mail/templates';
import type { JobDefinition } from './define-job';
import { randomToken } from '../lib/tokens';

export interface EnqueueOptions {
  /** A queued or running job of the same kind and key makes this one a no-op. */
  key?: string;
  runAt?: Date;
}

/**
 * Queues a job in the caller's transaction, so that it exists exactly when the change that causes
 * it does. The payload is checked against the job's schema here (a bad one throws and the caller's
 * transaction rolls back). Answers whether a job was queued (false: one with the key was pending).
 */
export async function enqueue<S extends z.ZodType>(tx: DbOrTx, job: JobDefinition<S>, payload: z.input<S>, options: EnqueueOptions = {}): Promise<boolean> {
  const checked = job.schema.parse(payload);
  const rows = await tx
    .insert(jobs)
    .values({ kind: job.kind, lane: job.lane, payload: checked as object, dedupeKey: options.key ?? null, ...(options.runAt ? { runAt: options.runAt } : {}) })
    .onConflictDoNothing()
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Shorthand for the most common job. */
export const enqueueMail = (tx: DbOrTx, mail: MailJob) => enqueue(tx, mailJob, { nonce: randomToken(12), ...mail });
