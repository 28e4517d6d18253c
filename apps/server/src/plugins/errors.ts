import type { FastifyError, FastifyInstance } from 'fastify';
import { translate, translateValidation, type ProblemBody } from '@portal/domain';
import { Problem } from '../lib/problems';

/**
 * Turns every failure into the one error body, translated into the request's culture. With
 * `spaFallback`, unknown paths outside /api serve the web app (history mode: any route can be reloaded).
 */
export function registerErrorHandler(app: FastifyInstance, options: { spaFallback?: boolean } = {}): void {
  app.setErrorHandler((error: FastifyError | Problem, request, reply) => {
    const culture = request.culture ?? 'de';
    if (error instanceof Problem) {
      const body: ProblemBody = {
        status: error.status,
        title: translate(culture, `http.${error.status}`),
        message: error.key.startsWith('http.') ? translate(culture, error.key, error.params) : translateValidation(culture, error.key, error.params),
        code: error.key,
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
      return reply.status(error.status).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) request.log.error(error);
    const known = [400, 401, 403, 404, 409, 413, 415, 422, 429].includes(status);
    const key = known && status !== 413 && status !== 415 ? `http.${status}` : status === 500 ? 'http.500' : 'http.400';
    const body: ProblemBody = { status, title: translate(culture, key), message: translate(culture, key), code: key };
    return reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    if (options.spaFallback && request.method === 'GET' && !request.url.startsWith('/api')) {
      return reply.type('text/html').sendFile('index.html');
    }
    const culture = request.culture ?? 'de';
    const body: ProblemBody = { status: 404, title: translate(culture, 'http.404'), message: translate(culture, 'http.404'), code: 'http.404' };
    return reply.status(404).send(body);
  });
}
