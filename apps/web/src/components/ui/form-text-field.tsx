import { TextInput, type TextInputProps } from './text-input';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldSettings } from './form-box';

export type FormTextFieldProps<T extends FieldValues> = Omit<TextInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Called with the typed text after the field took it (live points, live reading of a mark). */
  onTyped?: (text: string) => void;
  /** Formats the text while it is typed (`930` → `09:30`), from what was typed and what the field held. */
  format?: (typed: string, previous: string) => string;
  /** Completes the text when the field is left (`9:3` → `09:30`, a scheme before a web address). */
  complete?: (text: string) => string;
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A labelled MUI text field (outlined, without select mode) bound to react-hook-form. Shows the field's error (a `validation.*` key
 * from the zod schema, or a server text) translated, in place of the helper text.
 */
export function FormTextField<T extends FieldValues>({ control, name, onTyped, format, complete, helperText, fullWidth = true, disabled, margin, ...rest }: FormTextFieldProps<T>) {
  const settings = useFieldSettings();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, message }) => (
        <TextInput
          {...rest}
          disabled={disabled || settings.disabled}
          margin={margin ?? settings.margin}
          id={rest.id ?? `field-${name}`}
          name={field.name}
          value={field.value ?? ''}
          onChange={(event) => {
            const typed = format ? format(event.target.value, textOf(field.value)) : event.target.value;
            field.onChange(rest.type === 'number' && typed !== '' ? Number(typed) : typed);
            onTyped?.(typed);
          }}
          onBlur={() => {
            const text = textOf(field.value);
            const completed = complete?.(text) ?? text;
            if (completed !== text) field.onChange(completed);
            field.onBlur();
          }}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={message ?? helperText}
          fullWidth={fullWidth}
        />
      )}
    />
  );
}
