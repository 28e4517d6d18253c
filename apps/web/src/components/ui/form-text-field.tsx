import { TextInput, type TextInputProps } from './text-input';
import { Controller, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownFieldError, translateFieldError } from '../../lib/form-errors';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Called with the typed text after the field took it (live points, live reading of a mark). */
  onTyped?: (text: string) => void;
};

/**
 * A labelled MUI text field (outlined, without select mode) bound to react-hook-form. Shows the field's error (a `validation.*` key
 * from the zod schema, or a server text) translated, in place of the helper text.
 */
export function FormTextField<T extends FieldValues>({ control, name, onTyped, helperText, fullWidth = true, ...rest }: FormTextFieldProps<T>) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        return (
          <TextInput
            {...rest}
            id={rest.id ?? `field-${name}`}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(rest.type === 'number' && event.target.value !== '' ? Number(event.target.value) : event.target.value);
              onTyped?.(event.target.value);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message ?? helperText}
            fullWidth={fullWidth}
          />
        );
      }}
    />
  );
}
