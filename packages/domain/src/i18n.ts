import de from '../i18n/de';
import en from '../i18n/en';
import nl from '../i18n/nl';
import type { LanguageCode } from './platform/roles';
import { fillIn, textAt } from './text-lookup';

export type Catalogue = typeof de;
/** The three interface catalogues, German first; a test keeps their key sets equal. */
export const catalogues: Record<LanguageCode, Catalogue> = { de, en, nl };

type Params = Record<string, string | number | null | undefined>;

/** Catalogue text for `key` in `culture` (falling back to German, then to the key), with {{param}} filled in. */
export function translate(culture: LanguageCode, key: string, params: Params = {}): string {
  return fillIn(textAt(catalogues[culture], key) ?? textAt(catalogues.de, key) ?? key, params);
}

/** Translates a validation message key such as `errorEmailRequired`. */
export function translateValidation(culture: LanguageCode, key: string, params: Params = {}): string {
  return key.includes('.') ? translate(culture, key, params) : translate(culture, `validation.${key}`, params);
}

/** Every dotted key of a catalogue, for the equality test and for checks of used keys. */
export function catalogueKeys(catalogue: unknown, prefix = ''): string[] {
  if (catalogue === null || typeof catalogue !== 'object') return [prefix];
  return Object.entries(catalogue as Record<string, unknown>).flatMap(([k, v]) =>
    catalogueKeys(v, prefix ? `${prefix}.${k}` : k),
  );
}
