import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mailBudgetEntries, users } from '../db/schema';
import { HOUR } from '../lib/clock';
import { tooManyRequests } from '../lib/problems';
import { enqueueMail } from '../jobs/queue';
import type { MailJob } from './templates';

/** At most this many mails a signed-in user's actions may cause to other addresses per rolling hour. */
export const MAILS_PER_USER_PER_HOUR = 50;

/**
 * An address as the mail caps count it: lower case, without a `+tag` in its local part, so that
 * `x+1@example.org` and `X+2@example.org` are one mailbox.
 */
export function normalizeAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  const local = lower.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}@${lower.slice(at + 1)}`;
}

/**
 * Queues the mails that the action of user `actorId` causes, in the action's transaction. Mails to
 * the actor's own address are free; every other one counts against the actor's hourly budget, and
 * an action that would exceed it is refused with 429 before anything is queued, so the caller's
 * transaction rolls back whole (an application is never requested without its mails). Parallel
 * actions of one user wait for each other on a transaction lock, so the budget cannot be raced.
 */
export async function enqueueActorMails(tx: DbOrTx, actorId: number, now: Date, mails: readonly MailJob[]): Promise<void> {
  if (mails.length === 0) return;
  const [actor] = await tx.select({ email: users.email }).from(users).where(eq(users.id, actorId));
  const own = actor ? normalizeAddress(actor.email) : null;
  const counted = mails.map((m) => normalizeAddress(m.to)).filter((a) => a !== own);
  if (counted.length > 0) await spendMailBudget(tx, actorId, now, counted);
  for (const mail of mails) await enqueueMail(tx, mail);
}

/**
 * Counts mails to `addresses` (normalised, not the actor's own) against the actor's budget, or
 * refuses with 429. For mails queued later by a job (an export), counted when it is requested.
 */
export async function spendMailBudget(tx: DbOrTx, actorId: number, now: Date, addresses: readonly string[]): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MAIL_BUDGET_LOCK}, ${actorId})`);
  const since = new Date(now.getTime() - HOUR);
  const [row] = await tx
    .select({ n: count() })
    .from(mailBudgetEntries)
    .where(and(eq(mailBudgetEntries.userId, actorId), gt(mailBudgetEntries.sentAt, since)));
  if (Number(row.n) + addresses.length > MAILS_PER_USER_PER_HOUR) throw tooManyRequests('validation.errorMailBudget', { max: MAILS_PER_USER_PER_HOUR });
  await tx.insert(mailBudgetEntries).values(addresses.map((address) => ({ userId: actorId, address, sentAt: now })));
}

/** The lock space of the budget's transaction locks (with the user id as the second key). */
const MAIL_BUDGET_LOCK = 28_001;

/** Deletes budget entries older than the budget's hour (they no longer count). */
export async function purgeMailBudget(tx: DbOrTx, now: Date): Promise<void> {
  await tx.delete(mailBudgetEntries).where(lt(mailBudgetEntries.sentAt, new Date(now.getTime() - HOUR)));
}
