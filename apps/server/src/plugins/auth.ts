import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as jose from 'jose';
import { normalizeCulture, type LanguageCode } from '@portal/domain';
import type { Db } from '../db/client';
import type { Clock } from '../lib/clock';
import type { Secrets } from '../lib/secrets';
import type { Config } from '../config';
import { RequestAccess } from '../access/request-access';
import type { Linker } from '../api/links';
import type { Storage } from './storage';

/** The caller of a request with a valid access token. */
export interface Auth {
  userId: number;
  masterId: number;
  /** The sign-in (refresh token family) the access token belongs to. */
  sessionId: string;
}

/** What every service needs; one object, built in buildApp. */
export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  secrets: Secrets;
  /** Links to any route, for presenters. */
  links: Linker;
  /** Attachments, invoices, exports. */
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** A bearer token was sent but is invalid or expired. */
    authError: boolean;
    culture: LanguageCode;
    /** The caller's grants and current organisation, loaded at most once per request. */
    access: RequestAccess;
  }
}

export const ACCESS_TOKEN_MINUTES = 15;

/** Signs the 15-minute access token. */
export async function signAccessToken(deps: Pick<Deps, 'clock' | 'secrets'>, auth: Auth): Promise<string> {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new jose.SignJWT({ mid: auth.masterId, sid: auth.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(auth.userId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_MINUTES * 60)
    .sign(deps.secrets.jwtSecret);
}

/**
 * The claims of an access token signed by this server; `ignoreExpiry` for the refresh call, which
 * takes the (possibly expired) access token of the same session.
 */
export async function verifyAccessToken(deps: Pick<Deps, 'clock' | 'secrets'>, token: string, ignoreExpiry = false): Promise<Auth | null> {
  try {
    const { payload } = await jose.jwtVerify(token, deps.secrets.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: ignoreExpiry ? new Date(0) : deps.clock.now(),
    });
    const userId = Number(payload.sub);
    const masterId = Number(payload.mid);
    const sessionId = typeof payload.sid === 'string' ? payload.sid : '';
    return Number.isInteger(userId) && Number.isInteger(masterId) && sessionId ? { userId, masterId, sessionId } : null;
  } catch {
    return null;
  }
}

/** The X-Current-Org header as an id; anything else is kept as the invalid marker 0. */
function requestedOrganization(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || value === '') return null;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : 0;
}

/** Reads bearer token, culture and X-Current-Org of every request; the database is asked only when a handler needs grants. */
export function registerAuth(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', false);
  app.decorateRequest('culture', 'de');
  app.decorateRequest('access', null as unknown as RequestAccess);

  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const cultureParam = typeof query?.culture === 'string' ? query.culture : undefined;
    request.culture = normalizeCulture(cultureParam ?? request.headers['accept-language']);

    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      request.auth = await verifyAccessToken(app.deps, header.slice(7).trim());
      request.authError = request.auth === null;
    }
    request.access = new RequestAccess(app.deps.db, request.auth, requestedOrganization(request.headers['x-current-org']));
  });
}
