import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { LanguageCode } from '@portal/domain';
import { mailDay } from './mail-dates';
import { mailJobSchema } from './mail.job';
import { mailTemplateList } from './mail-templates.registry';
import { templateName } from './define-mail';
import { renderMail, type MailMessage } from './templates';

const link = 'https://portal.example.org/x';
/** Every mail that names a day, with the day as the mail job carries it. */
const dated: MailMessage[] = [
  { template: 'approvalRequested', name: 'Wartturmlauf', organizer: 'TSV', organization: 'HLV', date: '2027-01-02', town: 'Dieburg', link },
  { template: 'approvalDecided', name: 'Wartturmlauf', organization: 'HLV', date: '2027-01-02', approved: true, reason: '', result: 'approved', link },
  { template: 'approvalCanceled', name: 'Wartturmlauf', date: '2027-01-02', town: 'Dieburg', reason: 'Sturm', link },
  { template: 'eventSignUp', event: 'Abendsportfest', date: '2027-01-02', city: 'Kassel', link },
  { template: 'eventSignUpConfirm', event: 'Abendsportfest', date: '2027-01-02', city: 'Kassel', hours: '48', link, cancelLink: `${link}/cancel` },
  { template: 'eventAttendeesInformed', event: 'Abendsportfest', date: '2027-01-02', city: 'Kassel', contact: 'k@verein.example', content: 'Hallo', link },
  { template: 'eventAttendeeRemoved', event: 'Abendsportfest', date: '2027-01-02', city: 'Kassel', contact: 'k@verein.example', link },
];
const render = (language: LanguageCode, message: MailMessage) => renderMail({ to: 'a@example.org', name: 'Lena', language, message });

describe('days in mails', () => {
  it('are written the English way in English, the Dutch way in Dutch and DD.MM.YYYY in German', () => {
    for (const message of dated) {
      const en = render('en', message);
      expect(en.text, message.template).toContain('on 2 January 2027');
      expect(en.html, message.template).toContain('2 January 2027');
      expect(en.text, message.template).not.toMatch(/\d{2}\.\d{2}\.\d{4}|2027-01-02/);
      expect(render('nl', message).text, message.template).toContain('op 2 januari 2027');
      expect(render('de', message).text, message.template).toContain('02.01.2027');
    }
  });

  it('read the same for mails queued with the German day before', () => {
    const queued = { ...dated[3], date: '02.01.2027' } as MailMessage;
    expect(render('en', queued).text).toContain('on 2 January 2027');
    expect(render('de', queued).text).toContain('02.01.2027');
  });

  it('name the day and month as the language does, and leave other text alone', () => {
    expect(mailDay('2027-12-31', 'en')).toBe('31 December 2027');
    expect(mailDay('2027-03-09T10:30', 'nl')).toBe('9 maart 2027');
    expect(mailDay('2027-03-09', 'de')).toBe('09.03.2027');
    expect(mailDay('bald', 'en')).toBe('bald');
    expect(mailDay('2027-02-30', 'en')).toBe('2027-02-30');
  });
});

describe('the mail templates', () => {
  it('are every template an area’s mails file exports', async () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const mailFiles = fs.readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.mails.ts'));
    const exported: unknown[] = [];
    for (const file of mailFiles) for (const value of Object.values(await import(path.join(src, file)))) if (Array.isArray(value)) exported.push(...value);
    expect(exported.length).toBeGreaterThan(10);
    expect(new Set(mailTemplateList)).toEqual(new Set(exported));
  });

  it('each bring the schema the mail job checks its payload against, under a name of their own', () => {
    const names = mailTemplateList.map((t) => templateName(t));
    expect(names.length).toBeGreaterThan(10);
    expect(new Set(names).size).toBe(names.length);
        const message = { template: 'roleGranted', role: 'Trainer', organization: 'Eintracht', link: 'https://portal.example.org' };
    expect(mailJobSchema.safeParse({ to: 'a@example.org', name: 'A', language: 'de', message }).success).toBe(true);
    expect(mailJobSchema.safeParse({ to: 'a@example.org', name: 'A', language: 'de', message: { ...message, organization: undefined } }).success).toBe(false);
    expect(mailJobSchema.safeParse({ to: 'a@example.org', name: 'A', language: 'de', message: { ...message, template: 'unknown' } }).success).toBe(false);
  });
});
