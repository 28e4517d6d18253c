import type { FastifyInstance } from 'fastify';
import { rootLinks } from './route-table';
import { unauthorized } from '../lib/problems';

/** GET /api: the catalogue of links; signed-in callers also get the signed-in rels. */
export function rootRoutes(app: FastifyInstance): void {
  app.get('/api', async (request) => {
    // An expired token answers 401 so that the client refreshes and reloads the signed-in links.
    if (request.authError) throw unauthorized();
    return { links: rootLinks(request.auth !== null) };
  });
}
