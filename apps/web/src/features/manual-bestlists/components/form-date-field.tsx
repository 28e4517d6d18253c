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
  /** The list's year: the picker opens there and offers only its days. */
  year: number | null;
  disabled?: boolean;
}

/** The day of the mark (DD.MM.YYYY, spec §9), within the list's year when it has one; inside `DatesProvider`. */
export function FormDateField({ control, label, year, disabled }: FormDateFieldProps) {
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
            minDate={year !== null ? dayjs(`${year}-01-01`) : undefined}
            maxDate={year !== null ? dayjs(`${year}-12-31`) : undefined}
            referenceDate={year !== null ? dayjs(`${year}-06-01`) : undefined}
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
