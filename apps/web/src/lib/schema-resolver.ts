import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { isCatalogueMessage } from './form-errors';

/**
 * A form's check by the domain schema the server checks with: the resolved value is the payload to
 * send, and each field shows the first of its problems (a catalogue key; a schema's own wording,
 * such as a number's range, as `errorInvalidValue`, the server's word for it). `fieldOf` names the field
 * that shows a problem the schema keys otherwise (a qualifier shown by one of two fields).
 */
export function schemaResolver<T extends FieldValues, O>(
  schema: z.ZodType<O, T>,
  fieldOf: (path: string, values: T) => string = (path) => path,
): Resolver<T, unknown, O> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''), values);
      errors[field] ??= { type: 'validate', message: isCatalogueMessage(issue.message) ? issue.message : 'errorInvalidValue' };
    }
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
