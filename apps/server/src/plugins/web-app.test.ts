import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
const script = `console.log(${JSON.stringify('Leichtathletik '.repeat(200))});`;
const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));

beforeAll(async () => {
  fs.mkdirSync(path.join(webRoot, 'assets'));
  fs.writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  fs.mkdirSync(path.join(webRoot, 'prerendered'));
  for (const route of ['login', 'dashboard']) {
    for (const code of ['de', 'en']) {
      fs.writeFileSync(path.join(webRoot, `prerendered/${route}.${code}.html`), `<!doctype html><html lang="${code}"><div id="root" data-prerendered="">${route} ${code}</div>`);
    }
  }
  fs.writeFileSync(path.join(webRoot, 'assets/index-abc123.js'), script);
  fs.writeFileSync(path.join(webRoot, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(script));
  fs.writeFileSync(path.join(webRoot, 'assets/index-abc123.js.gz'), zlib.gzipSync(script));
  t = await createTestApp({ demo: false, webRoot });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, encoding?: string) => t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });
const login = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/login?redirect=%2Fusermanagement', headers });

describe('serving the web app', () => {
  it('sends the brotli or gzip file written at build time, as the browser accepts, cached for a year', async () => {
    const br = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(script);
    const gz = await get('/assets/index-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends / to the dashboard', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/dashboard');
  });

  it('revalidates index.html on every visit, at any route of the app', async () => {
    // `/apikeys` begins with the letters of the API's prefix and is still a screen.
    for (const url of ['/rolerequests', '/usermanagement?x=1', '/apikeys']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('answers an unknown path below /api with 404, not with the page', async () => {
    for (const url of ['/api/nothing-here', '/api?x=1']) {
      const res = await get(url);
      expect(res.headers['content-type'], url).toContain('json');
      expect(res.body).not.toContain('<div id="root">');
    }
  });

  it('answers a missing asset with 404, not with the page', async () => {
    const res = await get('/assets/index-gone.js');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('json');
    expect(res.body).not.toContain('<div id="root">');
  });

  it('compresses JSON answers of the API when the client accepts it', async () => {
    const res = await get('/api/openapi.json', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
    expect((await get('/api/openapi.json')).headers['content-encoding']).toBeUndefined();
  });

  it('answers /login with the login screen prerendered in the language the app will start in', async () => {
    const english = await login({ 'accept-language': 'en-GB,en;q=0.9,de;q=0.8' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('Accept-Language');
    expect(english.headers.vary).toContain('Cookie');
    expect(english.body).toContain('login en');
    // The language the visitor chose in the app (its cookie) comes before the browser's.
    expect((await login({ 'accept-language': 'en-GB', cookie: 'theme=x; language=de' })).body).toContain('login de');
    // Anything else is German, as in the app.
    expect((await login({ 'accept-language': 'fr-FR' })).body).toContain('login de');
    expect((await login({})).body).toContain('login de');
  });

  it('answers /dashboard with the dashboard prerendered in the language the app will start in', async () => {
    const dashboard = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/dashboard?redirect=%2Frolerequests', headers });
    const english = await dashboard({ 'accept-language': 'en-US' });
    expect(english.statusCode).toBe(200);
    expect(english.headers['content-type']).toContain('text/html');
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toContain('Cookie');
    expect(english.body).toContain('dashboard en');
    expect((await dashboard({ 'accept-language': 'en-US', cookie: 'language=de' })).body).toContain('dashboard de');
    // Other paths of the app are not prerendered: the plain app.
    expect((await get('/rolerequests')).body).toContain('<div id="root"></div>');
  });

  it('answers a prerendered path with the plain app where the build has no prerender of that language', async () => {
    const dutch = await login({ 'accept-language': 'nl-NL' });
    expect(dutch.statusCode).toBe(200);
    expect(dutch.body).toContain('<div id="root"></div>');
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard', headers: { cookie: 'language=nl' } });
    expect(dashboard.body).toContain('<div id="root"></div>');
  });
});
