import { languageCodeOf } from '@portal/domain';
import type { DbOrTx } from '../db/client';
import type { Deps } from '../deps';
import { signAccessToken, verifyAccessToken } from '../plugins/auth';
import { DAY, HOUR, MINUTE } from '../lib/clock';
import { fieldError, modelError, tooManyRequests, unauthorized } from '../lib/problems';
import { randomToken } from '../lib/tokens';
import { clearCounter, clearCountersMatching, forgiveHit, hit, type CounterState } from '../lib/rate-counter';
import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import { enqueue, enqueueMail } from '../jobs/queue';
import { mailAllowed } from '../mail/mail-limits';
import { findOrganization } from '../core/organizations/organizations.repo';
import { currentUser } from '../users/users.service';
import type { UserRow } from '../users/users.repo';
import { assertPasswordAcceptable, hashPassword, verifyPassword } from './passwords';
import {
  codeIsValid,
  confirmUserEmail,
  consumeCode,
  findRefreshToken,
  findUserByEmail,
  findUserById,
  insertRefreshToken,
  insertUser,
  languageExists,
  lockRefreshToken,
  markRotated,
  normalizeEmail,
  replaceCode,
  revokeAllSessions,
  revokeFamily,
  updateUser,
} from './account.repo';

export const CONFIRM_CODE_TTL = 48 * HOUR;
export const RESET_CODE_TTL = 1 * HOUR;
export const REFRESH_TOKEN_TTL = 14 * DAY;
export const THROTTLE_WINDOW = 15 * MINUTE;
/** Passwords checked for one account from one client address per window. */
export const MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS = 10;
/** Failed sign-ins from one client address across all accounts per window (password spraying). */
export const MAX_FAILURES_PER_ADDRESS = 100;

const PAIR_PREFIX = 'login-pair:';
// The address first: it holds no blank, so the first blank ends it whatever the e-mail holds.
export const loginPairKey = (email: string, ip: string) => `${PAIR_PREFIX}${ip} ${normalizeEmail(email)}`;
export const loginAddressKey = (ip: string) => `login-address:${ip}`;

/**
 * The page a confirm or reset mail links to, always under `PUBLIC_ORIGIN`: a link built from the
 * browser's address sent users to another origin (a second host name, the dev server), where they
 * were signed out. The client's `confirmUrl` is still checked, so a foreign origin stays refused
 * (phishing through our own mails), but neither its origin nor its path goes into the mail.
 */
export function accountPageUrl(deps: Pick<Deps, 'config'>, clientUrl: string, page: 'confirm' | 'resetpassword', field = 'Model'): string {
  let parsed: URL;
  try {
    parsed = new URL(clientUrl);
  } catch {
    throw fieldError(field, 'errorConfirmUrl');
  }
  if (!deps.config.allowedOrigins.includes(parsed.origin)) throw fieldError(field, 'errorConfirmUrl');
  return `${deps.config.publicOrigin}/${page}`;
}

function withQuery(base: string, params: Record<string, string | number>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, String(value));
  return url.toString();
}

