import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { languageCodeOf, type LanguageCode } from '@portal/domain';
import type { Db, DbOrTx } from '../db/client';
import { accountCodes, languages, loginFailures, refreshTokens, users } from '../db/schema';
import type { Deps } from '../plugins/context';
import { signAccessToken } from '../plugins/context';
import { DAY, HOUR, MINUTE } from '../lib/clock';
import { fieldError, modelError, tooManyRequests, unauthorized } from '../lib/problems';
import { randomToken, sha256 } from '../lib/tokens';
import { enqueueMail } from '../jobs/queue';
import { findOrganization } from '../organizations/organizations.repo';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords';
import { presentCurrentUser } from '../users/users.present';

export const CONFIRM_CODE_TTL = 48 * HOUR;
export const RESET_CODE_TTL = 1 * HOUR;
export const REFRESH_TOKEN_TTL = 14 * DAY;
export const THROTTLE_WINDOW = 15 * MINUTE;
export const MAX_FAILURES_PER_ACCOUNT = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;

type UserRow = typeof users.$inferSelect;

const normalizeEmail = (email: string) => email.trim().toLowerCase();

async function findUserByEmail(tx: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${normalizeEmail(email)}`)
    .limit(1);
  return row;
}

/** Refuses a confirm/reset link that would point outside this portal (phishing through our own mails). */
export function assertAllowedUrl(deps: Deps, url: string, field = 'Model'): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw fieldError(field, 'errorConfirmUrl');
  }
  if (!deps.config.allowedOrigins.includes(parsed.origin)) throw fieldError(field, 'errorConfirmUrl');
  return `${parsed.origin}${parsed.pathname}`;
}

function withQuery(base: string, params: Record<string, string | number>): string {
  const url = new URL(base);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  return url.toString();
}

async function issueCode(tx: DbOrTx, deps: Deps, userId: number, purpose: 'confirm' | 'reset'): Promise<string> {
  const code = randomToken();
  const now = deps.clock.now();
  // A new code replaces the earlier ones of the same purpose.
  await tx
    .update(accountCodes)
    .set({ usedAt: now })
    .where(and(eq(accountCodes.userId, userId), eq(accountCodes.purpose, purpose), isNull(accountCodes.usedAt)));
  await tx.insert(accountCodes).values({
    userId,
    purpose,
    codeHash: sha256(code),
    expiresAt: new Date(now.getTime() + (purpose === 'confirm' ? CONFIRM_CODE_TTL : RESET_CODE_TTL)),
  });
  return code;
}

/** Uses up a code; false when it is unknown, used, expired or belongs to another user. */
async function consumeCode(tx: DbOrTx, deps: Deps, userId: number, purpose: 'confirm' | 'reset', code: string): Promise<boolean> {
  const now = deps.clock.now();
  const used = await tx
    .update(accountCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(accountCodes.userId, userId),
        eq(accountCodes.purpose, purpose),
        eq(accountCodes.codeHash, sha256(code)),
        isNull(accountCodes.usedAt),
        gt(accountCodes.expiresAt, now),
      ),
    )
    .returning({ id: accountCodes.id });
  return used.length > 0;
}

const mailName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/** Issues a confirm or reset code and queues the mail with its link (`baseUrl?userId=…&code=…`). */
async function mailCode(tx: DbOrTx, deps: Deps, user: UserRow, purpose: 'confirm' | 'reset', baseUrl: string): Promise<void> {
  const code = await issueCode(tx, deps, user.id, purpose);
  await enqueueMail(tx, {
    to: user.email,
    name: mailName(user),
    language: languageCodeOf(user.languageId),
    message: { template: purpose, link: withQuery(baseUrl, { userId: user.id, code }) },
  });
}

async function failuresSince(tx: DbOrTx, key: string, since: Date): Promise<{ count: number; oldest: Date | null }> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${loginFailures.failedAt})` })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.failedAt, since)));
  return { count: Number(row.count), oldest: row.oldest ? new Date(row.oldest) : null };
}

async function issueTokens(tx: DbOrTx, deps: Deps, user: UserRow, familyId = randomToken(16)) {
  const refreshToken = randomToken();
  await tx.insert(refreshTokens).values({
    userId: user.id,
    familyId,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(deps.clock.now().getTime() + REFRESH_TOKEN_TTL),
  });
  const accessToken = await signAccessToken(deps, { userId: user.id, masterId: user.masterOrganizationId });
  return { accessToken, refreshToken };
}

