/**
 * The API key rows of the permission matrix: the OrgAdmins of a federation itself and its
 * statisticians list, create and revoke its keys; everyone else, region admins included, gets
 * 403, and another federation's key is 404 — derived from the demo accounts' grants, not from the
 * policy code.
 */
import { eq, inArray } from 'drizzle-orm';
import { apiKeys } from '../db/schema';
import type { Ctx, Row, MatrixEnv, AreaMatrix } from '../test/matrix';
import { generateKey, hashKey } from './api-keys.service';

export function apiKeyRows(env: MatrixEnv): Row[] {
  const keys: number[] = [];
  const keyHolder = (c: Ctx) => env.grantIds(c.who).some((g) => (g.role === 'OrgAdmin' && g.orgId === c.masterId) || g.role === 'Statistiker');
  const inArea = (c: Ctx) => (!keyHolder(c) ? 403 : c.foreign ? 404 : 200);
  const db = () => env.t().database.db;

  /** A key of X's federation, as one of its admins created it. */
  async function arrange(c: Ctx): Promise<number> {
    const key = generateKey();
    const [row] = await db()
      .insert(apiKeys)
      .values({ masterId: c.x.masterId, name: 'Matrix', keyHash: hashKey(key), keyPrefix: key.slice(0, 8) })
      .returning({ id: apiKeys.id });
    keys.push(row.id);
    return row.id;
  }
  const cleanup = async () => {
    if (keys.length) await db().delete(apiKeys).where(inArray(apiKeys.id, keys.splice(0)));
  };

  return [
    { rel: 'get_api_keys', once: true, expected: (c) => (keyHolder(c) ? 200 : 403), call: () => ({ rel: 'get_api_keys' }) },
    {
      rel: 'new_api_key',
      once: true,
      mutating: true,
      expected: (c) => (keyHolder(c) ? 201 : 403),
      call: () => ({ rel: 'new_api_key', payload: { name: 'Matrix neu' } }),
      changed: async (c) => ((await db().$count(apiKeys, eq(apiKeys.name, 'Matrix neu'))) === 1 ? [] : [`no new key for ${c.who}`]),
      cleanup: async () => {
        await db().delete(apiKeys).where(eq(apiKeys.name, 'Matrix neu'));
      },
    },
    {
      rel: 'revoke',
      mutating: true,
      expected: inArea,
      call: async (c) => ({ rel: 'revoke', params: { id: await arrange(c) } }),
      changed: async (_, call) => {
        const [row] = await db().select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.id, Number(call.params!.id)));
        return row?.revokedAt ? [] : ['key not revoked'];
      },
      cleanup,
    },
  ];
}

/** This area's part of the permission matrix (gathered by api/permission-matrix.test.ts). */
export const matrix: AreaMatrix = { rows: apiKeyRows, offeredByRole: ['api_key_links'],
  // Meeting software's call: anonymous for the token check, its API key checked by the route.
  anonymousRels: ['send_results'] };
