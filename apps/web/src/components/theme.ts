import { createTheme, type Theme } from '@mui/material/styles';
import { deDE as coreDe, enUS as coreEn, nlNL as coreNl } from '@mui/material/locale';
import type { LanguageCode } from '@portal/domain';

/** Federation red; white text on it has a contrast of 6.6:1. */
export const federationRed = '#b71c1c';

/** Colour of a focused form field; never the error red nor the federation red. */
const focusColor = 'info';

const locales = {
  de: coreDe,
  en: coreEn,
  nl: coreNl,
} as const;

/**
 * For visitors who asked their system for less motion (WCAG 2.3.3): menus, dialogs and collapsing
 * panels appear and go at once, and buttons show no ripple.
 */
const withoutMotion = {
  transitions: {
    create: () => 'none',
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
    getAutoHeightDuration: () => 0,
  },
  components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
};

/** The portal theme with MUI's built-in texts (pager) in the interface language. */
export function buildTheme(language: LanguageCode, reducedMotion = false): Theme {
  const core = locales[language] ?? locales.de;
  return createTheme(
    {
      ...(reducedMotion ? { transitions: withoutMotion.transitions } : {}),
      palette: {
        primary: { main: federationRed, contrastText: '#ffffff' },
        secondary: { main: '#37474f' },
        // MUI's default info blue carries white text at 3.9:1; this one reaches 4.5:1 (WCAG AA) for chips and buttons.
        info: { main: '#0277bd' },
        // MUI's default orange carries white text at 3.1:1 (warning chips); this one reaches 5.5:1, and 5:1
        // as text on the grey page (WCAG AA, 4.5:1).
        warning: { main: '#a65200' },
        background: { default: '#f5f5f5' },
      },
      shape: { borderRadius: 6 },
      components: {
        ...(reducedMotion ? withoutMotion.components : {}),
        MuiButton: { defaultProps: { disableElevation: true } },
        // Long German compounds in titles break between syllables (with the document's lang), not at any letter.
        MuiCssBaseline: { styleOverrides: { 'h1, h2, h3, h4, h5, h6': { hyphens: 'auto', overflowWrap: 'break-word' } } },
        // A focused field is outlined in blue: the primary red read as an error next to real errors.
        MuiTextField: { defaultProps: { margin: 'normal', color: focusColor } },
        MuiFormControl: { defaultProps: { color: focusColor } },
      },
    },
    core,
  );
}
