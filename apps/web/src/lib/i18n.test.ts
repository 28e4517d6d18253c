import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from './i18n';
import { storage, storageKeys } from './storage';

describe('texts with a count', () => {
  it('name one attendee in the singular and more in the plural, in every language', () => {
    const cases: [string, string, string][] = [
      ['de', 'die eine angemeldete Person', 'alle 2 Angemeldeten'],
      ['en', 'the one person signed up', 'all 2 people signed up'],
      ['nl', 'de ene ingeschrevene', 'alle 2 ingeschrevenen'],
    ];
    for (const [language, one, two] of cases) {
      const t = i18n.getFixedT(language);
      expect(t('eventRegistration.mailDialog.intro', { count: 1, name: 'X', contact: 'c' }), language).toContain(one);
      expect(t('eventRegistration.mailDialog.intro', { count: 2, name: 'X', contact: 'c' }), language).toContain(two);
    }
    expect(i18n.getFixedT('en')('eventRegistration.mailDialog.sent', { count: 1 })).toBe('The message has been sent to 1 attendee.');
    expect(i18n.getFixedT('nl')('eventRegistration.mailDialog.sent', { count: 2 })).toBe('Het bericht is naar 2 deelnemers verstuurd.');
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
});
