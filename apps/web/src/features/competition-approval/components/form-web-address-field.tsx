import TextField from '@mui/material/TextField';
import { Controller, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Limits, withHttp } from '@portal/domain';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';

export interface FormWebAddressFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  disabled?: boolean;
}

/** A web address; `http://` is put in front when the field is left without a scheme (spec §2), as the server would store it. */
export function FormWebAddressField<T extends FieldValues>({ control, name, label, disabled }: FormWebAddressFieldProps<T>) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        const text = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            id={`field-${name}`}
            name={field.name}
            label={label}
            disabled={disabled}
            fullWidth
            type="url"
            value={text}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={() => {
              const completed = withHttp(text.trim()) ?? '';
              if (completed !== text) field.onChange(completed);
              field.onBlur();
            }}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message}
            slotProps={{ htmlInput: { maxLength: Limits.long + 7 } }}
          />
        );
      }}
    />
  );
}
