import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useFieldSettings } from './form-box';

export interface FormCheckboxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
  onChanged?: (checked: boolean) => void;
}

/** A labelled checkbox bound to a boolean field of react-hook-form. */
export function FormCheckbox<T extends FieldValues>({ control, name, label, disabled, onChanged }: FormCheckboxProps<T>) {
  const settings = useFieldSettings();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          disabled={disabled || settings.disabled}
          control={
            <Checkbox
              name={field.name}
              slotProps={{ input: { ref: field.ref } }}
              checked={Boolean(field.value)}
              onChange={(event) => {
                field.onChange(event.target.checked);
                onChanged?.(event.target.checked);
              }}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );
}
