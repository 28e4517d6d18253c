import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_CALLS_PER_MINUTE, apiKeysApi, type ApiKey, type ApiKeyInput, type CreatedApiKey } from '@portal/domain';
import type { Deps } from '../deps';
import { notFound, tooManyRequests, unauthorized } from '../lib/problems';
import { MINUTE } from '../lib/clock';
import { countCall, insertKey, keyOf, keysOf, revokeKey, type ApiKeyRecord } from './api-keys.repo';
import type { ServiceContext } from '../service-context';

/** How a key begins; the rest is 30 random bytes (240 bits) in base64url. */
const KEY_START = 'ak_';
/** The characters of a key the list shows (`ak_` and five of its random ones). */
const PREFIX_LENGTH = 8;
/** Longer than any key this server makes; longer headers are not even hashed. */
const KEY_MAX = 200;

/** A new key: only its hash is stored, so whoever reads the database cannot send results with it. */
export function generateKey(): string {
  return KEY_START + randomBytes(30).toString('base64url');
}

export const hashKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');

function present(deps: Deps, record: ApiKeyRecord): ApiKey {
  return {
    id: record.id,
    name: record.name,
    keyPrefix: record.keyPrefix,
    createdAt: record.createdAt.toISOString(),
    createdBy: record.createdBy,
    lastUsedAt: record.lastUsedAt?.toISOString() ?? null,
    revokedAt: record.revokedAt?.toISOString() ?? null,
    links: record.revokedAt === null ? [deps.links.to(apiKeysApi.revoke, { id: record.id })] : [],
  };
}

export async function listKeys({ deps, auth }: ServiceContext<'deps' | 'auth'>) {
  const rows = await keysOf(deps.db, auth.masterId);
  return { entities: rows.map((r) => present(deps, r)), links: [deps.links.to(apiKeysApi.new_api_key)] };
}

/** Creates a key of the caller's federation; the answer holds the key, which is never shown again. */
export async function newKey({ deps, auth }: ServiceContext<'deps' | 'auth'>, body: ApiKeyInput & { name: string }): Promise<CreatedApiKey> {
  const key = generateKey();
  const id = await insertKey(deps.db, {
    masterId: auth.masterId,
    name: body.name,
    keyHash: hashKey(key),
    keyPrefix: key.slice(0, PREFIX_LENGTH),
    createdByUserId: auth.userId,
    createdAt: deps.clock.now(),
  });
  return { ...present(deps, (await keyOf(deps.db, id, auth.masterId))!), key };
}

export async function revoke({ deps, auth }: ServiceContext<'deps' | 'auth'>, id: number): Promise<ApiKey> {
  if (!(await revokeKey(deps.db, id, auth.masterId, deps.clock.now()))) throw notFound();
  return present(deps, (await keyOf(deps.db, id, auth.masterId))!);
}

/** The key a machine route's request was authenticated with: its id and federation. */
export interface KeyCaller {
  keyId: number;
  masterId: number;
}

const callers = new WeakMap<FastifyRequest, KeyCaller>();

/**
 * Checks `Authorization: ApiKey <key>` before the body is read: an unknown, revoked or malformed
 * key is 401, the 61st call of a key within a minute 429. Every call counts, refused ones too.
 */
export async function authenticateApiKey(request: FastifyRequest, deps: Deps): Promise<void> {
  const match = /^ApiKey[ \t]+(\S+)[ \t]*$/.exec(request.headers.authorization ?? '');
  if (!match || match[1].length > KEY_MAX) throw unauthorized('apiKeys.keyInvalid');
  const counted = await countCall(deps.db, hashKey(match[1]), deps.clock.now(), MINUTE);
  if (!counted) throw unauthorized('apiKeys.keyInvalid');
  if (counted.calls > API_KEY_CALLS_PER_MINUTE) throw tooManyRequests('apiKeys.tooManyCalls', { max: API_KEY_CALLS_PER_MINUTE });
  callers.set(request, { keyId: counted.id, masterId: counted.masterId });
}

/** The key of an authenticated machine request. */
export function keyCaller(request: FastifyRequest): KeyCaller {
  const caller = callers.get(request);
  if (!caller) throw unauthorized('apiKeys.keyInvalid');
  return caller;
}
