import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { createJsonSchemaTransform, createJsonSchemaTransformObject, serializerCompiler } from 'fastify-type-provider-zod';
import { dayOf, problemSchema, rootApi, type Link } from '@portal/domain';
import { forbidden, Problem, unauthorized } from '../lib/problems';
import { fastifyPath, route, type Feature, type RouteSpec } from './define-route';
import { preferredEncoding, SerializedAnswer, serializeAnswer } from './serialized-answer';
import { KeptAnswers } from './kept-answers';
import { link } from './links';
import { validatorCompiler } from './validation';
import { fallbackOrganization } from '../access/grants';
import { finishDocument, namedSchemas, operationOf } from './openapi-document';

const errorResponses = { '4xx': problemSchema, '5xx': problemSchema };

/** Signed-in routes: a valid token, and a current organisation (X-Current-Org) where the caller holds a role. */
async function requireSignedIn(request: FastifyRequest): Promise<void> {
  // Without a token the caller has to sign in; a token that no longer holds means the session ended.
  if (!request.auth) throw unauthorized(request.authError ? 'http.401' : 'http.401SignInRequired');
  if (!(await request.access.currentOrganizationValid())) throw forbidden('validation.errorCurrentOrganization');
}

/**
 * The answer of a route marked `keep`: from memory while the data of its version has not changed
 * since it was computed for the same caller, organisation, language, input and day.
 */
async function keptAnswer(app: FastifyInstance, kept: KeptAnswers, spec: RouteSpec, request: FastifyRequest, compute: (version: string) => Promise<unknown>): Promise<SerializedAnswer<unknown>> {
  const { access, auth } = request;
  const kind = spec.keep!.version;
  const version = kind === 'platform' ? await access.platformVersion() : await kept.statisticsVersion();
  const key = JSON.stringify([
    spec.endpoint.rel,
    auth?.userId ?? null,
    auth?.masterId ?? null,
    auth ? access.requestedOrganizationId : null,
    request.culture,
    request.params,
    request.query,
    dayOf(app.deps.clock.now()),
  ]);
  return kept.answer(kind, key, version, async () => {
    const value = await compute(version);
    return value instanceof SerializedAnswer ? value : serializeAnswer(spec.endpoint, value as never);
  });
}

/**
 * A body in a media type the route does not take is refused with 415 before it is read: an upload
 * route takes only a multipart form, every other route only JSON (other types have no parser and
 * are 415 already; a multipart form would otherwise reach the validation as an empty body).
 */
function mediaTypeCheck(spec: RouteSpec) {
  const multipartRoute = spec.endpoint.consumes === 'multipart/form-data';
  return async (request: FastifyRequest): Promise<void> => {
    const type = request.headers['content-type'];
    if (type === undefined) return;
    if (/^\s*multipart\/form-data\b/i.test(type) !== multipartRoute) throw new Problem(415, 'http.415');
  };
}

const signedIn = (spec: RouteSpec) => (spec.access === 'user' ? [requireSignedIn] : []);
/** Machine routes: the key is checked before anything else, the body included. */
const machine = (app: FastifyInstance, spec: RouteSpec) => (spec.apiKey ? [(request: FastifyRequest) => spec.apiKey!(request, app.deps)] : []);

/** The routes of the OpenAPI document by operation id. */
type Operations = Map<string, { spec: RouteSpec; tokenOptional: boolean }>;

