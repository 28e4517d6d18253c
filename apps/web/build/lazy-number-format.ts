import type { Plugin } from 'vite';

const id = '\0lazy-build-format-number';

/**
 * The number formatter of MUI's locales, created on first use. MUI's own creates an
 * `Intl.NumberFormat` for each locale while its module loads, and the first one loads the ICU data:
 * about 20 ms per language on a fast machine, 80 ms on a slow phone, before the first screen renders
 * (the portal imports de, en and nl). The pager is the first to format a number, on a list screen.
 */
export const lazyFormatNumberSource = `
export function buildFormatNumber(locale) {
  let formatter;
  return (value) => {
    if (!Number.isFinite(value)) return String(value);
    if (formatter === undefined) {
      try { formatter = new Intl.NumberFormat(locale); } catch { formatter = null; }
    }
    return formatter ? formatter.format(value) : String(value);
  };
}
export default buildFormatNumber;
`;

/** Whether `source`, imported by `importer`, is the number formatter of an MUI locale. */
export function isMuiLocaleFormatter(source: string, importer: string | undefined): boolean {
  const fromMuiLocale = importer !== undefined && /@mui[\\/]material[\\/]locale[\\/]/.test(importer);
  return fromMuiLocale && /(^|[\\/])buildFormatNumber(\.m?js)?$/.test(source);
}

export function lazyNumberFormat(): Plugin {
  return {
    name: 'portal:lazy-number-format',
    enforce: 'pre',
    resolveId: (source, importer) => (isMuiLocaleFormatter(source, importer) ? id : null),
    load(source) {
      return source === id ? lazyFormatNumberSource : null;
    },
  };
}
