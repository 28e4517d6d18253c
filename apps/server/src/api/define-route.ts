import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fastifyPath, routeTable, type RouteRel } from './route-table';
import { unauthorized } from '../lib/problems';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Registers the handler of `rel` at the method and path of the route table; signed-in routes refuse callers without a valid token. */
export function defineRoute(app: FastifyInstance, rel: RouteRel, handler: Handler): void {
  const def = routeTable[rel];
  app.route({
    method: def.method,
    url: fastifyPath(def.path),
    preHandler:
      def.access === 'user'
        ? async (request) => {
            if (!request.auth) throw unauthorized();
          }
        : undefined,
    handler,
  });
}
