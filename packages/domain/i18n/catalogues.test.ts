import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues, translate } from '../src/i18n';

describe('catalogues', () => {
  const deKeys = catalogueKeys(catalogues.de).sort();

  it.each(['en', 'nl'] as const)('%s has exactly the German key set', (lang) => {
    expect(catalogueKeys(catalogues[lang]).sort()).toEqual(deKeys);
  });

  it.each(['en', 'nl'] as const)('%s translates every phrase (none left equal to German)', (lang) => {
    // Single words such as "Organisation" or "Status" may be spelt alike; a phrase may not.
    const untranslated = deKeys.filter((k) => translate(lang, k) === translate('de', k) && /\p{L}{2,}\s+\p{L}{2,}/u.test(translate('de', k)));
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

describe('texts for codes of the domain', () => {
  it('has a validation text for every mark error code', async () => {
    const { markErrorCodes } = await import('../src/results/parse-event-mark');
    for (const code of markErrorCodes) expect(translate('de', `validation.${code}`), code).not.toBe(`validation.${code}`);
  });
});
