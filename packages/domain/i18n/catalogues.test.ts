import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues, translate } from '../src/i18n';

describe('catalogues', () => {
  const deKeys = catalogueKeys(catalogues.de).sort();

  it.each(['en', 'nl'] as const)('%s has exactly the German key set', (lang) => {
    expect(catalogueKeys(catalogues[lang]).sort()).toEqual(deKeys);
  });

  it.each(['en', 'nl'] as const)('%s translates every text (none left equal to German)', (lang) => {
    // Names and codes that are the same in every language are allowed to repeat.
    const same = new Set(['roles.Trainer', 'roles.Statistiker', 'organizationType.LG', 'organizationType.StG', 'app.copyright']);
    const untranslated = deKeys.filter((k) => !same.has(k) && translate(lang, k) === translate('de', k) && /[a-zäöüß]{4}/i.test(translate('de', k)));
    expect(untranslated).toEqual([]);
  });

  it('keeps placeholders identical across languages', () => {
    const params = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();
    for (const key of deKeys) {
      expect(params(translate('en', key)), key).toEqual(params(translate('de', key)));
      expect(params(translate('nl', key)), key).toEqual(params(translate('de', key)));
    }
  });

  it('fills placeholders', () => {
    expect(translate('de', 'validation.errorPasswordTooShort', { min: 10 })).toBe('Das Passwort muss mindestens 10 Zeichen lang sein');
  });
});
