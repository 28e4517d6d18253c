import type { ParseKeys } from 'i18next';
import { normalizeCulture, type LanguageCode } from '@portal/domain';
import type { namespaces } from '@portal/domain/i18n/de';
import { storage, storageKeys } from './storage';
import { Translator } from './translator';

/** A key of the catalogues (any area's namespace), for a text named in data: a drawer entry's label, a column's heading. */
export type TextKey = ParseKeys;

/** Locale from the browser: de, en or nl, anything else German (spec §1). */
export function browserLanguage(): LanguageCode {
  return normalizeCulture(typeof navigator === 'undefined' ? 'de' : navigator.language);
}

/** An area's texts: an i18next namespace, named as the area's folder (`packages/domain/src/<area>/i18n`). */
export type Namespace = keyof typeof namespaces;

/**
 * Every area's texts in every language, each a chunk of its own: a reader downloads their language's
 * texts of the frame and of the screens they open, not the whole catalogue. The frame's texts come
 * with every area's drawer labels in the same language (build/frame-texts.ts): the drawer lists
 * every area before any area's texts have loaded.
 */
const textFiles = import.meta.glob<{ default: Record<string, unknown> }>(['../../../../packages/domain/src/*/i18n/{de,en,nl}.json', '!../../../../packages/domain/src/platform/i18n/*.json']);
const textLoaders = new Map<string, () => Promise<{ default: Record<string, unknown> }>>([
  ...Object.entries(textFiles).map(([file, load]) => {
    const [, area, language] = /\/src\/([^/]+)\/i18n\/(\w+)\.json$/.exec(file) ?? [];
    return [`${language}/${area}`, load] as const;
  }),
  ['de/platform', () => import('virtual:frame-texts/de')],
  ['en/platform', () => import('virtual:frame-texts/en')],
  ['nl/platform', () => import('virtual:frame-texts/nl')],
]);

/** The namespaces every screen needs: the frame's (top bar, drawer, errors, common words). */
const frameTexts = 'platform' satisfies Namespace;
/** The namespaces asked for so far: a language chosen later loads them all. */
const wanted = new Set<Namespace>([frameTexts]);
/** The language being switched to while its texts arrive: a screen opened meanwhile loads its texts in both. */
let switchingTo: LanguageCode | undefined;

export const currentLanguage = () => normalizeCulture(i18n.language);

/** Makes `namespaces` of `code` available (each once). */
async function loadTexts(code: LanguageCode, namespaces: Iterable<Namespace>): Promise<void> {
  await Promise.all(
    [...namespaces].map(async (ns) => {
      if (i18n.hasResourceBundle(code, ns)) return;
      const load = textLoaders.get(`${code}/${ns}`);
      if (!load) throw new Error(`no texts ${code}/${ns}`);
      i18n.addResourceBundle(code, ns, (await load()).default);
    }),
  );
}

/** The texts asked for so far (at start the frame's) in `code`; the app renders after the first language's have arrived. */
export function loadCatalogue(code: LanguageCode): Promise<void> {
  return loadTexts(code, wanted);
}

/** Texts on their way; a screen whose code asked for some renders once they are here (`textsArrived`). */
const arriving = new Set<Promise<unknown>>();

/** A screen's texts (its areas' namespaces) in the current language: loaded beside the screen's code. */
export function loadScreenTexts(namespaces: readonly Namespace[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns);
  const loaded = Promise.all([loadTexts(currentLanguage(), namespaces), switchingTo && loadTexts(switchingTo, namespaces)]).then(() => undefined);
  arriving.add(loaded);
  // Its waiters see a failure; the set only forgets it.
  loaded.then(
    () => arriving.delete(loaded),
    () => arriving.delete(loaded),
  );
  return loaded;
}

/**
 * Resolves once the texts asked for so far have arrived, among them those a module asked for as it
 * was loaded (`lib/form-texts`): a screen loaded on demand waits for this before it renders.
 */
export const textsArrived = (): Promise<void> => Promise.all([...arriving]).then(() => undefined);

/** Every namespace. */
const allNamespaces = [...new Set([...textLoaders.keys()].map((k) => k.split('/')[1] as Namespace))];

/** Every text of `code`: for the prerender and tests, which render any screen at once. */
export const loadAllTexts = (code: LanguageCode) => loadTexts(code, allNamespaces);

/** The texts shown, in the remembered or the browser's language; German where a text is missing. */
const i18n = new Translator(initialLanguage(), frameTexts, 'de');

if (typeof document !== 'undefined') {
  // The document's language is that of the texts shown (screen readers' voice, hyphenation of titles),
  // so it follows i18n's switch, which comes once the new catalogue has arrived.
  document.documentElement.lang = normalizeCulture(i18n.language);
  i18n.on('languageChanged', (code) => void (document.documentElement.lang = normalizeCulture(code)));
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

/** Switches the interface (and, by lib/dates, date formatting) to `code` and remembers the choice for the next visit. */
export function setLanguage(code: LanguageCode): void {
  if (i18n.language !== code) {
    switchingTo = code;
    void loadCatalogue(code).then(async () => {
      if (switchingTo === code) switchingTo = undefined;
      await i18n.changeLanguage(code);
    });
  }
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

/**
 * Whether `key` names a loaded text: for keys that arrive as data (a schema's message code, a
 * notice handed over from another screen), which the compiler cannot check.
 */
export const isTextKey = (key: string): key is TextKey => i18n.exists(key);

export default i18n;
