import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

export interface FormCoordinateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A number typed with a comma or a point; NaN for text that is no number (the schema then refuses it). */
export function parseCoordinate(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (!trimmed) return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * A latitude or longitude bound to a `number | null` field. The typed text is kept while it is
 * typed (`51,` is no number yet); a value set from outside (a click on the map) replaces it.
 */
export function FormCoordinateField<T extends FieldValues>({ control, name, label, disabled }: FormCoordinateFieldProps<T>) {
  const [typed, setTyped] = useState<{ text: string; value: number | null } | null>(null);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, message }) => {
        const value = field.value as number | null | undefined;
        const sameValue = typed && (typed.value === value || (Number.isNaN(typed.value) && Number.isNaN(value)));
        const text = sameValue ? typed.text : value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
        return (
          <TextField
            id={`field-${name}`}
            name={field.name}
            label={label}
            disabled={disabled}
            fullWidth
            value={text}
            onChange={(event) => {
              const parsed = parseCoordinate(event.target.value);
              setTyped({ text: event.target.value, value: parsed });
              field.onChange(parsed);
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
        );
      }}
    />
  );
}
