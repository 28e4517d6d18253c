import { afterEach, describe, expect, it, vi } from 'vitest';
import i18n, { setLanguage } from './i18n';
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
