import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoints, idInput, type Link } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { features } from '../features';
import { route, type Feature } from './define-route';

/** A small area of its own, to show how an area plugs in: its own catalogue, offered to OrgAdmins only. */
const demoApi = defineEndpoints({
  echo: {
    params: z.object({ id: idInput() }),
    query: z.object({ times: z.coerce.number<string | number>().int().min(1).max(3).default(1) }),
    body: z.object({ text: z.string().max(20, 'errorTooLong') }),
    response: z.object({ id: z.number(), text: z.string() }),
  },
});
const demoFeature: Feature = {
  name: 'demo',
  catalogue: {
    rel: 'demo_links',
    path: '/api/demo',
    offered: async (access) => (await access.grants()).some((g) => g.role === 'OrgAdmin'),
  },
  routes: [
    route({
      endpoint: demoApi.echo,
      method: 'POST',
      path: '/api/demo/{id}/echo',
      access: 'user',
      // The secret field is not declared by the answer's schema: it must never leave the server.
      handler: async ({ params, query, body }) => ({ id: params.id, text: body.text.repeat(query.times), secret: 'hash' }) as { id: number; text: string },
    }),
  ],
};

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await createTestApp({ features: [...features, demoFeature] });
  admin = (await t.login('federation.admin@demo.test')).accessToken;
  user = (await t.login('club.user@demo.test')).accessToken;
});
afterAll(() => t.close());

const echo = (token: string | null, url: string, payload: unknown) => t.as(token, { method: 'POST', url, payload: payload as object });

describe('typed routes', () => {
  it('hands the handler parsed input and strips what the answer does not declare', async () => {
    const res = await echo(admin, '/api/demo/7/echo?times=2', { text: 'ab', extra: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, text: 'abab' });
  });

  it('answers 422 keyed by field for bad params, query and body, before the handler runs', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/demo/abc/echo', { text: 'a' }, 'Id'],
      ['/api/demo/0/echo', { text: 'a' }, 'Id'],
      ['/api/demo/2147483648/echo', { text: 'a' }, 'Id'],
      ['/api/demo/1/echo?times=9', { text: 'a' }, 'Times'],
      ['/api/demo/1/echo', { text: 'much too long for this field' }, 'Text'],
      ['/api/demo/1/echo', { text: 5 }, 'Text'],
      ['/api/demo/1/echo', [], 'Model'],
    ];
    for (const [url, payload, field] of cases) {
      const res = await echo(admin, url, payload);
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors), url).toEqual([field]);
    }
    expect((await echo(admin, '/api/demo/1/echo', { text: 'x'.repeat(21) })).json().errors.Text).toEqual(['Die Eingabe ist zu lang']);
  });

  it('answers 415 for a body in a media type the route does not take: a form to a JSON route, JSON to an upload', async () => {
    const form = { 'content-type': 'multipart/form-data; boundary=x' };
    const toJson = await t.as(admin, { method: 'POST', url: '/api/demo/1/echo', headers: form, payload: '--x\r\nContent-Disposition: form-data; name="text"\r\n\r\na\r\n--x--\r\n' });
    expect(toJson.statusCode).toBe(415);
    // Refused before the application is even looked up.
    const toUpload = await t.as(user, { method: 'POST', url: '/api/competitionapprovals/1/attachments', payload: { title: 'x' } });
    expect(toUpload.statusCode, toUpload.body).toBe(415);
    expect(toUpload.json().message).toBe('Die Anfrage nimmt Daten dieser Art nicht an');
  });

  it('refuses strings with NUL characters anywhere in the input', async () => {
    const body = await echo(admin, '/api/demo/1/echo', { text: 'a\u0000b' });
    expect(body.statusCode).toBe(422);
    expect(body.json().errors).toEqual({ Text: ['Die Eingabe enthält unzulässige Zeichen'] });
    const query = await echo(admin, '/api/demo/1/echo?times=1%00', { text: 'a' });
    expect(query.statusCode).toBe(422);
    expect(Object.keys(query.json().errors)).toEqual(['Times']);
  });

  it('checks the sign-in before the input (401, not 422, without a token)', async () => {
    expect((await echo(null, '/api/demo/abc/echo', {})).statusCode).toBe(401);
  });
});

describe('area catalogues', () => {
  it('offers the area catalogue in the root only to callers who may use the area', async () => {
    const rels = async (token: string | null) => ((await t.as(token, { method: 'GET', url: '/api' })).json().links as Link[]).map((l) => l.rel);
    expect(await rels(admin)).toContain('demo_links');
    expect(await rels(user)).not.toContain('demo_links');
    expect(await rels(null)).not.toContain('demo_links');
    // The area's own rels are in its catalogue, not in the root.
    expect(await rels(admin)).not.toContain('echo');
  });

  it('answers the area catalogue with its links, and 403 to others', async () => {
    const res = await t.as(admin, { method: 'GET', url: '/api/demo' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ links: [{ rel: 'echo', href: '/api/demo/{id}/echo', templated: true, method: 'POST' }] });
    expect((await t.as(user, { method: 'GET', url: '/api/demo' })).statusCode).toBe(403);
    expect((await t.as(null, { method: 'GET', url: '/api/demo' })).statusCode).toBe(401);
  });
});

describe('OpenAPI document', () => {
  it('is served anonymously under its rel and describes every route with its schemas', async () => {
    const root = (await t.as(null, { method: 'GET', url: '/api' })).json().links as Link[];
    const href = root.find((l) => l.rel === 'openapi')!.href;
    const res = await t.as(null, { method: 'GET', url: href });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap((p) => Object.values(p));
    const ids = operations.map((o) => o.operationId);
    for (const f of [...features, demoFeature]) for (const r of f.routes) expect(ids, r.endpoint.rel).toContain(`${f.name.replace(/-/g, '_')}.${r.endpoint.rel}`);
    const list = doc.paths['/api/organizations/{organizationId}/rolerequests'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['organizationId', 'pageNumber', 'pageSize', 'status']));
    expect(list.responses['200'].content['application/json'].schema.properties).toHaveProperty('entities');
    expect(list.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/license/{organizationId}'].get.responses['200'].content).toHaveProperty(['text/plain']);
  });
});
