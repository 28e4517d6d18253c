import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Controller, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';
import { dayValue, INVALID_DAY } from './dates-provider';
import type { RegistrationFormControl } from './form-values';

export interface FormDateFieldProps {
  control: RegistrationFormControl;
  label: string;
  disabled?: boolean;
}

/** The event's day (DD.MM.YYYY, spec §9) bound to the `YYYY-MM-DD` field `eventDate`; inside `DatesProvider`. */
export function FormDateField({ control, label, disabled }: FormDateFieldProps) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  // A half-typed day stays in the field as typed; the form holds only the marker.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  return (
    <Controller
      control={control}
      name="eventDate"
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        const value = field.value === INVALID_DAY ? typed : field.value ? dayjs(field.value) : null;
        return (
          <DatePicker
            label={label}
            value={value}
            format="DD.MM.YYYY"
            disabled={disabled}
            onChange={(next) => {
              setTyped(next);
              field.onChange(dayValue(next));
            }}
            inputRef={field.ref}
            slotProps={{
              textField: { id: 'field-eventDate', name: field.name, required: true, fullWidth: true, margin: 'normal', error: Boolean(message), helperText: message, onBlur: field.onBlur },
            }}
          />
        );
      }}
    />
  );
}
