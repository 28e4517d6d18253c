import { z } from 'zod';
import * as domain from '@portal/domain';
import type { RouteSpec } from './define-route';

// The OpenAPI document is generated from the routes' zod schemas (fastify-swagger with
// fastify-type-provider-zod); this file adds what the schemas do not say: names and summaries of
// the operations, who may call them, the errors they answer, shared schemas and upload forms
// (decision 035).

type Json = Record<string, unknown>;
type Operation = Json & { operationId?: string; parameters?: Json[]; requestBody?: Json; responses: Record<string, Json> };

/** `new` reads as `create`, shortened words in full: rels become the summary's words. */
const relWords: Record<string, string> = {
  new: 'create',
  comp: 'competition',
  perf: 'performance',
  reg: 'registration',
  defs: 'definitions',
  dlo: 'DLO',
  id: 'ID',
  ics: 'as iCalendar',
  root: 'catalogue of links',
  openapi: 'OpenAPI document',
  org: 'organisation',
  recordset: 'record set',
  recordsets: 'record sets',
  bestlist: 'best list',
  bestlists: 'best lists',
  newcustomeventdefinitions: 'create custom event definitions',
  updatecustomdefs: 'update custom definitions',
  startexport: 'start export',
  api: 'API',
};

const snake = (name: string) => name.replace(/-/g, '_');

/**
 * Name, summary and security of an operation: the id is the area and the rel
 * (`records.get_by_id`), the summary the rel in words under the area's name ("Records: get by ID"),
 * a signed-in route needs the bearer token, a machine route an API key, an anonymous one none (the
 * root reads a token when given).
 */
export function operationOf(spec: RouteSpec, area: string, tokenOptional = false): { operationId: string; summary: string; security: Record<string, string[]>[] } {
  const words = spec.endpoint.rel.split('_').map((w) => relWords[w] ?? w);
  const areaName = area.replace(/-/g, ' ').replace('bestlists', 'best lists').replace(/^api /, 'API ');
  return {
    operationId: `${snake(area)}.${spec.endpoint.rel}`,
    summary: `${areaName.charAt(0).toUpperCase()}${areaName.slice(1)}: ${words.join(' ')}`,
    security: spec.access === 'user' ? [{ bearer: [] }] : spec.apiKey ? [{ apiKey: [] }] : tokenOptional ? [{}, { bearer: [] }] : [],
  };
}

/** `competitionApprovalInputSchema` → `CompetitionApprovalPayload` (an `…Input` name would read as the input side of another schema). */
const componentName = (exportName: string) => {
  const base = exportName.replace(/Schema$/, '').replace(/Input$/, 'Payload');
  return base.charAt(0).toUpperCase() + base.slice(1);
};

/**
 * The domain's exported payload schemas (`…Schema`) by name, so that the document refers to each
 * once in `components.schemas` instead of repeating it. Path and query schemas stay inline: they
 * become the operations' parameters.
 */
export function namedSchemas(routes: readonly RouteSpec[]): z.core.$ZodRegistry<{ id: string }> {
  const parameters = new Set<unknown>(routes.flatMap((r) => [r.endpoint.params, r.endpoint.query]));
  const registry = z.registry<{ id: string }>();
  const taken = new Set<string>();
  for (const [name, value] of Object.entries(domain)) {
    if (!(value instanceof z.ZodType) || !name.endsWith('Schema') || parameters.has(value) || registry.has(value)) continue;
    const id = componentName(name);
    if (taken.has(id)) continue;
    taken.add(id);
    registry.add(value, { id });
  }
  return registry;
}

const problem = { content: { 'application/json': { schema: { $ref: '#/components/schemas/Problem' } } } };
/** The error answers operations declare, all in the one problem shape. */
const errorResponses = {
  Unauthorized: { description: 'No valid access token (http.401SignInRequired without one, http.401 for an expired or ended session): refresh once, then sign in.', ...problem },
  UnauthorizedKey: { description: 'No valid API key: `Authorization: ApiKey <key>` is missing, malformed, unknown or revoked.', ...problem },
  Forbidden: { description: 'Refused: the caller’s roles do not allow it here, or X-Current-Org names an organisation where the caller holds no role.', ...problem },
  NotFound: { description: 'No such object, or one of another federation; a used, unknown or lapsed token.', ...problem },
  Conflict: { description: 'The data changed meanwhile (a stale version, a duplicate, a full or past event, a concurrent write); nothing was written.', ...problem },
  ValidationFailed: { description: 'Invalid input: `errors` lists the messages by field (`Email`, `Model`, …).', ...problem },
  ClientError: { description: 'Another client error: a malformed request (400), too large (413), a media type the operation does not take (415), too many attempts (429).', ...problem },
  ServerError: { description: 'Server error.', ...problem },
};
const ref = (name: keyof typeof errorResponses) => ({ $ref: `#/components/responses/${name}` });

/** A field that names an object to look up: answered 404 when there is none or it is another federation's. */
const namesObject = (field: string) => /(^id$|Id$|^guid$|Guid$|^token$)/.test(field);

function bodyFields(body: Json | undefined, schemas: Record<string, Json>): string[] {
  const content = (body?.content ?? {}) as Record<string, { schema?: Json }>;
  return Object.values(content).flatMap(({ schema }) => {
    const parts = ((schema?.allOf as Json[] | undefined) ?? [schema ?? {}]).map((s) => (typeof s.$ref === 'string' ? schemas[s.$ref.split('/').pop()!] : s));
    return parts.flatMap((s) => Object.keys((s?.properties as Json | undefined) ?? {}));
  });
}

