import type { z } from 'zod';
import { fieldKey } from '@portal/domain';

type Params = Record<string, string | number>;

/** One message on a field: a catalogue key and its parameters. */
export interface FieldMessage {
  key: string;
  params?: Params;
}

/** A refused request: status, a catalogue key for the message, and for 422 the field errors as catalogue keys. */
export class Problem extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly params: Params = {},
    readonly fields?: Record<string, FieldMessage[]>,
  ) {
    super(key);
  }
}

export const badRequest = (key = 'http.400') => new Problem(400, key);
export const unauthorized = (key = 'http.401') => new Problem(401, key);
export const forbidden = (key = 'http.403') => new Problem(403, key);
/** Also the answer for another tenant's object, so that its existence does not leak. */
export const notFound = (key = 'http.404') => new Problem(404, key);
export const conflict = (key = 'http.409') => new Problem(409, key);
export const tooManyRequests = (key = 'http.429', params: Params = {}) => new Problem(429, key, params);

/** 422 with one message on one field (e.g. `fieldError('Password', 'errorPasswordTooShort', { min: 10 })`). */
export function fieldError(field: string, key: string, params?: Params): Problem {
  return new Problem(422, 'http.422', {}, { [field]: [{ key, params }] });
}

/** 422 whose message is shown as the general error (the spec's `Model` key). */
export const modelError = (key: string, params?: Params) => fieldError('Model', key, params);

const catalogueKey = /^error[A-Za-z0-9]*$/;

/** The parameters a size message needs (`{{min}}`, `{{max}}`). */
function issueParams(issue: z.core.$ZodIssue): Params | undefined {
  if (issue.code === 'too_small') return { min: Number(issue.minimum) };
  if (issue.code === 'too_big') return { max: Number(issue.maximum) };
  return undefined;
}

/**
 * A failed validation as 422 with per-field lists keyed as the screens expect (`firstName` →
 * `FirstName`, the whole payload → `Model`); schema messages are catalogue keys, others become
 * `errorInvalidValue`.
 */
export function validationProblem(error: z.ZodError): Problem {
  const fields: Record<string, FieldMessage[]> = {};
  for (const issue of error.issues) {
    const field = fieldKey(String(issue.path[0] ?? ''));
    const key = catalogueKey.test(issue.message) ? issue.message : 'errorInvalidValue';
    const list = (fields[field] ??= []);
    if (!list.some((f) => f.key === key)) list.push({ key, params: issueParams(issue) });
  }
  return new Problem(422, 'http.422', {}, fields);
}
