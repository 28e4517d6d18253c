import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';
import { dayValue } from './dates-provider';
import { INVALID_DAY } from './filter-state';
import type { PerformanceFormValues } from './form-values';

export interface FormDateFieldProps {
  control: Control<PerformanceFormValues>;
  label: string;
  /** The competition's days (`YYYY-MM-DD`): the picker offers only them. */
  min?: string;
  max?: string;
  disabled?: boolean;
}

/** The day of the performance (DD.MM.YYYY, spec §9), within the competition's days; inside `DatesProvider`. */
export function FormDateField({ control, label, min, max, disabled }: FormDateFieldProps) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  // A half-typed day stays in the field as typed; the form holds only the marker.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  return (
    <Controller
      control={control}
      name="performanceDateTime"
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        const value = field.value === INVALID_DAY ? typed : field.value ? dayjs(field.value) : null;
        return (
          <DatePicker
            label={label}
            value={value}
            format="DD.MM.YYYY"
            disabled={disabled}
            minDate={min ? dayjs(min) : undefined}
            maxDate={max ? dayjs(max) : undefined}
            onChange={(next) => {
              setTyped(next);
              field.onChange(dayValue(next));
            }}
            inputRef={field.ref}
            slotProps={{
              textField: {
                id: 'field-performanceDateTime',
                name: field.name,
                required: true,
                fullWidth: true,
                margin: 'normal',
                error: Boolean(message),
                helperText: message,
                onBlur: field.onBlur,
              },
            }}
          />
        );
      }}
    />
  );
}
