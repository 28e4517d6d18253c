/**
 * The project's own fuzzer: for every route of the registry, seeded and bounded, requests with
 * malformed and deeply nested JSON, wrong types, 1 MB strings, NUL bytes, huge ids and page sizes and odd JSON Patch
 * operations, signed in and not. Any 500, any error body outside the documented shape, or an
 * answer without the security headers fails it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import type { InjectOptions } from 'fastify';
import { problemSchema } from '@portal/domain';
import { createTestApp, type TestApp } from '../test/harness';
import { features } from '../features';
import { allRoutes } from './registry';
import type { RouteSpec } from './define-route';

const RUNS_PER_ROUTE = 30;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await t.login('federation.admin@demo.test')).accessToken;
});
afterAll(() => t.close());

const ids = fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER + 2, 1e308));
const texts = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('Eintracht', 'Club', 'abc', 'a\u0000b', 'ü%_\\', '1e309', '-0', 'NaN', 'true', '', ' '),
  fc.constant('x'.repeat(200)),
);
const scalars = fc.oneof(ids, texts, fc.boolean(), fc.constant(null), fc.double());
const values: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: scalars },
  { weight: 1, arbitrary: fc.array(scalars, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.constantFrom('id', 'value', '__proto__', 'constructor'), scalars, { maxKeys: 2 }) },
  { weight: 1, arbitrary: fc.constantFrom('a'.repeat(1_000_000), 'ä'.repeat(400_000)) },
);

const deepArrays = `${'['.repeat(5000)}${']'.repeat(5000)}`;
const deepObjects = `${'{"a":'.repeat(65)}1${'}'.repeat(65)}`;

const keysOf = (schema: z.ZodType | undefined): string[] => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

/** A JSON Patch document with odd operations, paths and values. */
const patches = fc.array(
  fc.record({
    op: fc.constantFrom('replace', 'add', 'remove', 'move', 'test', 'copy', '', 'REPLACE'),
    path: fc.constantFrom('/status', '/reason', '/', '', '/__proto__', '/status/0', 'status'),
    value: values,
  }),
  { maxLength: 4 },
);

function bodies(route: RouteSpec): fc.Arbitrary<{ payload?: string; contentType?: string }> {
  const fields = keysOf(route.endpoint.body);
  const object = fc.dictionary(fc.constantFrom(...fields, 'extra', 'Id'), values, { maxKeys: fields.length + 1 });
  return fc.oneof(
    object.map((o) => ({ payload: JSON.stringify(o) })),
    patches.map((p) => ({ payload: JSON.stringify(p), contentType: 'application/json-patch+json' })),
    fc.array(values, { maxLength: 3 }).map((a) => ({ payload: JSON.stringify(a) })),
    fc.constantFrom('{', '{"a":}', 'null', '""', '[', '1e999', '{"x": "\\ud800"}', '\u0000').map((payload) => ({ payload })),
    // Deeply nested JSON, as a body and inside a field (a stack overflow answered 500 once).
    fc.constantFrom(deepArrays, deepObjects, JSON.stringify({ [fields[0] ?? 'id']: JSON.parse(deepObjects) })).map((payload) => ({ payload })),
    fc.constant({ payload: deepArrays, contentType: 'application/json-patch+json' }),
    fc.constantFrom({ payload: '<xml/>', contentType: 'text/xml' }, { payload: 'a=b', contentType: 'application/x-www-form-urlencoded' }, {}),
  );
}

function requests(route: RouteSpec): fc.Arbitrary<InjectOptions> {
  const paramNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
  const queryKeys = [...keysOf(route.endpoint.query), 'pageSize', 'pageNumber', 'culture', 'x'];
  return fc
    .record({
      params: fc.tuple(...paramNames.map(() => fc.oneof({ weight: 3, arbitrary: ids.map(String) }, { weight: 1, arbitrary: texts }))),
      query: fc.array(fc.tuple(fc.constantFrom(...queryKeys), fc.oneof(ids.map(String), texts)), { maxLength: 4 }),
      body: route.method === 'GET' ? fc.constant<{ payload?: string; contentType?: string }>({}) : bodies(route),
      auth: fc.oneof({ weight: 4, arbitrary: fc.constant('admin') }, { weight: 1, arbitrary: fc.constantFrom('none', 'garbage') }),
    })
    .map(({ params, query, body, auth }) => {
      let i = 0;
      // A query expression (`{?token}`) is no part of the path; its keys are among the query's.
      const path = route.path.replace(/\{\?[\w,]+\}/g, '').replace(/\{\w+\}/g, () => encodeURIComponent(params[i++] ?? ''));
      const search = new URLSearchParams(query).toString();
      const headers: Record<string, string> = {};
      if (auth === 'admin') headers.authorization = `Bearer ${token}`;
      if (auth === 'garbage') headers.authorization = 'Bearer x.y.z';
      if (body.contentType || body.payload !== undefined) headers['content-type'] = body.contentType ?? 'application/json';
      return { method: route.method, url: `${path}${search ? `?${search}` : ''}`, headers, payload: body.payload } as InjectOptions;
    });
}

describe('fuzzing every route', () => {
  it.each(allRoutes(features).map((r) => [`${r.method} ${r.path} (${r.endpoint.rel})`, r] as const))(
    '%s answers no 500 and only the documented error shape',
    async (_, route) => {
      await fc.assert(
        fc.asyncProperty(requests(route), async (request) => {
          const res = await t.app.inject(request);
          expect(res.statusCode, `${request.method} ${request.url}`).not.toBe(500);
          expect(res.headers['x-content-type-options']).toBe('nosniff');
          if (res.statusCode >= 400) {
            const parsed = problemSchema.strict().safeParse(res.json());
            expect(parsed.success, `${res.statusCode} ${res.body.slice(0, 200)}`).toBe(true);
          }
        }),
        { seed: 20261123, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
  );
});
