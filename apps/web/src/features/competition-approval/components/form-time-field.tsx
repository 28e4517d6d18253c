import TextField from '@mui/material/TextField';
import { Controller, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';
import { autoFormatHoursMinutes, completeHoursMinutes } from './form-input-format';

export interface FormTimeFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** 2 for a clock time (start time), 3 for a duration (a time run's hours). */
  maxHourDigits?: number;
  /** Smaller field for table rows. */
  size?: 'small' | 'medium';
  margin?: 'none' | 'dense' | 'normal';
}

/** An `hh:mm` field typed with digits only and formatted while typing (`930` → `09:30`, spec §5). */
export function FormTimeField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  helperText,
  maxHourDigits = 2,
  size,
  margin = 'normal',
}: FormTimeFieldProps<T>) {
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
            required={required}
            disabled={disabled}
            size={size}
            margin={margin}
            fullWidth
            value={text}
            placeholder="hh:mm"
            onChange={(event) => field.onChange(autoFormatHoursMinutes(event.target.value, text, maxHourDigits))}
            onBlur={() => {
              const completed = completeHoursMinutes(text);
              if (completed !== text) field.onChange(completed);
              field.onBlur();
            }}
            inputRef={field.ref}
            error={Boolean(message)}
            helperText={message ?? helperText}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: maxHourDigits + 4 } }}
          />
        );
      }}
    />
  );
}
