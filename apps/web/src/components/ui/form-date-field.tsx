import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { Controller, useFormState, type Control, type FieldPath, type FieldValues, type PathValue, type UseFormReturn } from 'react-hook-form';
import { useFieldSettings } from './form-box';
import { useTranslation } from '../../lib/use-translation';
import { shownFieldError, translateFieldError } from '../../lib/form-errors';
import { dayValue, INVALID_DAY } from './dates-provider';
import '../../lib/form-texts';

export interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  /** Called with the new day after the field changed (e.g. the start day sets indoor or outdoor). */
  onChanged?: (day: string | null) => void;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  helperText?: string;
  /** The first and last day offered (`YYYY-MM-DD`); with a first day the picker opens at the last. */
  min?: string | null;
  max?: string | null;
}

/** A day typed strictly as DD.MM.YYYY (spec §5, §9) bound to a `YYYY-MM-DD` field; inside `DatesProvider`. */
export function FormDateField<T extends FieldValues>({ control, name, label, required, disabled, onChanged, helperText, min, max }: FormDateFieldProps<T>) {
  const { t } = useTranslation();
  const settings = useFieldSettings();
  const { isSubmitted } = useFormState({ control });
  // A half-typed day stays in the field as typed; the form holds only the marker.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const shown = shownFieldError(fieldState, isSubmitted);
        // A typed day that is no calendar day (31.02.) is named as such, whatever rule the form reports on it.
        const message = shown && field.value === INVALID_DAY ? t('validation.errorNoSuchDay') : translateFieldError(t, shown);
        const value = field.value === INVALID_DAY ? typed : field.value ? dayjs(field.value as string) : null;
        return (
          <DatePicker
            label={label}
            value={value}
            format="DD.MM.YYYY"
            disabled={disabled || settings.disabled}
            minDate={min ? dayjs(min) : undefined}
            maxDate={max ? dayjs(max) : undefined}
            referenceDate={min && max ? dayjs(max) : undefined}
            onChange={(next) => {
              setTyped(next);
              const day = dayValue(next);
              field.onChange(day);
              onChanged?.(day);
            }}
            inputRef={field.ref}
            slotProps={{
              textField: { id: `field-${name}`, name: field.name, required, fullWidth: true, margin: 'normal', error: Boolean(message), helperText: message ?? helperText, onBlur: field.onBlur },
            }}
          />
        );
      }}
    />
  );
}

/**
 * `onChanged` of the first day of a span (a competition's days): the last day follows it while that
 * was empty, equal to the first day or before it, and `also` learns each new first day (indoor or
 * outdoor follows its month). A year still being typed (0202 on the way to 2026) is no day yet.
 */
export function useSpanStart<T extends FieldValues>(
  { setValue, getValues }: Pick<UseFormReturn<T>, 'setValue' | 'getValues'>,
  end: FieldPath<T>,
  start: string | null,
  also?: (day: string) => void,
): (day: string | null) => void {
  const followed = useRef(start);
  return (day) => {
    if (!day || day === INVALID_DAY || Number(day.slice(0, 4)) < 1900) return;
    also?.(day);
    const last = getValues(end) as string | null | undefined;
    if (!last || last === followed.current || last < day) setValue(end, day as PathValue<T, FieldPath<T>>, { shouldDirty: true, shouldValidate: true });
    followed.current = day;
  };
}
