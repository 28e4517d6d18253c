import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageCodes } from '@portal/domain';
import i18n, { isTextKey, loadAllTexts, loadScreenTexts, setLanguage, textsArrived } from './i18n';
import { storage, storageKeys } from './storage';

describe('texts with a count', () => {
  it('name one attendee in the singular and more in the plural, in every language', () => {
    const cases: [string, string, string][] = [
      ['de', 'an 1 Teilnehmer versendet', 'an 2 Teilnehmer versendet'],
      ['en', 'sent to 1 attendee.', 'sent to 2 attendees.'],
      ['nl', 'naar 1 deelnemer verstuurd', 'naar 2 deelnemers verstuurd'],
    ];
    for (const [language, one, two] of cases) {
      const t = i18n.getFixedT(language);
      expect(t('eventRegistration.mailDialog.sent', { count: 1 }), language).toContain(one);
      expect(t('eventRegistration.mailDialog.sent', { count: 2 }), language).toContain(two);
    }
  });
});

describe('the frame’s texts', () => {
  it('hold every area’s drawer labels, which the drawer shows before any area’s texts have loaded', () => {
    // In the frame's namespace itself, not found through another area's namespace.
    expect(i18n.getResource('en', 'platform', 'drawer.apiKeys')).toBe('API keys');
    expect(i18n.getResource('de', 'platform', 'drawer.recordSets')).toBe('Rekordlisten');
    expect(i18n.getResource('nl', 'platform', 'drawer.logout')).toBe('Uitloggen');
  });
});

describe('the chosen language', () => {
  afterEach(async () => {
    document.cookie = 'language=; Path=/; Max-Age=0';
    await i18n.changeLanguage('de');
  });

  it('is stored for the app and sent to the server as a cookie (which answers /login with it)', async () => {
    setLanguage('nl');
    await vi.waitFor(() => expect(i18n.language).toBe('nl'));
    expect(storage.get(storageKeys.language)).toBe('nl');
    expect(document.cookie).toContain('language=nl');
    expect(document.documentElement.lang).toBe('nl');
  });

  it('is the document’s language whichever way the interface switches (hyphenation, screen readers)', async () => {
    await i18n.changeLanguage('en');
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('de');
    expect(document.documentElement.lang).toBe('de');
  });
});

describe('the texts a screen loads', () => {
  afterEach(async () => {
    await i18n.changeLanguage('de');
    await Promise.all(languageCodes.map(loadAllTexts));
  });

  const forget = (language: string, ...namespaces: string[]) => namespaces.forEach((ns) => i18n.removeResourceBundle(language, ns));

  it('are its areas’ namespaces, found by a key that names none', async () => {
    forget('de', 'records');
    expect(isTextKey('records.sets.list.title')).toBe(false);
    await loadScreenTexts(['records']);
    expect(i18n.hasResourceBundle('de', 'records')).toBe(true);
    expect(i18n.t('records.sets.list.title')).toBe('Rekordlisten');
  });

  it('come along when the language changes, with the frame’s', async () => {
    await loadScreenTexts(['records']);
    forget('en', 'platform', 'records');
    setLanguage('en');
    await vi.waitFor(() => expect(i18n.language).toBe('en'));
    expect(i18n.t('records.sets.list.title')).toBe('Record sets');
    expect(i18n.t('app.title')).toBe('Athletics Portal');
  });

  it('of a screen opened while the language changes arrive in both languages', async () => {
    forget('nl', 'platform', 'athletes');
    forget('de', 'athletes');
    setLanguage('nl');
    const opened = loadScreenTexts(['athletes']);
    await vi.waitFor(() => expect(i18n.language).toBe('nl'));
    await opened;
    expect(i18n.hasResourceBundle('nl', 'athletes')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'athletes')).toBe(true);
  });

  it('asked for by a screen’s code as it loads (the forms’ messages) have arrived when the screen renders', async () => {
    forget('de', 'validation');
    expect(isTextKey('validation.errorEmpty')).toBe(false);
    void loadScreenTexts(['validation']);
    await textsArrived();
    expect(i18n.t('validation.errorEmpty')).not.toBe('validation.errorEmpty');
  });
});
