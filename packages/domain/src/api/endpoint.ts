import type { z } from 'zod';

/** The schemas of one call: what it takes (path parameters, query, body) and what it answers. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success answer; for a file download the text of the file. */
  response: z.ZodType;
  /** Content type of a non-JSON answer (a file download). */
  produces?: string;
  /** A request body that is not JSON: the form of an upload (read by the handler, not by `body`). */
  consumes?: 'multipart/form-data';
  /** The parts of that form, for the API description: its text fields, and what its one file part `file` holds. */
  form?: { fields: z.ZodType; file: string };
}

/** One call of the API, named by its link relation. */
export type Endpoint<Rel extends string = string, S extends EndpointSchemas = EndpointSchemas> = S & { rel: Rel };

/**
 * Names each call by its key, so that `accountApi.login.rel === 'login'`; the server routes and the
 * web client both take these objects, which keeps their payloads and answers one type.
 */
export function defineEndpoints<T extends Record<string, EndpointSchemas>>(endpoints: T): { [K in keyof T & string]: Endpoint<K, T[K]> } {
  return Object.fromEntries(Object.entries(endpoints).map(([rel, schemas]) => [rel, { ...schemas, rel }])) as never;
}

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends for the path template of an endpoint. */
export type EndpointParams<E extends EndpointSchemas> = InputOf<E['params']>;
/** What a client sends as query of an endpoint. */
export type EndpointQuery<E extends EndpointSchemas> = InputOf<E['query']>;
/** What a client sends as body of an endpoint. */
export type EndpointBody<E extends EndpointSchemas> = InputOf<E['body']>;
/** What the endpoint answers (as the client receives it). */
export type EndpointResponse<E extends EndpointSchemas> = OutputOf<E['response']>;
