import type { ControllerFieldState, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { errorStore } from './error-store';
import { isTextKey } from './i18n';
import './form-texts';

/**
 * A field message for display: zod messages are catalogue keys (`errorEmailRequired` →
 * `validation.errorEmailRequired`, or a dotted key), server messages arrive already translated.
 */
export function translateFieldError(t: TFunction, message: string | undefined, params: Record<string, unknown> = {}): string | undefined {
  if (!message) return undefined;
  const key = isValidationCode(message) ? `validation.${message}` : message;
  if (isDottedKey(key) && isTextKey(key)) return t(key, params);
  return message;
}

/** A schema's message code of the `validation` texts (`errorEmpty`). */
const isValidationCode = (message: string) => /^error[A-Z]\w*$/.test(message);
/** A catalogue key with its group (`validation.errorEmpty`). */
const isDottedKey = (message: string) => /^[a-z]\w*(\.\w+)+$/.test(message);
/** A message a field translates: a code or a key, not a schema's own wording. */
export const isCatalogueMessage = (message: string) => isValidationCode(message) || isDottedKey(message);

/**
 * The field's error as far as the user should see it yet: a rule such as "required" only once the
 * field was left or the form submitted, a server message always.
 */
export function shownFieldError(fieldState: ControllerFieldState, isSubmitted: boolean): string | undefined {
  const error = fieldState.error;
  if (!error) return undefined;
  return error.type === 'server' || fieldState.isTouched || isSubmitted ? error.message : undefined;
}

/**
 * Puts the per-field lists of a 422 answer (`Email`, `Password`, …) on the form's fields through
 * `fieldMap` (server key → form field). Messages under keys the form does not show go to the page's
 * error alert, so none is lost; a `Model` message is shown by the api-client already.
 * Returns whether the error was a 422 with field messages.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: Record<string, string>,
): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const entries = Object.entries(error.fieldErrors).filter(([key, messages]) => key !== 'Model' && messages.length > 0);
  if (entries.length === 0) return false;
  let focused = false;
  const unplaced: string[] = [];
  for (const [key, messages] of entries) {
    const field = fieldMap[key];
    if (!field) {
      unplaced.push(messages[0]);
      continue;
    }
    setError(field as Path<T>, { type: 'server', message: messages.join(' ') }, { shouldFocus: !focused });
    focused = true;
  }
  if (unplaced.length > 0 && !error.fieldErrors.Model) errorStore.set(unplaced.join(' '));
  return true;
}
