import { describe, expect, it, vi } from 'vitest';
import { Translator } from './translator';

function translator() {
  const i18n = new Translator('en', 'platform', 'de');
  i18n.addResourceBundle('de', 'platform', { app: { title: 'Portal', only: 'Nur deutsch' }, sent: { mail_one: '{{count}} Mail', mail_other: '{{count}} Mails' } });
  i18n.addResourceBundle('en', 'platform', { app: { title: 'Portal (en)', hello: 'Hello {{name}}, {{ name }}!' }, sent: { mail_one: 'one mail', mail_other: '{{count}} mails', mail_zero: 'no mail' } });
  i18n.addResourceBundle('en', 'records', { records: { title: 'Records', group: { nested: 'Nested' } } });
  return i18n;
}

describe('a text', () => {
  it('is found in the language shown, else in German, else it is its key or the default given', () => {
    const { t } = translator();
    const loose = t as unknown as (key: string, options?: object) => string;
    expect(loose('app.title')).toBe('Portal (en)');
    expect(loose('app.only')).toBe('Nur deutsch');
    expect(loose('app.nothing')).toBe('app.nothing');
    expect(loose('app.nothing', { defaultValue: 'Default {{x}}', x: 1 })).toBe('Default 1');
    // A group is no text.
    expect(loose('records.group')).toBe('records.group');
  });

  it('is found in any loaded namespace by a key that names none, and under a key prefix', () => {
    const i18n = translator();
    const loose = i18n.t as unknown as (key: string) => string;
    expect(loose('records.title')).toBe('Records');
    const prefixed = i18n.getFixedT('en', 'records', 'records.group') as unknown as (key: string) => string;
    expect(prefixed('nested')).toBe('Nested');
    expect(i18n.exists('records.group.nested')).toBe(true);
    i18n.removeResourceBundle('en', 'records');
    expect(i18n.exists('records.group.nested')).toBe(false);
  });

  it('fills in its placeholders, empty where no value is given', () => {
    const t = translator().getFixedT('en') as unknown as (key: string, options?: object) => string;
    expect(t('app.hello', { name: 'Ann' })).toBe('Hello Ann, Ann!');
    expect(t('app.hello')).toBe('Hello , !');
  });

  it('with a count takes the plural form of its language: zero where written, then one or other', () => {
    const en = translator().getFixedT('en') as unknown as (key: string, options?: object) => string;
    expect(en('sent.mail', { count: 0 })).toBe('no mail');
    expect(en('sent.mail', { count: 1 })).toBe('one mail');
    expect(en('sent.mail', { count: 3 })).toBe('3 mails');
    const de = translator().getFixedT('de') as unknown as (key: string, options?: object) => string;
    expect(de('sent.mail', { count: 0 })).toBe('0 Mails');
    expect(de('sent.mail', { count: 1 })).toBe('1 Mail');
  });
});

describe('the language shown', () => {
  it('changes once per new language and tells its listeners, until they leave', async () => {
    const i18n = translator();
    const listener = vi.fn();
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('de');
    await i18n.changeLanguage('de');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('de');
    expect((i18n.t as unknown as (key: string) => string)('app.title')).toBe('Portal');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('en');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
