import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import { fieldKey } from '@portal/domain';
import { applyServerErrors } from './form-errors';

/** Server key → form field: each of the form's fields under the server's spelling (`fieldKey`: `dateFrom` → `DateFrom`). */
export function serverFieldsOf(fields: Iterable<string>, renamed: Record<string, string> = {}): Record<string, string> {
  return { ...Object.fromEntries([...fields].map((field) => [fieldKey(field), field])), ...renamed };
}

export type ContractFormProps<T extends FieldValues, C, O> = UseFormProps<T, C, O> & {
  /**
   * Server keys the form names otherwise (`OrganizationId` → `club`), or shows as a message of the
   * whole form or list (`EventClasses` → `root.eventClasses`); the others find their field by name.
   */
  renamedServerFields?: Record<string, string>;
};

export type ContractForm<T extends FieldValues, C, O> = UseFormReturn<T, C, O> & {
  /** Puts a 422's field messages on the fields (`applyServerErrors`); whether the error was one. */
  applyServerErrors(error: unknown): boolean;
};

/**
 * `useForm` for a form that sends a contract's payload: a 422 of the server lands on the form's
 * fields on the screen by their names without a hand-written map, renamed fields aside.
 */
export function useContractForm<T extends FieldValues, C = unknown, O = T>({ renamedServerFields, ...props }: ContractFormProps<T, C, O>): ContractForm<T, C, O> {
  const form = useForm<T, C, O>(props);
  const applyContractErrors = (error: unknown) => {
    // Only fields on the screen take a message; one for a field the form holds but does not show
    // (an id, a token) goes to the page's alert, as every unplaced message does.
    // A form that gets its values later (`reset`) has no default values to name its fields by.
    const shown = form.control._names.mount;
    const placed = (field: string) => shown.has(field) || field.startsWith('root.');
    const renamed = Object.fromEntries(Object.entries(renamedServerFields ?? {}).filter(([, field]) => placed(field)));
    return applyServerErrors(error, form.setError, serverFieldsOf(shown, renamed));
  };
  return { ...form, applyServerErrors: applyContractErrors };
}
