import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Controller, useFormState, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';
import { dayValue, INVALID_DAY } from '../../../components/ui/dates-provider';
import type { PerformanceFormValues } from './performance-form-values';

export interface FormDateFieldProps {
  control: Control<PerformanceFormValues>;
  label: string;
  /** The days offered (`YYYY-MM-DD`; no first day: any before `to`); the picker opens within them. */
  window: { from: string | null; to: string };
  disabled?: boolean;
}

/** The day of the mark (DD.MM.YYYY, spec §9), within `window`; inside `DatesProvider`. */
export function FormDateField({ control, label, window, disabled }: FormDateFieldProps) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  // A half-typed day stays in the field as typed; the form holds only the marker.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  return (
    <Controller
      control={control}
      name="date"
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        const value = field.value === INVALID_DAY ? typed : field.value ? dayjs(field.value) : null;
        return (
          <DatePicker
            label={label}
            value={value}
            format="DD.MM.YYYY"
            disabled={disabled}
            minDate={window.from !== null ? dayjs(window.from) : undefined}
            maxDate={dayjs(window.to)}
            referenceDate={window.from !== null ? dayjs(window.to) : undefined}
            onChange={(next) => {
              setTyped(next);
              field.onChange(dayValue(next));
            }}
            inputRef={field.ref}
            slotProps={{
              textField: { id: 'field-date', name: field.name, required: true, fullWidth: true, margin: 'normal', error: Boolean(message), helperText: message, onBlur: field.onBlur },
            }}
          />
        );
      }}
    />
  );
}
