import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { problemSchema } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ demo: false });
});
afterAll(() => t.close());

/** The one documented error body, with the security headers. */
function expectProblem(res: LightMyRequestResponse | { statusCode: number; headers: Record<string, unknown>; body: string }, status: number) {
  expect(res.statusCode).toBe(status);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(String(res.headers['content-security-policy'])).toContain("default-src 'self'");
  const body = problemSchema.strict().parse(JSON.parse(res.body));
  expect(body.status).toBe(status);
  return body;
}

describe("Fastify's own errors", () => {
  const cases: [string, InjectOptions, number][] = [
    ['a malformed URL', { method: 'GET', url: '/api/organizations/%E0%A4%A' }, 400],
    ['a path parameter over 100 characters', { method: 'GET', url: `/api/organizations/search/${'x'.repeat(300)}` }, 414],
    ['a body over 1 MB', { method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ email: 'a'.repeat(1_100_000) }) }, 413],
    ['malformed JSON', { method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' }, 400],
    ['an unsupported media type', { method: 'POST', url: '/api/account/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' }, 415],
    ['a multipart form to a JSON route', { method: 'POST', url: '/api/account/login', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.de\r\n--x--\r\n' }, 415],
    ['JSON nested 5,000 levels deep', { method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: `${'['.repeat(5000)}${']'.repeat(5000)}` }, 400],
    ['a JSON Patch nested 65 levels deep', { method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json-patch+json' }, payload: `[${'{"a":'.repeat(64)}1${'}'.repeat(64)}]` }, 400],
    ['a prototype-polluting body', { method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: '{"__proto__":{"x":1}}' }, 400],
    ['an unknown method on a known path', { method: 'DELETE', url: '/api/languages' }, 404],
    ['an unknown API path', { method: 'GET', url: '/api/nothing-here' }, 404],
  ];
  it.each(cases)('%s answers %i in the one error shape with the security headers', async (_, request, status) => {
    const body = expectProblem(await t.app.inject(request), status);
    expect(body.title.length).toBeGreaterThan(0);
  });

  it('names the nesting limit and the media type in the message', async () => {
    const deep = await t.app.inject({ method: 'POST', url: '/api/account/login?culture=en', headers: { 'content-type': 'application/json' }, payload: `${'{"a":'.repeat(65)}1${'}'.repeat(65)}` });
    expect(expectProblem(deep, 400).message).toBe('The data sent is nested deeper than 64 levels');
    const form = await t.app.inject({ method: 'POST', url: '/api/account/login?culture=en', headers: { 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--\r\n' });
    expect(expectProblem(form, 415).message).toBe('The request does not take data of this type');
  });

  it('takes JSON nested 64 levels deep as JSON (and validates it as usual)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/login', headers: { 'content-type': 'application/json' }, payload: `{"email":${'['.repeat(63)}1${']'.repeat(63)}}` });
    expect(expectProblem(res, 422).errors).toHaveProperty('Email');
  });

  it('translates them by culture', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/account/login?culture=nl', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(expectProblem(res, 400).message).toBe('Onjuiste gegevens, controleer of de gegevens juist zijn');
  });

  it('answers a request that is not even HTTP with a 400 in the same shape', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GARBAGE / HTTP/1.1\r\nHost: x\r\n\r\n'));
      let data = '';
      socket.on('data', (chunk) => (data += chunk));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    const [head, body] = raw.split('\r\n\r\n');
    const headers = Object.fromEntries(head.split('\r\n').slice(1).map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
    expectProblem({ statusCode: Number(head.split(' ')[1]), headers, body }, 400);
  });
});
