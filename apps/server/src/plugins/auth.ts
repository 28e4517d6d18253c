import { randomUUID, webcrypto } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as jose from 'jose';
import { normalizeCulture, type LanguageCode } from '@portal/domain';
import { RequestAccess } from '../access/request-access';
import { PlatformCache } from '../access/platform-cache';
import type { Auth, Deps } from '../deps';

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** A bearer token was sent but is invalid or expired, or its session has ended. */
    authError: boolean;
    culture: LanguageCode;
    /** The caller's grants and current organisation, loaded at most once per request. */
    access: RequestAccess;
  }
}

export const ACCESS_TOKEN_MINUTES = 15;

const signingKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();

/** The JWT secret as a key, imported once: jose would import a raw secret again for every token. */
function signingKey(secret: Uint8Array): Promise<webcrypto.CryptoKey> {
  let key = signingKeys.get(secret);
  if (!key) signingKeys.set(secret, (key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])));
  return key;
}

/** Signs the 15-minute access token. */
export async function signAccessToken(deps: Pick<Deps, 'clock' | 'secrets'>, auth: Auth): Promise<string> {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new jose.SignJWT({ mid: auth.masterId, sid: auth.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(auth.userId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_MINUTES * 60)
    .sign(await signingKey(deps.secrets.jwtSecret));
}

/** Access tokens whose signature was checked, with their expiry (a few hundred bytes each). */
const TOKENS_KEPT = 10_000;
const checkedTokens = new WeakMap<Uint8Array, Map<string, { auth: Auth | null; exp: number }>>();

/**
 * The claims of a token whose signature holds, checked once per token: a client sends the same
 * token for up to 15 minutes, and the HMAC through WebCrypto cost a tenth of a signed-in request.
 * Only tokens signed by this server are kept, so garbage cannot fill the memory.
 */
async function checkedToken(secret: Uint8Array, token: string): Promise<{ auth: Auth | null; exp: number } | null> {
  let kept = checkedTokens.get(secret);
  if (!kept) checkedTokens.set(secret, (kept = new Map()));
  const hit = kept.get(token);
  if (hit) return hit;
  try {
    // Expiry is checked by the caller against the request's clock.
    const { payload } = await jose.jwtVerify(token, await signingKey(secret), { algorithms: ['HS256'], currentDate: new Date(0), requiredClaims: ['exp'] });
    const userId = Number(payload.sub);
    const masterId = Number(payload.mid);
    const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
    const auth = Number.isInteger(userId) && Number.isInteger(masterId) && sessionId ? { userId, masterId, sessionId } : null;
    const checked = { auth, exp: payload.exp! };
    kept.set(token, checked);
    if (kept.size > TOKENS_KEPT) kept.delete(kept.keys().next().value!);
    return checked;
  } catch {
    return null;
  }
}

/**
 * The claims of an access token signed by this server; `ignoreExpiry` for the refresh call, which
 * takes the (possibly expired) access token of the same session.
 */
export async function verifyAccessToken(deps: Pick<Deps, 'clock' | 'secrets'>, token: string, ignoreExpiry = false): Promise<Auth | null> {
  const checked = await checkedToken(deps.secrets.jwtSecret, token);
  if (!checked?.auth) return null;
  // As jose: a token is valid while the current second is before its expiry.
  if (!ignoreExpiry && checked.exp <= Math.floor(deps.clock.now().getTime() / 1000)) return null;
  return { ...checked.auth };
}

/** The X-Current-Org header as an id; anything else is kept as the invalid marker 0. */
function requestedOrganization(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/**
 * Reads bearer token, culture and X-Current-Org of every request. The database is asked only for a
 * token (whether its session holds, in the version read the request's grants share) or when a
 * handler needs grants.
 */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', false);
  app.decorateRequest('culture', 'de');
  app.decorateRequest('access', null as unknown as RequestAccess);
  const platform = new PlatformCache(app.deps.db);

  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const cultureParam = typeof query?.culture === 'string' ? query.culture : undefined;
    request.culture = normalizeCulture(cultureParam ?? request.headers['accept-language']);

    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      request.auth = await verifyAccessToken(app.deps, header.slice(7).trim());
      request.authError = request.auth === null;
    }
    request.access = new RequestAccess(app.deps.db, platform, request.auth, requestedOrganization(request.headers['x-current-org']));
    // A token outlives its session by up to 15 minutes: after a logout, a replayed refresh token or
    // a password reset it counts as expired at once, checked in the request's one version read.
    if (request.auth && !(await request.access.sessionAlive())) {
      request.auth = null;
      request.authError = true;
      request.access = request.access.withoutCaller();
    }
  });
}
