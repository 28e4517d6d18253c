import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, nlNL } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import { useState, type ReactNode } from 'react';
import { Controller, useFormState, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normalizeCulture } from '@portal/domain';
import { shownFieldError, translateFieldError } from '../../../lib/form-errors';

const pickerLocales = {
  de: { adapter: 'de', texts: deDE },
  en: { adapter: 'en-gb', texts: enUS },
  nl: { adapter: 'nl', texts: nlNL },
} as const;

/** The date pickers' provider in the interface language (dayjs locales are loaded by lib/i18n). */
export function FormDatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = pickerLocales[normalizeCulture(i18n.language)];
  return (
    <LocalizationProvider
      dateAdapter={AdapterDayjs}
      adapterLocale={locale.adapter}
      localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}
    >
      {children}
    </LocalizationProvider>
  );
}

/** Marks a day that was typed but is no calendar day, so that the schema reports it (`errorInvalidInput`). */
export const INVALID_DAY = 'invalid';

/** A picked day as the payload holds it (`YYYY-MM-DD`), null when empty. */
export function dayValue(day: Dayjs | null): string | null {
  if (!day) return null;
  return day.isValid() ? day.format('YYYY-MM-DD') : INVALID_DAY;
}

export interface FormDateFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
  /** Called with the new day after the field changed (e.g. a start day resets the end day). */
  onChanged?: (day: string | null) => void;
}

/** A date field (DD.MM.YYYY, spec §9) bound to a `YYYY-MM-DD` field of react-hook-form; inside `FormDatesProvider`. */
export function FormDateField<T extends FieldValues>({ control, name, label, required, disabled, helperText, onChanged }: FormDateFieldProps<T>) {
  const { t } = useTranslation();
  const { isSubmitted } = useFormState({ control });
  // A half-typed day stays in the field as typed; the form holds only the marker.
  const [typed, setTyped] = useState<Dayjs | null>(null);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = translateFieldError(t, shownFieldError(fieldState, isSubmitted));
        const value = field.value === INVALID_DAY ? typed : typeof field.value === 'string' && field.value ? dayjs(field.value) : null;
        return (
          <DatePicker
            label={label}
            value={value}
            format="DD.MM.YYYY"
            disabled={disabled}
            onChange={(next) => {
              setTyped(next);
              const day = dayValue(next);
              field.onChange(day);
              onChanged?.(day);
            }}
            inputRef={field.ref}
            slotProps={{
              textField: {
                id: `field-${name}`,
                name: field.name,
                required,
                fullWidth: true,
                margin: 'normal',
                error: Boolean(message),
                helperText: message ?? helperText,
                onBlur: field.onBlur,
              },
            }}
          />
        );
      }}
    />
  );
}
