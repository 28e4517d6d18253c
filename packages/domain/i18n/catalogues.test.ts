import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueKeys, catalogues, translate } from '../src/i18n';
import { namespaces as de } from './de';
import { namespaces as en } from './en';
import { namespaces as nl } from './nl';

const namespaceSets = { de, en, nl };

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

describe('the areas’ catalogue files', () => {
  const sharedGroups = ['drawer', 'mail'] as const;
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
  const areas = fs.readdirSync(src).filter((area) => fs.existsSync(path.join(src, area, 'i18n')));
  const groupsOf = (area: string, lang: string) => Object.keys(JSON.parse(fs.readFileSync(path.join(src, area, 'i18n', `${lang}.json`), 'utf8')) as object);

  it('each hold the three languages with the same groups, and each language’s catalogue gathers them all', () => {
    expect(areas.length).toBeGreaterThan(10);
    for (const lang of ['de', 'en', 'nl'] as const) {
      for (const area of areas) {
        expect(groupsOf(area, lang), `${area} ${lang}`).toEqual(groupsOf(area, 'de'));
        expect(Object.keys(namespaceSets[lang]), `areas.ts lists ${area}`).toContain(area);
      }
    }
  });

  it('name each group of keys in one area only (a second would silently replace the first)', () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const area of areas) {
      for (const group of groupsOf(area, 'de')) {
        if (owner.has(group)) twice.push(`${group}: ${owner.get(group)} and ${area}`);
        owner.set(group, area);
      }
    }
    expect(twice).toEqual([]);
    // The shared groups (drawer labels, mails' texts) gather every area's `<group>.json`.
    expect(new Set([...owner.keys(), ...sharedGroups]).size).toBe(Object.keys(catalogues.de).length);
  });

  it.each(sharedGroups)('gather the %s group of every area without one area’s entry replacing another’s', (group) => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const area of areas.filter((a) => fs.existsSync(path.join(src, a, 'i18n', `${group}.json`)))) {
      const texts = JSON.parse(fs.readFileSync(path.join(src, area, 'i18n', `${group}.json`), 'utf8')) as Record<string, object>;
      expect(Object.keys(texts).sort(), `${area}/${group}.json`).toEqual(['de', 'en', 'nl']);
      for (const key of Object.keys(texts.de)) {
        if (owner.has(key)) twice.push(`${group}.${key}: ${owner.get(key)} and ${area}`);
        owner.set(key, area);
      }
    }
    expect(twice).toEqual([]);
  });
});
