import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build files: their name changes with their content, so they may be kept for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files: always asked again, so a new build is seen at once. */
const REVALIDATE = 'no-cache';

/**
 * Compresses text answers (API JSON above 1 KB) with brotli or gzip as the client accepts. Registered
 * before the routes, so that every answer passes through it.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
}

/**
 * Serves the built web app: the .br/.gz written at build time by Accept-Encoding, hashed assets
 * cached for a year, index.html revalidated every time. Unknown paths outside /api and /assets
 * answer index.html (the router decides); a missing asset is a 404, not a page.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: webRoot,
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders(reply, filePath) {
      const inAssets = path.relative(webRoot, filePath).split(path.sep)[0] === 'assets';
      reply.header('Cache-Control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  });
  // `/` itself: the app.
  app.get('/', (_request, reply) => reply.header('Cache-Control', REVALIDATE).sendFile('index.html'));
}

/** Whether an unknown path should get the web app (history routing) rather than a 404. */
export const isAppPath = (url: string) => !url.startsWith('/api') && !url.startsWith('/assets/');
