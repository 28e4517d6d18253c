import { translate, type LanguageCode } from '@portal/domain';
import { templateName, type MailTemplate } from './define-mail';
import { mailDay } from './mail-dates';
import { mailTemplateList, type MailMessage } from './mail-templates.registry';

export type { MailMessage };

/** The template of each mail, by its name (a template renders the messages of its name only). */
const mailTemplates = new Map<string, MailTemplate>();
for (const template of mailTemplateList as readonly MailTemplate[]) {
  const name = templateName(template);
  if (mailTemplates.has(name)) throw new Error(`mail template ${name} is defined twice`);
  mailTemplates.set(name, template);
}

/** A file sent with a mail; the mail job reads it from storage when it delivers (exports, invoices). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  storageKey: string;
}

export interface MailJob {
  to: string;
  name: string;
  language: LanguageCode;
  message: MailMessage;
  attachments?: MailAttachment[];
  /** Where answers go instead of the portal's sender (an event's contact address). */
  replyTo?: string;
  /** The random part of the Message-ID, drawn when the mail is queued. */
  nonce?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
  link: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Subject and body in the recipient's language: the template's text in the common frame. */
export function renderMail(job: MailJob): RenderedMail {
  const t = (key: string, params: Record<string, string> = {}) => translate(job.language, `mail.${key}`, params);
  const tr = (key: string, params: Record<string, string> = {}) => translate(job.language, key, params);
  // Days in the recipient's way of writing them, roles by their names in the recipient's language.
  const m: MailMessage = {
    ...job.message,
    ...('date' in job.message ? { date: mailDay(job.message.date, job.language) } : {}),
    ...('role' in job.message ? { role: translate(job.language, `roles.${job.message.role}`) } : {}),
  };
  const { subject, paragraphs, tail = [] } = mailTemplates.get(m.template)!.render(m, tr);
  const greeting = t('greeting', { name: job.name });
  const text = [greeting, '', ...paragraphs, m.link, '', ...tail.map((p) => (typeof p === 'string' ? p : p.href)), ...(tail.length ? [''] : []), t('signature')].join('\n');
  const anchor = (href: string) => `<p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    // Line breaks of a text the sender wrote (a message to attendees) stay line breaks.
    ...paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\r?\n/g, '<br>')}</p>`),
    anchor(m.link),
    ...tail.map((p) => (typeof p === 'string' ? `<p>${escapeHtml(p)}</p>` : anchor(p.href))),
    `<p>${escapeHtml(t('signature'))}</p>`,
  ].join('\n');
  return { subject, text, html, link: m.link };
}
