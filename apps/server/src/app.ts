import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import type { Secrets } from './lib/secrets';
import { registerAuth } from './plugins/auth';
import type { Deps } from './deps';
import { frameworkErrors, registerErrorHandler } from './plugins/errors';
import { registerCompression, registerWebApp } from './plugins/web-app';
import { registerSecurityHeaders } from './plugins/security-headers';
import { RequestLog, loggerOptions } from './plugins/request-log';
import { createClientErrorHandler } from './plugins/client-errors';
import { Linker } from './api/links';
import { createStorage, type Storage } from './plugins/storage';
import { registerUploads } from './plugins/uploads';
import { registerJsonBodies } from './api/json-body';
import { allRoutes, registerFeatures } from './api/registry';
import type { Feature } from './api/define-route';
import { features as defaultFeatures } from './features';

export interface AppOptions {
  config: Config;
  database: Database;
  secrets: Secrets;
  clock?: Clock;
  logger?: boolean;
  /** Log to this stream instead of standard output (tests read what is logged). */
  logStream?: { write(line: string): void };
  /** Where files go; default: as configured (S3_URL, else DATA_DIR/files). */
  storage?: Storage;
  /** The features to serve (tests add their own); default: every feature of the portal. */
  features?: Feature[];
}

const version = '1.0.0';

/**
 * Trusts exactly `hops` proxies: the socket's peer and the entries it and its inner proxies
 * appended to X-Forwarded-For (counted from the right); the client address is the next entry.
 * Anything further left was written by the client and is never taken.
 */
const trustHops = (hops: number | false) => (hops ? (_address: string, index: number) => index < hops : false);

/** The composition root: plugins first, then every feature's routes. `server.ts` only listens. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const features = options.features ?? defaultFeatures;
  const app = Fastify({
    logger: options.logger || options.logStream ? { ...loggerOptions(options.config.logLevel), ...(options.logStream ? { stream: options.logStream } : {}) } : false,
    logController: new RequestLog(),
    trustProxy: trustHops(options.config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
    clientErrorHandler: createClientErrorHandler(options.config),
  });
  const deps: Deps = {
    db: options.database.db,
    clock: options.clock ?? systemClock,
    config: options.config,
    secrets: options.secrets,
    links: new Linker(allRoutes(features)),
    storage: options.storage ?? createStorage(options.config),
  };
  app.decorate('deps', deps);
  registerJsonBodies(app);
  const webRoot = options.config.webRoot;
  const serveWeb = Boolean(webRoot && fs.existsSync(path.join(webRoot, 'index.html')));
  await registerSecurityHeaders(app, options.config);
  await registerCompression(app);
  registerAuth(app);
  await registerUploads(app, options.config);
  registerErrorHandler(app, { spaFallback: serveWeb });
  await registerFeatures(app, features, { version });

  if (serveWeb) await registerWebApp(app, webRoot!);
  return app;
}
