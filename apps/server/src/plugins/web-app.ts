import fs from 'node:fs';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { languageCodes, normalizeCulture, type LanguageCode } from '@portal/domain';

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
  // `/` is the dashboard (the app's router sends it there too): straight to its prerendered page
  // rather than the app's code first.
  app.get('/', (_request, reply) => reply.header('Cache-Control', REVALIDATE).redirect('/dashboard', 302));

  // The first screens of a visit (login, dashboard), rendered at build time in each language
  // (apps/web/build/prerender.mjs writes `prerendered/<route>.<language>.html`): they show before the
  // app's code has arrived, in the language the app will start in.
  for (const [route, languages] of prerenderedScreens(webRoot)) {
    app.get(`/${route}`, (request, reply) => {
      const language = visitorLanguage(request);
      reply.header('Cache-Control', REVALIDATE).header('Vary', 'Accept-Language, Cookie').type('text/html');
      return reply.sendFile(languages.has(language) ? `prerendered/${route}.${language}.html` : 'index.html');
    });
  }
}

/** The prerendered screens of the build, each with the languages it has. */
function prerenderedScreens(webRoot: string): Map<string, Set<LanguageCode>> {
  const folder = path.join(webRoot, 'prerendered');
  const screens = new Map<string, Set<LanguageCode>>();
  if (!fs.existsSync(folder)) return screens;
  for (const file of fs.readdirSync(folder)) {
    const [, route, language] = /^([a-z-]+)\.([a-z]{2})\.html$/.exec(file) ?? [];
    if (!route || !(languageCodes as readonly string[]).includes(language)) continue;
    screens.set(route, (screens.get(route) ?? new Set()).add(language as LanguageCode));
  }
  return screens;
}

/**
 * The language the web app will start in for this visitor: the one they chose (the `language`
 * cookie the app writes with it), else the browser's first (`navigator.language`, sent first in
 * `Accept-Language`), else German.
 */
function visitorLanguage(request: FastifyRequest): LanguageCode {
  const chosen = /(?:^|;\s*)language=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return normalizeCulture(chosen ?? request.headers['accept-language']);
}

/**
 * Whether an unknown path should get the web app (history routing) rather than a 404. `/api` and
 * what lies below it is the API; a screen's path may still begin with those letters (`/apikeys`).
 */
export const isAppPath = (url: string) => !/^\/api(?:[/?#]|$)/.test(url) && !url.startsWith('/assets/');
