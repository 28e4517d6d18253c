import i18n, { type ParseKeys } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { normalizeCulture, type Catalogue, type LanguageCode } from '@portal/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/nl';
import relativeTime from 'dayjs/plugin/relativeTime';
import { storage, storageKeys } from './storage';

dayjs.extend(relativeTime);

/** A key of the catalogues (any area's namespace), for a text named in data: a drawer entry's label, a column's heading. */
export type TextKey = ParseKeys;

const dayjsLocale: Record<LanguageCode, string> = { de: 'de', en: 'en-gb', nl: 'nl' };

/** Locale from the browser: de, en or nl, anything else German (spec §1). */
export function browserLanguage(): LanguageCode {
  return normalizeCulture(typeof navigator === 'undefined' ? 'de' : navigator.language);
}

// Each catalogue is a chunk of its own: a visitor downloads only the language they read.
const catalogueLoaders: Record<LanguageCode, () => Promise<{ default: Catalogue }>> = {
  de: () => import('@portal/domain/i18n/de'),
  en: () => import('@portal/domain/i18n/en'),
  nl: () => import('@portal/domain/i18n/nl'),
};

/** Makes `code`'s catalogue available (once); the app renders after the first language's has arrived. */
export async function loadCatalogue(code: LanguageCode): Promise<void> {
  if (i18n.hasResourceBundle(code, 'translation')) return;
  // No copy: the catalogue module is read only, and i18next's deep copy (JSON out and back in) of the
  // whole catalogue was a task of its own at start.
  i18n.addResourceBundle(code, 'translation', (await catalogueLoaders[code]()).default, false, false, { skipCopy: true });
}

void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: initialLanguage(),
  fallbackLng: 'de',
  interpolation: { escapeValue: false },
  returnNull: false,
});
dayjs.locale(dayjsLocale[i18n.language as LanguageCode] ?? 'de');
if (typeof document !== 'undefined') {
  // The document's language is that of the texts shown (screen readers' voice, hyphenation of titles),
  // so it follows i18n's switch, which comes once the new catalogue has arrived.
  document.documentElement.lang = normalizeCulture(i18n.language);
  i18n.on('languageChanged', (code) => (document.documentElement.lang = normalizeCulture(code)));
  const saved = storage.get(storageKeys.language);
  if (saved) rememberForServer(normalizeCulture(saved));
}

/**
 * The chosen language also as a cookie: the server answers /login with the screen prerendered in it.
 * A preference, not an identifier; the app itself reads the stored value.
 */
function rememberForServer(code: LanguageCode): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `language=${code}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Switches the interface (and date formatting) to `code` and remembers the choice for the next visit. */
export function setLanguage(code: LanguageCode): void {
  if (i18n.language !== code) void loadCatalogue(code).then(() => i18n.changeLanguage(code));
  dayjs.locale(dayjsLocale[code]);
  try {
    storage.set(storageKeys.language, code);
    rememberForServer(code);
  } catch {
    // Storage may be disabled (private mode); the language still applies to this visit.
  }
}

/** The remembered language, else the browser's (spec §1). */
export function initialLanguage(): LanguageCode {
  const saved = typeof localStorage === 'undefined' ? null : storage.get(storageKeys.language);
  return saved ? normalizeCulture(saved) : browserLanguage();
}

export const currentLanguage = () => normalizeCulture(i18n.language);

/** Dates as DD.MM.YYYY (spec §9). */
export const formatDate = (value: string | Date | null | undefined) => (value ? dayjs(value).format('DD.MM.YYYY') : '');

export default i18n;
