import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { SerializedAnswer } from './serialized-answer';
import type { Endpoint, LanguageCode } from '@portal/domain';
import type { Method } from './links';
import type { KeptVersion } from './kept-answers';
import type { Auth, Deps } from '../deps';
import type { JobDefinition } from '../jobs/define-job';
import type { RequestAccess } from '../access/request-access';
import type { Db, Tx } from '../db/client';

export type { Method };

/** anonymous: anyone; user: a valid access token is required (checked before the handler runs). */
export type Access = 'anonymous' | 'user';

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the caller, the validated input, the request's language and the shared services. */
export interface RouteContext<E extends Endpoint, A extends Access> {
  auth: A extends 'user' ? Auth : Auth | null;
  params: Out<E['params']>;
  query: Out<E['query']>;
  body: Out<E['body']>;
  culture: LanguageCode;
  /** The caller's grants and current organisation, loaded at most once per request. */
  access: RequestAccess;
  deps: Deps;
  request: FastifyRequest;
  reply: FastifyReply;
  /** A route marked `keep`: the version its answer is kept under, read after the request arrived (a handler reading by version needs no second read). */
  keptVersion?: string;
}

/** One route: the endpoint it serves (rel and schemas), where it lives, who may call it, and its handler. */
export interface RouteSpec<E extends Endpoint = Endpoint, A extends Access = Access> {
  endpoint: E;
  method: Method;
  /** RFC 6570 path template; the Fastify route is derived from it. */
  path: string;
  access: A;
  /** Status of a successful answer (default 200). */
  status?: 200 | 201;
  /**
   * A JSON GET whose answer depends only on the caller (user and current organisation, when signed
   * in), the language, its input, the day and the tables whose changes move `version`: kept in
   * memory until that data changes (`platform`: signed-in routes only, decision 026; `statistics`:
   * decision 023). Its handler must not touch the reply.
   */
  keep?: { version: KeptVersion };
  /**
   * A route for machines (an `anonymous` one): the caller is a federation's key
   * (`Authorization: ApiKey <key>`), checked before the body is read; refuses with 401 or 429.
   */
  apiKey?: (request: FastifyRequest, deps: Deps) => Promise<void>;
  /** The largest body in bytes, where a route takes more than the app's 1 MB (a meeting's results). */
  bodyLimit?: number;
  handler(ctx: RouteContext<E, A>): Promise<z.input<E['response']> | SerializedAnswer<z.input<E['response']>>>;
}


/** Declares a route; the function only ties the handler's types to the endpoint's schemas. */
export function route<E extends Endpoint, A extends Access>(spec: RouteSpec<E, A>): RouteSpec<E, A> {
  return spec;
}

/** What a route needs beyond its method, path and handler (status, keep, apiKey, bodyLimit). */
type RouteOptions<E extends Endpoint, A extends Access> = Omit<RouteSpec<E, A>, 'endpoint' | 'method' | 'path' | 'access' | 'handler'>;

/** A route as one line of its area's table: method, path below the table's base, handler and options. */
export type RouteLine<E extends Endpoint, A extends Access> = readonly [method: Method, path: string, handler: RouteSpec<E, A>['handler'], options?: RouteOptions<E, A>];

/**
 * An area's routes as a table by the names of its contract's endpoints: a line a route, where a
 * declaration of each would repeat the same six lines in every area. The catalogues list the
 * routes in the table's order.
 */
export function routeTable<C extends Record<string, Endpoint>, A extends Access>(
  contract: C,
  base: string,
  access: A,
  table: { [K in keyof C]?: RouteLine<C[K], A> },
): RouteSpec[] {
  return Object.entries(table).map(([name, line]) => {
    const [method, path, handler, options] = line as RouteLine<Endpoint, A>;
    return { endpoint: contract[name], method, path: `${base}${path}`, access, handler, ...options } as RouteSpec;
  });
}

/**
 * An area of the API. Its routes are listed in the root catalogue, or, with `catalogue`, in an area
 * catalogue of their own (`GET` on the catalogue's rel answers `{ links }`), offered only to callers
 * for whom `offered` holds.
 */
export interface Feature {
  name: string;
  routes: RouteSpec[];
  catalogue?: {
    rel: string;
    path: string;
    offered(access: RequestAccess): Promise<boolean>;
  };
  /** The background jobs the feature queues (exports, invoices, its mails); the runner learns them here. */
  jobs?: JobDefinition[];
  /**
   * The area's demo data (`npm start`): `demo` in the transaction that writes the demo tree and
   * accounts, `crowd` after it (the larger data sets, in the order of the feature list).
   */
  seed?: {
    demo?(tx: Tx, refs: DemoRefs): Promise<void>;
    crowd?(db: Db): Promise<unknown>;
  };
}

/**
 * An area whose signed-in routes stand below `base` and are listed in a catalogue of their own at
 * `${base}/links` under the rel `catalogue`, offered to callers for whom `offered` holds: what most
 * areas are, declared without spelling out the catalogue's path and the table's base and access.
 */
export function catalogueArea<C extends Record<string, Endpoint>>(
  area: Omit<Feature, 'routes' | 'catalogue'> & {
    base: string;
    contract: C;
    catalogue: string;
    offered: NonNullable<Feature['catalogue']>['offered'];
  },
  table: { [K in keyof C]?: RouteLine<C[K], 'user'> },
): Feature {
  const { base, contract, catalogue, offered, ...feature } = area;
  return { ...feature, catalogue: { rel: catalogue, path: `${base}/links`, offered }, routes: routeTable(contract, base, 'user', table) };
}

/** The demo tree's organisations (by key) and accounts (by e-mail), for an area's demo data. */
export interface DemoRefs {
  org(key: string): number;
  path(key: string): number[];
  user(email: string): number;
}

/** `/api/users/{id}` → `/api/users/:id`; a query expression (`{?token}`) is no part of the route. */
export function fastifyPath(template: string): string {
  return template.replace(/\{\?[\w,]+\}/g, '').replace(/\{(\w+)\}/g, ':$1');
}
