import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from '../../../components/ui/form-field';

export interface CountFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/**
 * A finisher count (spec §5): a 0 is cleared when the field gains focus, so the user types over it,
 * and an empty field is 0 again when it loses focus. The form value is always a number; only the
 * text shown while typing may be empty.
 */
export function CountField<T extends FieldValues>({ control, name, label, disabled }: CountFieldProps<T>) {
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, message }) => {
        const value = field.value as number | null | undefined;
        return (
          <TextField
            id={`field-${name}`}
            name={field.name}
            type="number"
            label={label}
            value={typing ?? String(value ?? 0)}
            disabled={disabled}
            onFocus={() => setTyping(value === 0 || value === null || value === undefined ? '' : String(value))}
            onChange={(event) => {
              setTyping(event.target.value);
              field.onChange(event.target.value.trim() === '' ? 0 : Number(event.target.value));
            }}
            onBlur={() => {
              setTyping(null);
              field.onBlur();
            }}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message}
            margin="dense"
            size="small"
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          />
        );
      }}
    />
  );
}