/**
 * The answers an operation can give: its success, 401 and 403 for signed-in calls (401 also on the
 * root, for an expired token), 404 where it names an object (a path parameter, an id or token in
 * its body, an id in a signed-in query), 409 for every write (stale versions, duplicates, concurrent transactions),
 * 422 where it takes input, and the other 4xx and 5xx in general.
 */
function declareResponses(operation: Operation, spec: RouteSpec, method: string, schemas: Record<string, Json>, tokenOptional: boolean) {
  const [status, success] = Object.entries(operation.responses).find(([code]) => /^2\d\d$/.test(code))!;
  success.description = spec.endpoint.produces ? `The file (${spec.endpoint.produces})` : status === '201' ? 'Created' : 'OK';
  const parameters = operation.parameters ?? [];
  // Ids in an anonymous query are filters (an unknown one finds nothing), in a signed-in one they name an object.
  const query = parameters.filter((p) => p.in === 'query' && (spec.access === 'user' || p.name === 'token'));
  const fields = [...query.map((p) => String(p.name)), ...bodyFields(operation.requestBody, schemas)];
  const responses: Record<string, Json> = { [status]: success };
  if (spec.apiKey) responses['401'] = ref('UnauthorizedKey');
  else if (spec.access === 'user' || tokenOptional) responses['401'] = ref('Unauthorized');
  if (spec.access === 'user') responses['403'] = ref('Forbidden');
  if (parameters.some((p) => p.in === 'path') || fields.some(namesObject)) responses['404'] = ref('NotFound');
  if (method !== 'get') responses['409'] = ref('Conflict');
  if (parameters.length || operation.requestBody) responses['422'] = ref('ValidationFailed');
  responses['4XX'] = ref('ClientError');
  responses['5XX'] = ref('ServerError');
  operation.responses = responses;
}

/** The multipart form of an upload: its text fields (by their schema) and its one file part `file`. */
function uploadBody(spec: RouteSpec, registry: z.core.$ZodRegistry<{ id: string }>): Json {
  const form = spec.endpoint.form!;
  const id = registry.get(form.fields)?.id;
  const fields = id ? { $ref: `#/components/schemas/${id}Input` } : z.toJSONSchema(form.fields, { io: 'input', unrepresentable: 'any' });
  delete (fields as Json).$schema;
  const file = { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream', description: form.file } } };
  return { required: true, content: { 'multipart/form-data': { schema: { allOf: [fields, file] } } } };
}

/** Every `$ref` to a schema, anywhere in a value. */
function schemaRefs(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const v of value) schemaRefs(v, into);
  else if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (key === '$ref' && typeof v === 'string' && v.startsWith('#/components/schemas/')) into.add(v.slice('#/components/schemas/'.length));
      else schemaRefs(v, into);
    }
  }
  return into;
}

/** Only the schemas the document uses: the generator writes the input and the output side of every named schema. */
function pruneSchemas(doc: Json, schemas: Record<string, Json>): Record<string, Json> {
  const used = schemaRefs({ ...doc, components: { ...(doc.components as Json), schemas: {} } }, new Set());
  const queue = [...used];
  while (queue.length) {
    for (const name of schemaRefs(schemas[queue.pop()!], new Set())) {
      if (!used.has(name)) queue.push(name);
      used.add(name);
    }
  }
  return Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
}

/** `XInput` becomes `X` when the document has no other `X`, or one that reads the same (a schema without defaults or transforms). */
function mergeInputSides(doc: Json): Json {
  for (;;) {
    const schemas = (doc.components as { schemas: Record<string, Json> }).schemas;
    const renames = new Map<string, string>();
    for (const name of Object.keys(schemas)) {
      const base = name.slice(0, -'Input'.length);
      if (name.endsWith('Input') && (!(base in schemas) || JSON.stringify(schemas[base]) === JSON.stringify(schemas[name]))) renames.set(name, base);
    }
    if (!renames.size) return doc;
    const renamed = JSON.parse(JSON.stringify(doc), (key, value) =>
      key === '$ref' && typeof value === 'string' && renames.has(value.split('/').pop()!) ? `#/components/schemas/${renames.get(value.split('/').pop()!)}` : value,
    ) as Json;
    const target = (renamed.components as { schemas: Record<string, Json> }).schemas;
    for (const [from, to] of renames) {
      target[to] ??= target[from];
      delete target[from];
    }
    doc = renamed;
  }
}

/**
 * The finished document: operations with their error answers and upload forms, the problem
 * answers in `components.responses`, and only the schemas in use.
 */
export function finishDocument(doc: Json, operations: ReadonlyMap<string, { spec: RouteSpec; tokenOptional: boolean }>, registry: z.core.$ZodRegistry<{ id: string }>): Json {
  const components = doc.components as { schemas: Record<string, Json> };
  for (const path of Object.values(doc.paths as Record<string, Record<string, Operation>>)) {
    for (const [method, operation] of Object.entries(path)) {
      const found = operations.get(operation.operationId ?? '');
      if (!found) continue;
      if (found.spec.endpoint.form) operation.requestBody = uploadBody(found.spec, registry);
      declareResponses(operation, found.spec, method, components.schemas, found.tokenOptional);
    }
  }
  const finished = { ...doc, components: { ...components, responses: errorResponses } };
  finished.components.schemas = pruneSchemas(finished, components.schemas);
  return mergeInputSides(finished);
}
