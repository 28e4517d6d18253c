import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { Secrets } from './lib/secrets';
import { registerRequestContext, type Deps } from './plugins/context';
import { registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security-headers';
import { rootRoutes } from './api/root.routes';
import { accountRoutes } from './auth/account.routes';
import { organizationRoutes } from './organizations/organizations.routes';
import { userRoutes } from './users/users.routes';
import { roleRequestRoutes } from './role-requests/role-requests.routes';
import { userRoleRoutes } from './user-roles/user-roles.routes';
import { licenceRoutes } from './licence/licence.routes';

export interface AppOptions {
  config: Config;
  database: Database;
  secrets: Secrets;
  clock?: Clock;
  logger?: boolean;
}

/** The composition root: plugins first, then every feature's routes. `server.ts` only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { level: options.config.logLevel } : false,
    trustProxy: options.config.trustProxy,
    bodyLimit: 1024 * 1024,
  });
  const deps: Deps = {
    db: options.database.db,
    clock: options.clock ?? systemClock,
    config: options.config,
    secrets: options.secrets,
  };
  app.decorate('deps', deps);
  app.addContentTypeParser('application/json-patch+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));
  const webRoot = options.config.webRoot;
  const serveWeb = Boolean(webRoot && fs.existsSync(path.join(webRoot, 'index.html')));
  registerSecurityHeaders(app);
  registerRequestContext(app);
  registerErrorHandler(app, { spaFallback: serveWeb });

  await app.register(
    async (api) => {
      rootRoutes(api);
      accountRoutes(api);
      organizationRoutes(api);
      userRoutes(api);
      roleRequestRoutes(api);
      userRoleRoutes(api);
      licenceRoutes(api);
    },
  );

  if (serveWeb) {
    await app.register(fastifyStatic, { root: webRoot!, wildcard: false, index: 'index.html', maxAge: '1h' });
  }
  return app;
}