function registerRoute(app: FastifyInstance, kept: KeptAnswers, operations: Operations, spec: RouteSpec, tag: string, offered?: Feature['catalogue']): void {
  const { endpoint } = spec;
  // The root is anonymous but reads a token when one comes (the signed-in links).
  const tokenOptional = endpoint === rootApi.root;
  const operation = operationOf(spec, tag, tokenOptional);
  if (operations.has(operation.operationId)) throw new Error(`${operation.operationId}: two routes with one operation id`);
  operations.set(operation.operationId, { spec, tokenOptional });
  if (spec.keep && (spec.method !== 'GET' || endpoint.produces)) throw new Error(`${endpoint.rel}: only JSON GET routes are kept`);
  // The platform version is read with the caller's session; an anonymous answer is kept by the data it shows.
  if (spec.keep?.version === 'platform' && spec.access !== 'user') throw new Error(`${endpoint.rel}: only signed-in routes are kept by the platform version`);
  const status = spec.status ?? 200;
  const success = endpoint.produces ? { description: endpoint.rel, content: { [endpoint.produces]: { schema: endpoint.response } } } : endpoint.response;
  app.route({
    method: spec.method,
    url: fastifyPath(spec.path),
    schema: {
      ...operation,
      tags: [tag],
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: { [status]: success, ...errorResponses },
    },
    onRequest: [...signedIn(spec), ...machine(app, spec), ...(spec.method === 'GET' ? [] : [mediaTypeCheck(spec)])],
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    // An area's routes answer only callers to whom the root offers its catalogue (403 for the others).
    preValidation: offered
      ? async (request: FastifyRequest) => {
          if (!(await offered.offered(request.access))) throw forbidden();
        }
      : undefined,
    handler: async (request, reply) => {
      const run = (keptVersion?: string) =>
        spec.handler({
          auth: request.auth,
          params: request.params,
          query: request.query,
          body: request.body,
          culture: request.culture,
          access: request.access,
          deps: app.deps,
          request,
          reply,
          keptVersion,
        } as never);
      const result = spec.keep ? await keptAnswer(app, kept, spec, request, run) : await run();
      reply.status(status);
      // Text files are UTF-8 (licence files carry names such as “Thüringer …”).
      if (endpoint.produces) reply.type(endpoint.produces.startsWith('text/') ? `${endpoint.produces}; charset=utf-8` : endpoint.produces);
      // Serialized JSON is sent as it is, without the schema's serializer.
      if (result instanceof SerializedAnswer) {
        const { encoding, body } = result.encoded(preferredEncoding(request.headers['accept-encoding']));
        reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
        // With Content-Encoding set, the compression plugin passes the bytes on as they are.
        if (encoding) reply.header('content-encoding', encoding);
        return reply.send(body);
      }
      return result;
    },
  });
}

/** The links of the root catalogue: every route not in an area catalogue, the signed-in ones only for signed-in callers. */
function catalogueLinks(routes: RouteSpec[], signedIn: boolean): Link[] {
  return routes.filter((r) => signedIn || r.access === 'anonymous').map((r) => link(r));
}

/**
 * Registers every feature's routes with their schemas (validation, answers stripped to what they
 * declare, the OpenAPI document), the root catalogue `GET /api`, the area catalogues and
 * `GET /api/openapi.json`.
 */
export async function registerFeatures(app: FastifyInstance, features: Feature[], info: { version: string }): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const schemaRegistry = namedSchemas(allRoutes(features));
  const operations: Operations = new Map();
  const withComponents = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Leichtathletik-Portal API', version: info.version },
      // Paths are absolute on the server that serves the document.
      servers: [{ url: '/' }],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          apiKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`ApiKey <key>`: a key of the federation (area api_key_links), for meeting software.' },
        },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => finishDocument(withComponents(document) as Record<string, unknown>, operations, schemaRegistry) as never,
  });

  const rootRoutes = features.flatMap((f) => (f.catalogue ? [] : f.routes));
  const catalogues = features.filter((f) => f.catalogue);

  const openapi = route({
    endpoint: rootApi.openapi,
    method: 'GET',
    path: '/api/openapi.json',
    access: 'anonymous',
    handler: async () => app.swagger() as unknown as Record<string, unknown>,
  });

  const root = route({
    endpoint: rootApi.root,
    method: 'GET',
    path: '/api',
    access: 'anonymous',
    handler: async ({ auth, request, access }) => {
      // An expired token answers 401 so that the client refreshes and reloads the signed-in links.
      if (request.authError) throw unauthorized();
      const links = [...catalogueLinks(rootRoutes, auth !== null), link(openapi)];
      for (const feature of catalogues) {
        if (auth && (await feature.catalogue!.offered(access))) links.push(link(catalogueRoute(feature)));
      }
      if (!auth || (await access.currentOrganizationValid())) return { links };
      // A stale current organisation (a role was removed) must not lock the user out: name one to switch to.
      const fallback = fallbackOrganization(await access.grants());
      return { links, organizationFallback: { requested: access.requestedOrganizationId!, organizationId: fallback } };
    },
  });

  const catalogueRoute = (feature: Feature) =>
    route({
      endpoint: { ...rootApi.root, rel: feature.catalogue!.rel },
      method: 'GET',
      path: feature.catalogue!.path,
      access: 'user',
      handler: async ({ access }) => {
        if (!(await feature.catalogue!.offered(access))) throw forbidden();
        return { links: catalogueLinks(feature.routes, true) };
      },
    });

  const kept = new KeptAnswers(app.deps.db);
  registerRoute(app, kept, operations, root, 'root');
  registerRoute(app, kept, operations, openapi, 'root');
  for (const feature of features) {
    if (feature.catalogue) registerRoute(app, kept, operations, catalogueRoute(feature), feature.name);
    for (const spec of feature.routes) registerRoute(app, kept, operations, spec, feature.name, feature.catalogue);
  }
}

/** Every route of the features, for tests and the fuzzer. */
export const allRoutes = (features: Feature[]): RouteSpec[] => features.flatMap((f) => f.routes);
