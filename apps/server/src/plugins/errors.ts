import { isAppPath } from './web-app';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeCulture, translate, translateValidation, type LanguageCode, type ProblemBody } from '@portal/domain';
import { Problem } from '../lib/problems';
import { applySecurityHeaders } from './security-headers';

/** Statuses with a text of their own in the catalogue; other client errors get the 400 text. */
const statusTexts = new Set([400, 401, 403, 404, 409, 413, 415, 422, 429, 500]);

/** A key of the `http` texts: a status (`http.404`) or a case of one with a text of its own (`http.401SignInRequired`). */
const httpKey = /^http\.(\d+)(\w*)$/;

/** The one error body, translated into `culture`. */
export function problemBody(culture: LanguageCode, error: Problem): ProblemBody {
  const textKey = statusTexts.has(error.status) ? `http.${error.status}` : error.status >= 500 ? 'http.500' : 'http.400';
  const http = httpKey.exec(error.key);
  // `http.415` and the like have no text of their own: they are named by the nearest text.
  const key = http && !http[2] && !statusTexts.has(Number(http[1])) ? textKey : error.key;
  const body: ProblemBody = {
    status: error.status,
    // A case of a status is its own title ("Please sign in." rather than "Your session has expired").
    title: translate(culture, http?.[2] ? key : textKey),
    message: key.startsWith('http.') ? translate(culture, key, error.params) : translateValidation(culture, key, error.params),
    code: key,
  };
  if (error.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, list]) => [field, list.map((f) => translateValidation(culture, f.key, f.params))]),
    );
    const model = body.errors.Model?.[0];
    if (model) {
      body.message = model;
      body.code = error.fields.Model?.[0]?.key;
    }
  }
  return body;
}

/** Any thrown value as a Problem: ours as they are, Fastify's client errors with their status, the rest 500. */
export function asProblem(error: unknown): Problem {
  if (error instanceof Problem) return error;
  // Two requests racing for the same unique row, or a lost serialization: the later one is told the data changed.
  if (['23505', '40001', '40P01'].includes(databaseErrorCode(error) ?? '')) return new Problem(409, 'http.409');
  const status = (error as FastifyError | undefined)?.statusCode;
  if (status && status >= 400 && status < 500) return new Problem(status, `http.${status}`);
  return new Problem(500, 'http.500');
}

/** The SQLSTATE of a database error, also when the query builder wrapped it. */
function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 3; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The culture of a request that may have failed before the context hook ran. */
const cultureOf = (request: FastifyRequest): LanguageCode =>
  request.culture ?? normalizeCulture((request.query as Record<string, string> | undefined)?.culture ?? request.headers['accept-language']);

function sendProblem(request: FastifyRequest, reply: FastifyReply, problem: Problem) {
  return reply.status(problem.status).type('application/json; charset=utf-8').send(problemBody(cultureOf(request), problem));
}

/**
 * Turns every failure into the one error body, translated into the request's culture: our own
 * refusals, validation, Fastify's own client errors (malformed JSON, body too large, unsupported
 * media type, bad URL) and unexpected faults (logged, answered 500). With `spaFallback`, unknown
 * paths outside /api serve the web app (history mode: any route can be reloaded).
 */
export function registerErrorHandler(app: FastifyInstance, options: { spaFallback?: boolean } = {}): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const problem = asProblem(error);
    if (problem.status >= 500) request.log.error({ err: error }, 'request failed');
    return sendProblem(request, reply, problem);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && request.method === 'GET' && isAppPath(request.url)) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return sendProblem(request, reply, new Problem(404, 'http.404'));
  });
}

/** Fastify's `frameworkErrors` option: a malformed URL answers 400 in the one error shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  applySecurityHeaders(reply, reply.server.deps.config);
  void sendProblem(request, reply, asProblem(error));
}
