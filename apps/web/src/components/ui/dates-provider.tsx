import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { deDE, enUS, nlNL } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import '../../lib/dates';
import { useTranslation } from '../../lib/use-translation';
import { normalizeCulture } from '@portal/domain';

const pickerLocales = {
  de: { adapter: 'de', texts: deDE },
  en: { adapter: 'en-gb', texts: enUS },
  nl: { adapter: 'nl', texts: nlNL },
} as const;

/** The date pickers' provider in the interface language (dayjs locales are loaded by lib/dates). */
export function DatesProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = pickerLocales[normalizeCulture(i18n.language)];
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale.adapter} localeText={locale.texts.components.MuiLocalizationProvider.defaultProps.localeText}>
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
