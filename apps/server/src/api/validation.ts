import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { Problem, validationProblem } from '../lib/problems';
import { fieldKey } from '@portal/domain';

/** The first top-level field (or '' for the payload itself) holding a string with a NUL character. */
function fieldWithNul(value: unknown, field = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? field : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = fieldWithNul(item, field);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key.includes('\u0000')) return field || key;
      const found = fieldWithNul(item, field || key);
      if (found !== null) return found;
    }
  }
  return null;
}

/**
 * Validates params, query and body with the route's zod schema and hands the handler the parsed
 * (coerced) values. Strings with NUL characters are refused for every field: PostgreSQL cannot
 * store them, and no screen sends them.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const nul = fieldWithNul(data);
    if (nul !== null) return { error: new Problem(422, 'http.422', {}, { [fieldKey(nul)]: [{ key: 'errorInvalidCharacters' }] }) };
    const result = schema.safeParse(data);
    if (!result.success) return { error: validationProblem(result.error) };
    return { value: result.data };
  };
