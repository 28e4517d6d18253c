import { http, HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { parseTemplate } from 'url-template';
import { z } from 'zod';
import * as domain from '@portal/domain';
import { catalogueSchema, problemSchema, type Endpoint, type EndpointBody, type EndpointResponse, type Link, type ProblemBody } from '@portal/domain';

/**
 * The page tests' server: request handlers built from the endpoint contracts of packages/domain,
 * so that the real api-client runs (links by rel, templates, query, body, errors) and every answer
 * a test gives is the shape the server would give (checked against the endpoint's response schema).
 */

type Input<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler received, as it went over the wire (query and path values are text). */
export interface Received<E extends Endpoint> {
  params: Record<string, string>;
  /** The query without `culture`, which the client adds to every call. */
  query: Record<string, string>;
  /** The JSON the client sent (an upload's form as FormData); undefined without a body. */
  body: (E['consumes'] extends 'multipart/form-data' ? FormData : EndpointBody<E>) | undefined;
}

/** What a resolver gets: the call's input as the server's validation hands it over, and the request itself. */
export interface Call<E extends Endpoint> {
  params: Input<E['params']>;
  query: Input<E['query']>;
  body: E['consumes'] extends 'multipart/form-data' ? FormData : Input<E['body']>;
  request: Request;
}

/** A refusal in the server's problem shape; see `problem`. */
class Problem {
  constructor(readonly status: number, readonly body: ProblemBody) {}
}
/** No answer at all (the client reports status 0); see `unreachable`. */
class Unreachable {}

type Answer<E extends Endpoint> = EndpointResponse<E> | Problem | Unreachable;
export type Resolver<E extends Endpoint> = (call: Call<E>) => Answer<E> | Promise<Answer<E>>;

/** A problem answer as the server writes it (`ProblemBody`): 422 with `errors`, 403, 404, 409 … */
export function problem(status: number, over: Partial<ProblemBody> = {}): Problem {
  return new Problem(status, problemSchema.parse({ status, title: `HTTP ${status}`, message: `HTTP ${status}`, ...over }));
}

/** The server could not be reached (fetch fails as offline). */
export const unreachable = (): Unreachable => new Unreachable();

/*
 * The contract names a call by its rel but leaves its path and method to the server. The client
 * takes both from links, so the tests give each endpoint a path of their own, made from its
 * contract's name and rel (`/api/competitionApproval/get_by_id/{id}`): no test writes a URL, and
 * rels that several areas share (`get_by_id`, `new`) still lead to different handlers.
 */
const isEndpoint = (value: unknown): value is Endpoint => typeof value === 'object' && value !== null && typeof (value as Endpoint).rel === 'string' && 'response' in value;
const contractOf = new Map<Endpoint, string>();
for (const [name, value] of Object.entries(domain)) {
  if (!name.endsWith('Api') || typeof value !== 'object' || value === null) continue;
  for (const endpoint of Object.values(value)) if (isEndpoint(endpoint)) contractOf.set(endpoint, name.slice(0, -'Api'.length));
}

/**
 * The area catalogue (rel) each contract's endpoints are listed in: the domain names it beside the
 * contract (`bestListsApi` → `bestListsCatalogue`), as the server's features use it; the rest are in the root.
 */
const areaOf = new Map<object, string>();
for (const [name, value] of Object.entries(domain)) {
  const catalogue: unknown = (domain as Record<string, unknown>)[`${name.slice(0, -'Api'.length)}Catalogue`];
  if (name.endsWith('Api') && typeof catalogue === 'string') areaOf.set(value as object, catalogue);
}
const areaOfEndpoint = new Map<Endpoint, string>();
for (const [contract, area] of areaOf) for (const endpoint of Object.values(contract) as Endpoint[]) areaOfEndpoint.set(endpoint, area);

function pathOf(endpoint: Endpoint): string {
  const contract = contractOf.get(endpoint);
  if (!contract) throw new Error(`endpoint ${endpoint.rel} is not in a contract of packages/domain`);
  const shape = endpoint.params && 'shape' in endpoint.params ? (endpoint.params.shape as Record<string, unknown>) : {};
  return `/api/${contract}/${endpoint.rel}${Object.keys(shape)
    .map((name) => `/{${name}}`)
    .join('')}`;
}

/** The method the client sends: the contract has none, so a call with a body posts, the others get. */
const methodOf = (endpoint: Endpoint) => (endpoint.body || endpoint.consumes ? 'POST' : 'GET');

/**
 * A link to `endpoint` as the server writes it on a row or item: filled with `params`, or a template
 * without them; `as` renames the rel (row actions such as `update`, `reject`).
 */
export function linkTo<E extends Endpoint>(endpoint: E, params?: Record<string, string | number>, as: string = endpoint.rel): Link {
  const template = pathOf(endpoint);
  const templated = template.includes('{');
  return { rel: as, href: params && templated ? parseTemplate(template).expand(params) : template, templated: templated && !params, method: methodOf(endpoint) };
}

/** The endpoints the catalogues list in the current test (reset after each). */
const offered = new Set<Endpoint>();
/** What went against the contract in the current test; test-setup fails the test with it. */
const violations: string[] = [];

const areaPath = (area: string) => `/api/areas/${area}`;

/**
 * Lists `endpoints` in the catalogues (the root, or their area's catalogue, which the root then
 * links), without answering them: for pages that only look whether a link is there.
 */
export function offer(...endpoints: Endpoint[]): void {
  for (const endpoint of endpoints) offered.add(endpoint);
}

/** Leaves `endpoints` out of the catalogues again (their handlers stay): the user may not call them. */
export function withdraw(...endpoints: Endpoint[]): void {
  for (const endpoint of endpoints) offered.delete(endpoint);
}

// The catalogues hold exactly what the test offered or answers: a missing rel is the 403 the client gives.
const catalogueHandlers = [
  http.get('/api', () => {
    const root = [...offered].filter((e) => !areaOfEndpoint.has(e)).map((e) => linkTo(e));
    const areas = [...new Set([...offered].flatMap((e) => areaOfEndpoint.get(e) ?? []))].map((area) => ({ rel: area, href: areaPath(area), templated: false, method: 'GET' }));
    return HttpResponse.json(catalogueSchema.parse({ links: [...root, ...areas] }));
  }),
  http.get(areaPath(':area'), ({ params }) => HttpResponse.json(catalogueSchema.parse({ links: [...offered].filter((e) => areaOfEndpoint.get(e) === params.area).map((e) => linkTo(e)) }))),
];

/** The one msw server of a test worker, serving the catalogues; test-setup starts it per file and resets it after each test. */
export const apiServer = setupServer(...catalogueHandlers);

const nameOf = (endpoint: Endpoint) => `${contractOf.get(endpoint)}.${endpoint.rel}`;

/** Records a contract violation and answers 500 with it, so the page shows an error and the test fails. */
function violation(message: string): Response {
  violations.push(message);
  return HttpResponse.json({ status: 500, title: 'contract violation', message }, { status: 500 });
}

/** Parses `value` with `schema`, or returns the violation message. */
function check<S extends z.ZodType>(schema: S | undefined, value: unknown, what: string): { ok: true; data: z.output<S> | undefined } | { ok: false; message: string } {
  if (!schema) return value === undefined ? { ok: true, data: undefined } : { ok: false, message: `${what}: the contract takes none, got ${JSON.stringify(value)}` };
  const result = schema.safeParse(value);
  return result.success ? { ok: true, data: result.data } : { ok: false, message: `${what} does not match the contract:\n${z.prettifyError(result.error)}` };
}

export interface AnswerOptions {
  /** Answer only the next call (msw's `once`); a later `answer` of the same endpoint takes the calls after. */
  once?: boolean;
  /** Headers of a success answer (a download's Content-Disposition). */
  headers?: Record<string, string>;
}

/**
 * Answers `endpoint` with what `resolver` returns for each call, and lists it in its catalogue. The
 * call's params, query and body are validated with the endpoint's schemas first, the answer with
 * its response schema (and sent as the server would serialise it, stripped to the schema); a
 * mismatch either way fails the test. Returns the calls received, oldest first. A later `answer`
 * of the same endpoint replaces this one.
 */
export function answer<E extends Endpoint>(endpoint: E, resolver: Resolver<E>, options: AnswerOptions = {}): Received<E>[] {
  const calls: Received<E>[] = [];
  const name = nameOf(endpoint);
  const handle: HttpResponseResolver<Record<string, string | readonly string[]>> = async ({ request, params }) => {
    const url = new URL(request.url);
    url.searchParams.delete('culture');
    const query = Object.fromEntries(url.searchParams);
    const pathParams = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));
    let raw: unknown;
    if (endpoint.consumes === 'multipart/form-data') raw = await request.formData();
    else {
      const text = await request.text();
      try {
        raw = text ? JSON.parse(text) : undefined;
      } catch {
        return violation(`${name} body is no JSON: ${text.slice(0, 200)}`);
      }
    }
    calls.push({ params: pathParams, query, body: raw as Received<E>['body'] });
    const checkedParams = check(endpoint.params, endpoint.params ? pathParams : undefined, `${name} params`);
    // Like the server, a call without a query schema ignores a query.
    const checkedQuery = check(endpoint.query, endpoint.query ? query : undefined, `${name} query`);
    // An upload's text fields are checked with the form's schema; its file part is the handler's to read.
    const checkedBody =
      endpoint.consumes === 'multipart/form-data'
        ? { ...check(endpoint.form?.fields, endpoint.form ? Object.fromEntries([...(raw as FormData)].filter(([, v]) => typeof v === 'string')) : undefined, `${name} form`), data: raw }
        : check(endpoint.body, raw, `${name} body`);
    for (const checked of [checkedParams, checkedQuery, checkedBody]) if (!checked.ok) return violation(checked.message);
    const result = await resolver({
      params: checkedParams.ok ? checkedParams.data : undefined,
      query: checkedQuery.ok ? checkedQuery.data : undefined,
      body: checkedBody.ok ? checkedBody.data : undefined,
      request,
    } as Call<E>);
    if (result instanceof Problem) return HttpResponse.json(result.body, { status: result.status });
    if (result instanceof Unreachable) return HttpResponse.error();
    const checkedAnswer = check(endpoint.response, result, `${name} answer`);
    if (!checkedAnswer.ok) return violation(checkedAnswer.message);
    if (endpoint.produces) return new HttpResponse(checkedAnswer.data as string | Uint8Array<ArrayBuffer>, { headers: { 'Content-Type': endpoint.produces, ...options.headers } });
    return HttpResponse.json(checkedAnswer.data as JsonBodyType, { headers: options.headers });
  };
  const path = pathOf(endpoint).replace(/\{(\w+)\}/g, ':$1');
  apiServer.use(http[methodOf(endpoint) === 'POST' ? 'post' : 'get'](path, handle, { once: options.once }));
  offered.add(endpoint);
  return calls;
}

/** Answers every call of `endpoint` with a problem (see `problem`); returns the calls received. */
export const refuse = <E extends Endpoint>(endpoint: E, status: number, over: Partial<ProblemBody> = {}, options: AnswerOptions = {}): Received<E>[] =>
  answer(endpoint, () => problem(status, over), options);

/** Forgets the current test's catalogues and takes the contract violations it caused (test-setup, after each test). */
export function endTest(): string[] {
  offered.clear();
  return violations.splice(0);
}

/** Records a request no handler took (test-setup hands this to the server's unhandled-request event). */
export function unhandled(request: Request): void {
  violations.push(`${request.method} ${request.url}: no handler (answer or offer the endpoint in the test)`);
}
