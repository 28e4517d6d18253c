import { translate, type LanguageCode } from '@portal/domain';
import { mailDay } from './mail-dates';

/** Every mail the platform sends, with the parameters it needs. */
export type MailMessage =
  | { template: 'confirm'; link: string }
  | { template: 'alreadyRegistered'; link: string }
  | { template: 'reset'; link: string }
  | { template: 'roleRequestApproved'; role: string; organization: string; link: string }
  | { template: 'roleRequestRejected'; role: string; organization: string; reason: string; link: string }
  | { template: 'roleGranted'; role: string; organization: string; link: string }
  // `date` is a day, `YYYY-MM-DD`; the mail writes it in the recipient's language.
  | { template: 'approvalRequested'; name: string; organizer: string; organization: string; date: string; town: string; link: string }
  | { template: 'approvalDecided'; name: string; organization: string; date: string; approved: boolean; reason: string; result: 'approved' | 'declined' | 'open'; link: string }
  | { template: 'approvalCanceled'; name: string; date: string; town: string; reason: string; link: string }
  | { template: 'bestListExport'; list: string; year: string; link: string }
  | { template: 'bestListExportFailed'; list: string; year: string; link: string }
  | { template: 'eventSignUp'; event: string; date: string; city: string; link: string }
  | { template: 'eventSignUpConfirm'; event: string; date: string; city: string; hours: string; link: string; cancelLink: string }
  | { template: 'eventAttendeesInformed'; event: string; date: string; city: string; contact: string; content: string; link: string }
  | { template: 'eventAttendeeRemoved'; event: string; date: string; city: string; contact: string; link: string }
  | { template: 'roleRequested'; role: string; organization: string; requester: string; link: string };

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

/** Subject and body in the recipient's language. */
export function renderMail(job: MailJob): RenderedMail {
  const t = (key: string, params: Record<string, string> = {}) => translate(job.language, `mail.${key}`, params);
  const m: MailMessage = 'date' in job.message ? { ...job.message, date: mailDay(job.message.date, job.language) } : job.message;
  const a = (key: string, params: Record<string, string> = {}) => translate(job.language, `approvalMail.${key}`, params);
  const roleName = 'role' in m ? translate(job.language, `roles.${m.role}`) : '';
  const params = { ...('organization' in m ? { organization: m.organization } : {}), role: roleName, reason: 'reason' in m ? m.reason : '' };
  const paragraphs: string[] = [];
  /** Paragraphs and further links after the mail's link. */
  const tail: (string | { href: string })[] = [];
  let subject: string;
  switch (m.template) {
    case 'confirm':
      subject = t('confirmSubject');
      paragraphs.push(t('confirmBody'));
      break;
    case 'alreadyRegistered':
      subject = t('alreadyRegisteredSubject');
      paragraphs.push(t('alreadyRegisteredBody'));
      break;
    case 'reset':
      subject = t('resetSubject');
      paragraphs.push(t('resetBody'));
      break;
    case 'roleRequestApproved':
      subject = t('roleRequestApprovedSubject');
      paragraphs.push(t('roleRequestApprovedBody', params), t('openPortal'));
      break;
    case 'roleRequestRejected':
      subject = t('roleRequestRejectedSubject');
      paragraphs.push(t('roleRequestRejectedBody', params), t('openPortal'));
      break;
    case 'roleGranted':
      subject = t('roleGrantedSubject');
      paragraphs.push(t('roleGrantedBody', params), t('openPortal'));
      break;
    case 'roleRequested':
      subject = t('roleRequestedSubject');
      paragraphs.push(t('roleRequestedBody', { ...params, requester: m.requester }), t('roleRequestedOpen'));
      break;
    case 'approvalRequested':
      subject = a('requestedSubject', { name: m.name });
      paragraphs.push(a('requestedBody', m), a('openApplication'));
      break;
    case 'approvalDecided':
      subject = a('decidedSubject', { name: m.name });
      paragraphs.push(a(m.approved ? 'decidedApproved' : 'decidedDeclined', { name: m.name, organization: m.organization, date: m.date }));
      if (m.reason) paragraphs.push(a('reason', { reason: m.reason }));
      if (m.result !== 'open') paragraphs.push(a(m.result === 'approved' ? 'resultApproved' : 'resultDeclined'));
      paragraphs.push(a('openApplication'));
      break;
    case 'approvalCanceled':
      subject = a('canceledSubject', { name: m.name });
      paragraphs.push(a('canceledBody', m));
      if (m.reason) paragraphs.push(a('reason', { reason: m.reason }));
      paragraphs.push(a('openApplication'));
      break;
    case 'bestListExport':
    case 'bestListExportFailed': {
      const e = (key: string) => translate(job.language, `statistics.bestListExport.mail.${key}`, { list: m.list, year: m.year });
      const done = m.template === 'bestListExport';
      subject = e(done ? 'subject' : 'failedSubject');
      paragraphs.push(e(done ? 'body' : 'failedBody'), e('openPortal'));
      break;
    }
    case 'eventSignUp':
    case 'eventSignUpConfirm':
    case 'eventAttendeeRemoved':
    case 'eventAttendeesInformed': {
      const e = (key: string, more: Record<string, string> = {}) => translate(job.language, `eventRegistration.mail.${key}`, { event: m.event, date: m.date, city: m.city, ...more });
      if (m.template === 'eventSignUp') {
        // Queued before sign-ups were confirmed by mail; still delivered as it was written.
        subject = e('signUpSubject');
        paragraphs.push(e('signUpBody'), e('signUpCancel'));
      } else if (m.template === 'eventSignUpConfirm') {
        subject = e('confirmSubject');
        paragraphs.push(e('confirmBody'), e('confirmAsk', { hours: m.hours }));
        // The confirmation link comes first (the one the mail is about), the cancellation after it.
        tail.push(e('signUpCancel'), { href: m.cancelLink }, e('confirmIgnore', { hours: m.hours }));
      } else if (m.template === 'eventAttendeeRemoved') {
        subject = e('removedSubject');
        paragraphs.push(e('removedBody'), e('informContact', { contact: m.contact }), e('informEventPage'));
      } else {
        subject = e('informSubject');
        paragraphs.push(e('informIntro'), m.content, e('informContact', { contact: m.contact }), e('informEventPage'));
      }
      break;
    }
  }
  const greeting = t('greeting', { name: job.name });
  if (m.template === 'reset') tail.push(t('resetIgnore'));
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
