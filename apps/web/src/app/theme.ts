import { createTheme, type Theme } from '@mui/material/styles';
import { deDE as coreDe, enUS as coreEn, nlNL as coreNl } from '@mui/material/locale';
import { deDE as pickersDe, enUS as pickersEn, nlNL as pickersNl } from '@mui/x-date-pickers/locales';
import type { LanguageCode } from '@portal/domain';

/** Federation red; white text on it has a contrast of 6.6:1. */
export const federationRed = '#b71c1c';

const locales = {
  de: [coreDe, pickersDe],
  en: [coreEn, pickersEn],
  nl: [coreNl, pickersNl],
} as const;

/** The portal theme with MUI's built-in texts (pager, pickers) in the interface language. */
export function buildTheme(language: LanguageCode): Theme {
  const [core, pickers] = locales[language] ?? locales.de;
  return createTheme(
    {
      palette: {
        primary: { main: federationRed, contrastText: '#ffffff' },
        secondary: { main: '#37474f' },
        // MUI's default info blue carries white text at 3.9:1; this one reaches 4.5:1 (WCAG AA) for chips and buttons.
        info: { main: '#0277bd' },
        background: { default: '#f5f5f5' },
      },
      shape: { borderRadius: 6 },
      components: {
        MuiButton: { defaultProps: { disableElevation: true } },
        MuiTextField: { defaultProps: { margin: 'normal' } },
      },
    },
    core,
    pickers,
  );
}
