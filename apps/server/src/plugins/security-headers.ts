import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** The map tile server the location maps load their images from. */
const mapTileOrigin = process.env.MAP_TILE_ORIGIN || 'https://tile.openstreetmap.org';

/**
 * The headers every answer carries (helmet): scripts only from the portal itself (MUI, through
 * emotion, injects style elements, hence inline styles), no framing, no type sniffing, no referrer;
 * HSTS only when the portal is served over https (over plain http it would be ignored or, behind a
 * misconfigured proxy, lock users out).
 */
export function helmetOptions(config: Pick<Config, 'publicOrigin'>): HelmetOptions {
  const https = config.publicOrigin.startsWith('https:');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Map tiles of the location picker and the calendar (OpenStreetMap unless VITE_MAP_TILE_URL names another server).
        imgSrc: ["'self'", 'data:', mapTileOrigin],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        objectSrc: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
  };
}

const listed = new WeakMap<Pick<Config, 'publicOrigin'>, [string, string][]>();

/** The same headers as a list, worked out by helmet once per configuration (also for answers written before Fastify's hooks run). */
export function securityHeaderList(config: Pick<Config, 'publicOrigin'>): [string, string][] {
  const known = listed.get(config);
  if (known) return known;
  const headers: [string, string][] = [];
  const res = { setHeader: (name: string, value: string) => headers.push([name, String(value)]), removeHeader: () => {} };
  helmet(helmetOptions(config))({} as IncomingMessage, res as unknown as ServerResponse, () => {});
  listed.set(config, headers);
  return headers;
}

/** Sets the security headers on a reply that bypassed the hooks (Fastify's framework errors). */
export function applySecurityHeaders(reply: FastifyReply, config: Pick<Config, 'publicOrigin'>): void {
  for (const [name, value] of securityHeaderList(config)) reply.header(name, value);
}

/**
 * Security headers on every answer; API answers are never cached. Helmet works them out once
 * (its Fastify plugin rebuilds its middleware, parsing the policy, on every request).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Pick<Config, 'publicOrigin'>): Promise<void> {
  const headers = Object.fromEntries(securityHeaderList(config));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.startsWith('/api')) reply.header('Cache-Control', reply.getHeader('Cache-Control') ?? 'no-store');
    return payload;
  });
}
