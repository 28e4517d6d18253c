import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { useFieldSettings } from './form-box';

export interface SelectOption {
  value: number | string;
  text: string;
}

export type FormSelectProps<T extends FieldValues> = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'select' | 'defaultValue' | 'children'
> & {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  /** Several values (the field holds an array). */
  multiple?: boolean;
  /** Adds an empty first entry with this text (e.g. “All”). */
  emptyText?: string;
  /** What the field holds when the empty entry is chosen (default `''`). */
  emptyValue?: '' | null;
  /** Called after the user chose an entry (e.g. to clear the fields that depend on this one). */
  onChanged?: () => void;
};

/** A labelled MUI select bound to react-hook-form, with the translated field error. */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  options,
  multiple = false,
  emptyText,
  emptyValue = '',
  onChanged,
  helperText,
  fullWidth = true,
  slotProps,
  disabled,
  margin,
  ...rest
}: FormSelectProps<T>) {
  const settings = useFieldSettings();
  const textOf = (value: unknown) => options.find((o) => o.value === value)?.text ?? '';
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, message }) => {
        // A stored value not (yet) among the options would leave MUI's select without a matching entry.
        const value = multiple ? ((field.value as unknown[] | undefined) ?? []) : options.some((o) => o.value === field.value) ? field.value : '';
        return (
          <TextField
            {...rest}
            disabled={disabled || settings.disabled}
            margin={margin ?? settings.margin}
            select
            id={rest.id ?? `field-${name}`}
            name={field.name}
            value={value}
            onChange={(event) => {
              field.onChange(event.target.value === '' ? emptyValue : event.target.value);
              onChanged?.();
            }}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message ?? helperText}
            fullWidth={fullWidth}
            slotProps={{
              ...slotProps,
              select: {
                multiple,
                ...(multiple ? { renderValue: (selected: unknown) => (selected as unknown[]).map(textOf).join(', ') } : {}),
                ...((slotProps?.select as object | undefined) ?? {}),
              },
            }}
          >
            {emptyText !== undefined && !multiple && <MenuItem value="">{emptyText}</MenuItem>}
            {options.map((o) => (
              <MenuItem key={o.value} value={o.value}>
                {o.text}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}