const mailName = (u: Pick<UserRow, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`;

/** Issues a confirm or reset code and queues the mail with its link (`baseUrl?userId=…&code=…`), unless the address had its share of mails this hour. */
async function mailCode(tx: DbOrTx, deps: Pick<Deps, 'clock'>, user: UserRow, purpose: 'confirm' | 'reset', baseUrl: string): Promise<void> {
  const now = deps.clock.now();
  if (!(await mailAllowed(tx, user.email, now))) return;
  const code = randomToken();
  await replaceCode(tx, { userId: user.id, purpose, code, now, expiresAt: new Date(now.getTime() + (purpose === 'confirm' ? CONFIRM_CODE_TTL : RESET_CODE_TTL)) });
  await enqueueMail(tx, {
    to: user.email,
    name: mailName(user),
    language: languageCodeOf(user.languageId),
    message: { template: purpose, link: withQuery(baseUrl, { userId: user.id, code }) },
  });
}

/** A new sign-in (or the next token of one): a refresh token of the family and an access token bound to it. */
async function issueTokens(tx: DbOrTx, deps: Deps, user: UserRow, familyId = randomToken(16)) {
  const refreshToken = randomToken();
  await insertRefreshToken(tx, { userId: user.id, familyId, token: refreshToken, expiresAt: new Date(deps.clock.now().getTime() + REFRESH_TOKEN_TTL) });
  const accessToken = await signAccessToken(deps, { userId: user.id, masterId: user.masterOrganizationId, sessionId: familyId });
  return { accessToken, refreshToken };
}

function throttled(state: CounterState, max: number, now: Date): void {
  if (state.count <= max) return;
  const minutes = Math.max(1, Math.ceil((state.resetsAt.getTime() - now.getTime()) / MINUTE));
  throw tooManyRequests('validation.errorTooManyAttempts', { minutes });
}

/**
 * Signs in, throttled per account and client address, and per address across accounts. Each
 * attempt is counted before the password is checked, atomically, so parallel guesses cannot slip
 * past a limit while a hash is computed. An attempt refused for its pair is not counted against
 * the address: guessing one account's password must not lock out everyone behind that address.
 */
export async function login(deps: Deps, input: { email: string; password: string; ip: string }) {
  const { db } = deps;
  const now = deps.clock.now();
  const pairKey = loginPairKey(input.email, input.ip);
  const addressKey = loginAddressKey(input.ip);
  throttled(await hit(db, pairKey, THROTTLE_WINDOW, now), MAX_FAILURES_PER_ACCOUNT_AND_ADDRESS, now);
  throttled(await hit(db, addressKey, THROTTLE_WINDOW, now), MAX_FAILURES_PER_ADDRESS, now);
  const user = await findUserByEmail(db, input.email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) throw modelError('errorInvalidCredentials');
  // The right password: the pair's count starts again, and the attempt is no failure of the address.
  await clearCounter(db, pairKey);
  await forgiveHit(db, addressKey);
  if (!user.emailConfirmedAt) throw modelError('errorEmailNotConfirmed');
  const tokens = await issueTokens(db, deps, user);
  return { user: await currentUser(db, user.id), ...tokens };
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
 * account (also one registered a moment earlier by a parallel request) gets a notice instead, and
 * the caller sees the same answer, so addresses cannot be probed.
 */
export async function register(deps: Deps, input: RegisterInput): Promise<void> {
  const confirmUrl = accountPageUrl(deps, input.confirmUrl, 'confirm');
  const master = await findOrganization(deps.db, input.organizationId);
  if (!master || master.type !== 'master') throw fieldError('OrganizationId', 'errorOrganizationNotFound');
  if (!(await languageExists(deps.db, input.languageId))) throw fieldError('LanguageId', 'errorLanguageNotFound');
  assertPasswordAcceptable(input.password, input.email);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    const created = await insertUser(tx, {
      email: input.email.trim(),
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      languageId: input.languageId,
      masterOrganizationId: master.id,
      newsletter: input.newsletter,
    });
    if (created) return mailCode(tx, deps, created, 'confirm', confirmUrl);
    const existing = (await findUserByEmail(tx, input.email))!;
    if (!(await mailAllowed(tx, existing.email, deps.clock.now()))) return;
    await enqueueMail(tx, {
      to: existing.email,
      name: mailName(existing),
      language: languageCodeOf(existing.languageId),
      message: { template: 'alreadyRegistered', link: `${deps.config.publicOrigin}/forgotpassword` },
    });
  });
}

/** Confirms the address with the single-use code from the mail. */
export async function confirmEmail(deps: Deps, input: { userId: number; code: string }): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    if (!(await consumeCode(tx, { userId: input.userId, purpose: 'confirm', code: input.code, now }))) throw modelError('errorCodeInvalid');
    await confirmUserEmail(tx, input.userId, now);
  });
}

/**
 * The part of "resend confirmation" and "forgot password" that depends on the address: whether an
 * account exists (and is unconfirmed), the code and the mail. It runs as a job, so that the call
 * answers at once and takes the same time for any address.
 */
export const accountMailJob = defineJob({
  kind: 'account-mail',
  lane: 'mail',
  schema: z.object({ purpose: z.enum(['confirm', 'reset']), email: z.string().max(320), baseUrl: z.url() }),
  handler: async ({ purpose, email, baseUrl }, ctx) => {
    await ctx.db.transaction(async (tx) => {
      const user = await findUserByEmail(tx, email);
      if (!user || (purpose === 'confirm' && user.emailConfirmedAt)) return;
      await mailCode(tx, ctx, user, purpose, baseUrl);
    });
  },
});

/** Queues a code mail for the address (one pending per address and purpose). */
async function queueAccountMail(deps: Deps, purpose: 'confirm' | 'reset', email: string, baseUrl: string): Promise<void> {
  await enqueue(deps.db, accountMailJob, { purpose, email, baseUrl }, { key: `${purpose}:${normalizeEmail(email)}` });
}

/** Sends a new confirmation link to an unconfirmed account; answers the same for any address. */
export async function resendConfirmation(deps: Deps, input: { email: string; confirmUrl: string }): Promise<void> {
  await queueAccountMail(deps, 'confirm', input.email, accountPageUrl(deps, input.confirmUrl, 'confirm'));
}

/** Mails a one-hour reset link when the account exists; answers the same either way. */
export async function forgotPassword(deps: Deps, input: { email: string; confirmUrl: string }): Promise<void> {
  await queueAccountMail(deps, 'reset', input.email, accountPageUrl(deps, input.confirmUrl, 'resetpassword'));
}

/**
 * Sets a new password with the single-use code and signs out every session of the account. The
 * code is checked before anything else: without it nothing about the account (such as a password
 * rule that names its e-mail) is revealed, and unknown and known user ids cost the same.
 */
export async function resetPassword(deps: Deps, input: { userId: number; code: string; password: string }): Promise<void> {
  const now = deps.clock.now();
  const code = { userId: input.userId, purpose: 'reset' as const, code: input.code, now };
  if (!(await codeIsValid(deps.db, code))) throw modelError('errorCodeInvalid');
  const user = (await findUserById(deps.db, input.userId))!;
  assertPasswordAcceptable(input.password, user.email);
  const passwordHash = await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    if (!(await consumeCode(tx, code))) throw modelError('errorCodeInvalid');
    // The mail reached the owner, which proves the address as well.
    await updateUser(tx, user.id, { passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now });
    await revokeAllSessions(tx, user.id, now);
    // The owner proved the address: the account's failures from every address are forgotten.
    await clearCountersMatching(tx, PAIR_PREFIX, ` ${normalizeEmail(user.email)}`);
  });
}

/**
 * Rotates a refresh token. It must come with the access token of the same session (expired or
 * not): a refresh token alone is not enough. Presenting one that was already rotated means it was
 * stolen or replayed: the whole family (every session from that sign-in) is revoked.
 */
export async function refresh(deps: Deps, input: { accessToken: string; refreshToken: string }) {
  const claims = await verifyAccessToken(deps, input.accessToken, true);
  if (!claims) throw unauthorized();
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const token = await lockRefreshToken(tx, input.refreshToken);
    if (!token || token.familyId !== claims.sessionId || token.userId !== claims.userId) return null;
    if (token.rotatedAt || token.revokedAt) {
      await revokeFamily(tx, token.familyId, now);
      return null;
    }
    if (token.expiresAt <= now) return null;
    const user = await findUserById(tx, token.userId);
    if (!user) return null;
    await markRotated(tx, token.id, now);
    return issueTokens(tx, deps, user, token.familyId);
  });
  if (!outcome) throw unauthorized();
  return outcome;
}

/** Ends the session the refresh token belongs to (its whole family). */
export async function logout(deps: Deps, refreshToken: string): Promise<void> {
  const token = await findRefreshToken(deps.db, refreshToken);
  if (token) await revokeFamily(deps.db, token.familyId, deps.clock.now());
}