/** Signs in: throttled per account and per address; refused until the address is confirmed. */
export async function login(deps: Deps, input: { email: string; password: string; ip: string }) {
  const { db, clock } = deps;
  const now = clock.now();
  const since = new Date(now.getTime() - THROTTLE_WINDOW);
  const accountKey = `account:${normalizeEmail(input.email)}`;
  const addressKey = `address:${input.ip}`;
  for (const [key, max] of [
    [accountKey, MAX_FAILURES_PER_ACCOUNT],
    [addressKey, MAX_FAILURES_PER_ADDRESS],
  ] as const) {
    const { count, oldest } = await failuresSince(db, key, since);
    if (count >= max) {
      const minutes = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + THROTTLE_WINDOW - now.getTime()) / MINUTE));
      throw tooManyRequests('validation.errorTooManyAttempts', { minutes });
    }
  }
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await db.insert(loginFailures).values([
      { key: accountKey, failedAt: now },
      { key: addressKey, failedAt: now },
    ]);
    throw modelError('errorInvalidCredentials');
  }
  if (!user.emailConfirmedAt) throw modelError('errorEmailNotConfirmed');
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
  const tokens = await issueTokens(db, deps, user);
  return { user: await presentCurrentUser(db, user.id), ...tokens };
}

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  newsletter: boolean;
  password: string;
  languageId: number;
  organizationId: number;
  confirmUrl: string;
}

/**
 * Creates an unconfirmed account and mails the confirmation link. An address that already has an
 * account gets a notice instead, and the caller sees the same answer, so addresses cannot be probed.
 */
export async function register(deps: Deps, input: RegisterInput): Promise<void> {
  const confirmUrl = assertAllowedUrl(deps, input.confirmUrl);
  const master = await findOrganization(deps.db, input.organizationId);
  if (!master || master.type !== 'master') throw fieldError('OrganizationId', 'errorOrganizationNotFound');
  const [language] = await deps.db.select().from(languages).where(eq(languages.id, input.languageId));
  if (!language) throw fieldError('LanguageId', 'errorLanguageNotFound');
  assertPasswordAcceptable(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, input.email);
    if (existing) {
      const resetUrl = new URL('/forgotpassword', confirmUrl).toString();
      await enqueueMail(tx, {
        to: existing.email,
        name: mailName(existing),
        language: languageCodeOf(existing.languageId),
        message: { template: 'alreadyRegistered', link: resetUrl },
      });
      return;
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email.trim(),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        languageId: input.languageId,
        masterOrganizationId: master.id,
        newsletter: input.newsletter,
      })
      .returning();
    await mailCode(tx, deps, user, 'confirm', confirmUrl);
  });
}

/** Confirms the address with the single-use code from the mail. */
export async function confirmEmail(deps: Deps, input: { userId: number; code: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, deps, input.userId, 'confirm', input.code))) throw modelError('errorCodeInvalid');
    await tx.update(users).set({ emailConfirmedAt: deps.clock.now() }).where(and(eq(users.id, input.userId), isNull(users.emailConfirmedAt)));
  });
}

/** Sends a new confirmation link to an unconfirmed account; answers the same for any address. */
export async function resendConfirmation(deps: Deps, input: { email: string; confirmUrl: string }): Promise<void> {
  const confirmUrl = assertAllowedUrl(deps, input.confirmUrl);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user || user.emailConfirmedAt) return;
    await mailCode(tx, deps, user, 'confirm', confirmUrl);
  });
}

/** Mails a one-hour reset link when the account exists; answers the same either way. */
export async function forgotPassword(deps: Deps, input: { email: string; confirmUrl: string }): Promise<void> {
  const resetUrl = assertAllowedUrl(deps, input.confirmUrl);
  await deps.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, input.email);
    if (!user) return;
    await mailCode(tx, deps, user, 'reset', resetUrl);
  });
}

/** Sets a new password with the single-use code and signs out every session of the account. */
export async function resetPassword(deps: Deps, input: { userId: number; code: string; password: string }): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, input.userId));
  if (!user) throw modelError('errorCodeInvalid');
  assertPasswordAcceptable(input.password, user.email);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, deps, user.id, 'reset', input.code))) throw modelError('errorCodeInvalid');
    const now = deps.clock.now();
    // The mail reached the owner, which proves the address as well.
    await tx.update(users).set({ passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now }).where(eq(users.id, user.id));
    await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    await tx.delete(loginFailures).where(eq(loginFailures.key, `account:${normalizeEmail(user.email)}`));
  });
}

/**
 * Rotates a refresh token. Presenting one that was already rotated means it was stolen or replayed:
 * the whole family (every session from that login) is revoked.
 */
export async function refresh(deps: Deps, refreshToken: string) {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const [token] = await tx.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken))).for('update');
    if (!token) return null;
    if (token.rotatedAt || token.revokedAt) {
      await revokeFamily(tx, token.familyId, now);
      return null;
    }
    if (token.expiresAt <= now) return null;
    const [user] = await tx.select().from(users).where(eq(users.id, token.userId));
    if (!user) return null;
    await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, token.id));
    return issueTokens(tx, deps, user, token.familyId);
  });
  if (!outcome) throw unauthorized();
  return outcome;
}

async function revokeFamily(tx: DbOrTx, familyId: string, now: Date): Promise<void> {
  await tx.update(refreshTokens).set({ revokedAt: now }).where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends the session the refresh token belongs to (its whole family). */
export async function logout(deps: Deps, refreshToken: string): Promise<void> {
  const [token] = await deps.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (token) await revokeFamily(deps.db, token.familyId, deps.clock.now());
}

export type { Db, LanguageCode };
