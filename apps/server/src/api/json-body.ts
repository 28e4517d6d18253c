import type { FastifyInstance } from 'fastify';
import { Problem } from '../lib/problems';

/** Deepest nesting of arrays and objects a request body may have; no payload of the API needs more than a few. */
export const MAX_JSON_DEPTH = 64;

/**
 * How deeply the JSON text nests, counted without parsing (brackets outside strings), and stopping
 * as soon as `limit` is passed: a body of thousands of nested arrays is refused before anything
 * recursive (the parser's reviver, the validation) walks it.
 */
export function jsonDepthExceeds(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

/** JSON bodies (plain and JSON Patch): Fastify's parser, behind the depth limit (400 beyond it). */
export function registerJsonBodies(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(['application/json', 'application/json-patch+json'], { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (jsonDepthExceeds(text)) return done(new Problem(400, 'validation.errorJsonTooDeep', { max: MAX_JSON_DEPTH }), undefined);
    parse(request, text, done);
  });
}
