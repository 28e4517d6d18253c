import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSwitchProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A yes/no field bound to react-hook-form. */
export function FormSwitch<T extends FieldValues>({ control, name, label, disabled }: FormSwitchProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          sx={{ mt: 2 }}
          label={label}
          disabled={disabled}
          control={<Switch id={`field-${name}`} name={field.name} checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} onBlur={field.onBlur} />}
        />
      )}
    />
  );
}
