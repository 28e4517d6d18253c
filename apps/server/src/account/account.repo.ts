import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { accountCodes, languages, refreshTokens, users, type AccountCodePurpose } from '../db/schema';
import type { UserRow } from '../users/users.repo';
import { sha256 } from '../lib/tokens';

/** E-mail addresses compare case-insensitively and without surrounding blanks. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The account with this address, if any. */
export async function findUserByEmail(tx: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    // Raw: lower() as in the unique index on lower(email), so that index serves the look-up.
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

/** The account by id. */
export async function findUserById(tx: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Whether a language id exists. */
export async function languageExists(tx: DbOrTx, id: number): Promise<boolean> {
  return (await tx.select({ id: languages.id }).from(languages).where(eq(languages.id, id))).length > 0;
}

/** Creates an unconfirmed account; undefined when the address was taken meanwhile (the unique index decides). */
export async function insertUser(
  tx: DbOrTx,
  input: { email: string; passwordHash: string; firstName: string; lastName: string; languageId: number; masterOrganizationId: number; newsletter: boolean },
): Promise<UserRow | undefined> {
  const [row] = await tx.insert(users).values(input).onConflictDoNothing().returning();
  return row;
}

/** Sets fields of an account. */
export async function updateUser(tx: DbOrTx, id: number, change: Partial<Pick<UserRow, 'passwordHash' | 'emailConfirmedAt'>>): Promise<void> {
  await tx.update(users).set(change).where(eq(users.id, id));
}

/** Marks the address confirmed (once). */
export async function confirmUserEmail(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(users).set({ emailConfirmedAt: at }).where(and(eq(users.id, id), isNull(users.emailConfirmedAt)));
}

/** Stores a new code (only its hash) and retires the earlier open ones of the same purpose. */
export async function replaceCode(tx: DbOrTx, input: { userId: number; purpose: AccountCodePurpose; code: string; expiresAt: Date; now: Date }): Promise<void> {
  await tx
    .update(accountCodes)
    .set({ usedAt: input.now })
    .where(and(eq(accountCodes.userId, input.userId), eq(accountCodes.purpose, input.purpose), isNull(accountCodes.usedAt)));
  await tx.insert(accountCodes).values({ userId: input.userId, purpose: input.purpose, codeHash: sha256(input.code), expiresAt: input.expiresAt });
}

const validCode = (input: { userId: number; purpose: AccountCodePurpose; code: string; now: Date }) =>
  and(
    eq(accountCodes.userId, input.userId),
    eq(accountCodes.purpose, input.purpose),
    eq(accountCodes.codeHash, sha256(input.code)),
    isNull(accountCodes.usedAt),
    gt(accountCodes.expiresAt, input.now),
  );

/** Whether the code is valid now (unknown, used, expired and another user's codes are not). */
export async function codeIsValid(tx: DbOrTx, input: { userId: number; purpose: AccountCodePurpose; code: string; now: Date }): Promise<boolean> {
  return (await tx.select({ id: accountCodes.id }).from(accountCodes).where(validCode(input)).limit(1)).length > 0;
}

/** Uses the code up; false when it was not valid (or another request used it first). */
export async function consumeCode(tx: DbOrTx, input: { userId: number; purpose: AccountCodePurpose; code: string; now: Date }): Promise<boolean> {
  const used = await tx.update(accountCodes).set({ usedAt: input.now }).where(validCode(input)).returning({ id: accountCodes.id });
  return used.length > 0;
}

/** Stores a refresh token (only its hash) of a session. */
export async function insertRefreshToken(tx: DbOrTx, input: { userId: number; familyId: string; token: string; expiresAt: Date }): Promise<void> {
  await tx.insert(refreshTokens).values({ userId: input.userId, familyId: input.familyId, tokenHash: sha256(input.token), expiresAt: input.expiresAt });
}

/** The refresh token row, locked for its rotation. */
export async function lockRefreshToken(tx: DbOrTx, token: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token))).for('update');
  return row;
}

/** The refresh token row. */
export async function findRefreshToken(tx: DbOrTx, token: string) {
  const [row] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(token)));
  return row;
}

/** Marks a refresh token as rotated (used once). */
export async function markRotated(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ rotatedAt: at }).where(eq(refreshTokens.id, id));
}

/** Ends every session descending from one sign-in. */
export async function revokeFamily(tx: DbOrTx, familyId: string, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (after a password reset). */
export async function revokeAllSessions(tx: DbOrTx, userId: number, at: Date): Promise<void> {
  await tx.update(refreshTokens).set({ revokedAt: at }).where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
