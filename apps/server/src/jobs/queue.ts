import type { DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import type { MailJob } from '../mail/templates';

export type JobPayloads = {
  mail: MailJob;
};
export type JobKind = keyof JobPayloads;

/** Queues a job in the caller's transaction, so that it exists exactly when the change that causes it does. */
export async function enqueue<K extends JobKind>(tx: DbOrTx, kind: K, payload: JobPayloads[K]): Promise<void> {
  await tx.insert(jobs).values({ kind, payload });
}

/** Shorthand for the most common job. */
export const enqueueMail = (tx: DbOrTx, mail: MailJob) => enqueue(tx, 'mail', mail);
