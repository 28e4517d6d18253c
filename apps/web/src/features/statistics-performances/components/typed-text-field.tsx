import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';

export type TypedTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'defaultValue'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Called with the typed text after the field took it (live points, live reading of a mark). */
  onTyped?: (text: string) => void;
};

/**
 * A text field bound to react-hook-form that keeps what people type (marks, wind, points) and
 * shows its translated error in place of the helper text; `onTyped` lets a row react to typing.
 */
export function TypedTextField<T extends FieldValues>({ control, name, onTyped, helperText, fullWidth = true, ...rest }: TypedTextFieldProps<T>) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        return (
          <TextField
            {...rest}
            id={rest.id ?? `field-${name}`}
            name={field.name}
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(event.target.value);
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
