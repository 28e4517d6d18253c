import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import * as jose from 'jose';
import { normalizeCulture, type LanguageCode } from '@portal/domain';
import type { Db } from '../db/client';
import { userRoles } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { Secrets } from '../lib/secrets';
import type { Config } from '../config';
import { forbidden, unauthorized } from '../lib/problems';

export interface Auth {
  userId: number;
  masterId: number;
}

/** What every service needs; one object, built in buildApp. */
export interface Deps {
  db: Db;
  clock: Clock;
  config: Config;
  secrets: Secrets;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: Deps;
  }
  interface FastifyRequest {
    auth: Auth | null;
    authError: boolean;
    culture: LanguageCode;
    /** The organisation of X-Current-Org, verified to be one where the user holds a role. */
    currentOrgId: number | null;
  }
}

export const ACCESS_TOKEN_MINUTES = 15;

/** Signs the 15-minute access token. */
export async function signAccessToken(deps: Deps, auth: Auth): Promise<string> {
  const now = Math.floor(deps.clock.now().getTime() / 1000);
  return new jose.SignJWT({ mid: auth.masterId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(auth.userId))
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TOKEN_MINUTES * 60)
    .sign(deps.secrets.jwtSecret);
}

async function verifyAccessToken(deps: Deps, token: string): Promise<Auth | null> {
  try {
    const { payload } = await jose.jwtVerify(token, deps.secrets.jwtSecret, {
      algorithms: ['HS256'],
      currentDate: deps.clock.now(),
    });
    const userId = Number(payload.sub);
    const masterId = Number(payload.mid);
    return Number.isInteger(userId) && Number.isInteger(masterId) ? { userId, masterId } : null;
  } catch {
    return null;
  }
}

/** Reads bearer token, culture and X-Current-Org of every request. */
export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('authError', false);
  app.decorateRequest('culture', 'de');
  app.decorateRequest('currentOrgId', null);

  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    const cultureParam = typeof query?.culture === 'string' ? query.culture : undefined;
    request.culture = normalizeCulture(cultureParam ?? request.headers['accept-language']);

    const header = request.headers.authorization;
    if (header?.startsWith('Bearer ')) {
      request.auth = await verifyAccessToken(app.deps, header.slice(7).trim());
      request.authError = request.auth === null;
    }
    const org = request.headers['x-current-org'];
    if (request.auth && typeof org === 'string' && org !== '') {
      const orgId = Number(org);
      if (!Number.isInteger(orgId) || orgId <= 0 || !(await holdsRoleIn(app.deps.db, request.auth.userId, orgId))) {
        throw forbidden('validation.errorCurrentOrganization');
      }
      request.currentOrgId = orgId;
    }
  });
}

async function holdsRoleIn(db: Db, userId: number, organizationId: number): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.organizationId, organizationId), eq(userRoles.status, 0)))
    .limit(1);
  return rows.length > 0;
}

/** The signed-in caller, or 401. */
export function requireAuth(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
