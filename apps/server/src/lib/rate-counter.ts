import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { rateCounters } from '../db/schema';

/** The state of a counter after a hit: the hits in the current window and when the window ends. */
export interface CounterState {
  count: number;
  resetsAt: Date;
}

/**
 * Counts one hit on `key` in a fixed window of `windowMs` and answers the count, in one atomic
 * upsert: parallel requests each get their own number, so a limit cannot be raced past by
 * checking first and counting after slow work.
 */
export async function hit(tx: DbOrTx, key: string, windowMs: number, now: Date): Promise<CounterState> {
  // Raw SQL for the conditional reset: Drizzle's upsert takes computed values only as SQL.
  const expired = sql`${rateCounters.windowStartedAt} <= ${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const [row] = await tx
    .insert(rateCounters)
    .values({ key, count: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: rateCounters.key,
      // A window that has run out starts again with this hit.
      set: {
        count: sql`case when ${expired} then 1 else ${rateCounters.count} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateCounters.windowStartedAt} end`,
      },
    })
    .returning({ count: rateCounters.count, windowStartedAt: rateCounters.windowStartedAt });
  return { count: Number(row.count), resetsAt: new Date(new Date(row.windowStartedAt).getTime() + windowMs) };
}

/** Forgets the hits on `key` (a successful sign-in clears the account's failures). */
export async function clearCounter(tx: DbOrTx, key: string): Promise<void> {
  await tx.delete(rateCounters).where(eq(rateCounters.key, key));
}

/** Forgets the hits on every key that starts with `prefix` and ends with `suffix` (a reset clears an account's sign-in failures from every address). */
export async function clearCountersMatching(tx: DbOrTx, prefix: string, suffix: string): Promise<void> {
  // Raw: no LIKE pattern, so that nothing in the e-mail acts as a wildcard.
  await tx.delete(rateCounters).where(and(sql`starts_with(${rateCounters.key}, ${prefix})`, sql`right(${rateCounters.key}, ${suffix.length}) = ${suffix}`));
}

/** Takes one hit back (a sign-in that succeeded does not count against its address). */
export async function forgiveHit(tx: DbOrTx, key: string): Promise<void> {
  await tx
    .update(rateCounters)
    .set({ count: sql`greatest(${rateCounters.count} - 1, 0)` })
    .where(eq(rateCounters.key, key));
}

/** Deletes counters whose window started before `before` (they would restart at their next hit anyway). */
export async function purgeCounters(tx: DbOrTx, before: Date): Promise<void> {
  await tx.delete(rateCounters).where(lt(rateCounters.windowStartedAt, before));
}
