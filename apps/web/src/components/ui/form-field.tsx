import type { ReactElement } from 'react';
import { Controller, useFormState, type Control, type ControllerRenderProps, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '../../lib/use-translation';
import { shownFieldError, translateFieldError } from '../../lib/form-errors';

/** What a field of a form draws with: its binding, and its message as far as the user should see it yet, translated. */
export interface FieldBinding<T extends FieldValues, N extends FieldPath<T>> {
  field: ControllerRenderProps<T, N>;
  message: string | undefined;
}

export interface FormFieldProps<T extends FieldValues, N extends FieldPath<T>> {
  control: Control<T>;
  name: N;
  /** Values of the message's placeholders (`{{max}}`). */
  errorParams?: Record<string, unknown>;
  render: (binding: FieldBinding<T, N>) => ReactElement;
}

/**
 * One field of a react-hook-form form, whatever it draws: a rule's message (a `validation.*` code of
 * the shared schema) once the field was left or the form sent, a server's message at once.
 */
export function FormField<T extends FieldValues, N extends FieldPath<T>>({ control, name, errorParams, render }: FormFieldProps<T, N>) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => render({ field, message: translateFieldError(t, shownFieldError(fieldState, isSubmitted), errorParams) })}
    />
  );
}
