import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { apiKeys, users } from '../db/schema';

export type ApiKeyRecord = typeof apiKeys.$inferSelect & { createdBy: string | null };

const listColumns = {
  key: apiKeys,
  firstName: users.firstName,
  lastName: users.lastName,
};

const withCreator = (r: { key: typeof apiKeys.$inferSelect; firstName: string | null; lastName: string | null }): ApiKeyRecord => ({
  ...r.key,
  createdBy: r.firstName === null && r.lastName === null ? null : `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
});

/** The federation's keys, newest first, revoked ones included. */
export async function keysOf(db: DbOrTx, masterId: number): Promise<ApiKeyRecord[]> {
  const rows = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(eq(apiKeys.masterId, masterId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(withCreator);
}

export async function keyOf(db: DbOrTx, id: number, masterId: number): Promise<ApiKeyRecord | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdByUserId))
    .where(and(eq(apiKeys.id, id), eq(apiKeys.masterId, masterId)));
  return row ? withCreator(row) : undefined;
}

export async function insertKey(db: DbOrTx, values: typeof apiKeys.$inferInsert): Promise<number> {
  const [row] = await db.insert(apiKeys).values(values).returning({ id: apiKeys.id });
  return row.id;
}

/** Revokes a key of the federation once; answers false when it is another federation's or unknown. */
export async function revokeKey(db: DbOrTx, id: number, masterId: number, now: Date): Promise<boolean> {
  const [found] = await db.select({ id: apiKeys.id }).from(apiKeys).where(and(eq(apiKeys.id, id), eq(apiKeys.masterId, masterId)));
  if (!found) return false;
  await db
    .update(apiKeys)
    .set({ revokedAt: now })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return true;
}

/**
 * Counts a call of the key with this hash in one statement (two calls at once cannot both slip
 * under the limit): a new minute starts when the last one began a minute ago or more. Answers the
 * key's federation and the calls in its current minute; nothing for an unknown or revoked key.
 */
export async function countCall(db: DbOrTx, keyHash: string, now: Date, windowMs: number): Promise<{ id: number; masterId: number; calls: number } | undefined> {
  const nowIso = now.toISOString();
  const since = new Date(now.getTime() - windowMs).toISOString();
  const fresh = sql`(${apiKeys.windowStart} is null or ${apiKeys.windowStart} <= ${since}::timestamptz)`;
  const [row] = await db
    .update(apiKeys)
    .set({
      windowStart: sql`case when ${fresh} then ${nowIso}::timestamptz else ${apiKeys.windowStart} end`,
      windowCalls: sql`case when ${fresh} then 1 else least(${apiKeys.windowCalls} + 1, 32767) end`,
      lastUsedAt: now,
    })
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id, masterId: apiKeys.masterId, calls: apiKeys.windowCalls });
  return row;
}
