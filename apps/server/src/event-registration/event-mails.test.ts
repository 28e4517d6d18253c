import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { catalogues, catalogueKeys, type LanguageCode } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer';
import { mailJobSchema } from '../mail/mail.job';
import { renderMail, type MailJob } from '../mail/templates';

const signUp = (language: LanguageCode): MailJob => ({
  to: 'lena@example.org',
  name: 'Lena Läufer',
  language,
  replyTo: 'kontakt@verein.example',
  message: { template: 'eventSignUp', event: 'Abendsportfest', date: '2030-07-04', city: 'Frankfurt am Main', link: 'https://portal.example.org/events/cancel/abc' },
});
const confirmSignUp = (language: LanguageCode): MailJob => ({
  to: 'lena@example.org',
  name: 'Lena Läufer',
  language,
  replyTo: 'kontakt@verein.example',
  message: {
    template: 'eventSignUpConfirm',
    event: 'Abendsportfest',
    date: '2030-07-04',
    city: 'Frankfurt am Main',
    hours: '48',
    link: 'https://portal.example.org/events/confirm/yes',
    cancelLink: 'https://portal.example.org/events/cancel/no',
  },
});
/** The day of the mails as each language writes it. */
const day = { de: '04.07.2030', en: '4 July 2030', nl: '4 juli 2030' };
const inform = (language: LanguageCode, content: string): MailJob => ({
  to: 'lena@example.org',
  name: 'Lena Läufer',
  language,
  replyTo: 'kontakt@verein.example',
  message: { template: 'eventAttendeesInformed', event: 'Abendsportfest', date: '2030-07-04', city: 'Frankfurt am Main', contact: 'kontakt@verein.example', content, link: 'https://portal.example.org/events/x' },
});

describe('the mails of event registration', () => {
  it('confirm a sign-up in each language with event, day, town and the cancel link last', () => {
    const texts = (['de', 'en', 'nl'] as const).map((l) => renderMail(signUp(l)));
    expect(texts.map((m) => m.subject)).toEqual(['Anmeldung bestätigt: Abendsportfest', 'Sign-up confirmed: Abendsportfest', 'Inschrijving bevestigd: Abendsportfest']);
    texts.forEach((m, i) => expect(m.text).toContain(Object.values(day)[i]));
    for (const m of texts) {
      expect(m.text).toContain('Frankfurt am Main');
      expect(m.text.split('\n').filter((line) => line.startsWith('http'))).toEqual(['https://portal.example.org/events/cancel/abc']);
    }
    expect(mailJobSchema.parse(signUp('de'))).toEqual(signUp('de'));
  });

  it('ask to confirm a sign-up within 48 hours, the confirmation link first, the cancellation after it, and tell a stranger to ignore them', () => {
    const texts = (['de', 'en', 'nl'] as const).map((l) => renderMail(confirmSignUp(l)));
    expect(texts.map((m) => m.subject)).toEqual(['Bitte bestätigen Sie Ihre Anmeldung: Abendsportfest', 'Please confirm your sign-up: Abendsportfest', 'Bevestig uw inschrijving: Abendsportfest']);
    for (const m of texts) {
      expect(m.link).toBe('https://portal.example.org/events/confirm/yes');
      expect(m.text.split('\n').filter((line) => line.startsWith('http'))).toEqual(['https://portal.example.org/events/confirm/yes', 'https://portal.example.org/events/cancel/no']);
      expect(m.text).toContain('48');
      expect(m.html).toContain('<a href="https://portal.example.org/events/confirm/yes">');
      expect(m.html).toContain('<a href="https://portal.example.org/events/cancel/no">');
    }
    texts.forEach((m, i) => expect(m.text).toContain(Object.values(day)[i]));
    expect(texts[0].text).toContain('Falls Sie sich nicht angemeldet haben, brauchen Sie nichts zu tun');
    expect(mailJobSchema.parse(confirmSignUp('nl'))).toEqual(confirmSignUp('nl'));
  });

  it('carry the organiser’s message with its line breaks, escaped in HTML, and name the contact', () => {
    const m = renderMail(inform('en', 'Start at 6 pm.\n<b>Bring</b> your spikes & a towel.'));
    expect(m.subject).toBe('Message about Abendsportfest');
    expect(m.text).toContain('Start at 6 pm.\n<b>Bring</b> your spikes & a towel.');
    expect(m.text).toContain('kontakt@verein.example');
    expect(m.html).toContain('Start at 6 pm.<br>&#60;b&#62;Bring&#60;/b&#62; your spikes &#38; a towel.');
    expect(() => mailJobSchema.parse(inform('de', 'x'.repeat(5001)))).toThrow();
    expect(() => mailJobSchema.parse({ ...inform('de', 'x'), replyTo: 'keine adresse' })).toThrow();
  });

  it('have every text in German, English and Dutch', () => {
    const keys = (l: LanguageCode) => catalogueKeys((catalogues[l] as Record<string, unknown>).eventRegistration).sort();
    expect(keys('en')).toEqual(keys('de'));
    expect(keys('nl')).toEqual(keys('de'));
  });

  it('go out with the event’s contact as the address for answers', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-event-mail-'));
    const mailer = createMailer({ dataDir, mailFrom: 'Portal <noreply@example.org>', publicOrigin: 'https://portal.example.org' }, { info() {} } as never);
    await mailer.send(inform('de', 'Hallo'), 3);
    const eml = fs.readFileSync(path.join(dataDir, 'outbox', '000003-eventAttendeesInformed.eml'), 'utf8');
    expect(eml).toContain('Reply-To: kontakt@verein.example');
    expect(eml).toContain('From: Portal <noreply@example.org>');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});
