import { z } from 'zod';
import { defineMail, mailLink, mailText, type MailTranslate } from '../mail/define-mail';

/** A text of the event mails, with the event, its day and its town filled in. */
const eventText = (tr: MailTranslate, m: { event: string; date: string; city: string }, key: string, more: Record<string, string> = {}) =>
  tr(`eventRegistration.mail.${key}`, { event: m.event, date: m.date, city: m.city, ...more });

/** The mails of event registration; `date` is a day, `YYYY-MM-DD`, the mail writes it in the recipient's language. */
export const eventRegistrationMails = [
  // Queued before sign-ups were confirmed by mail; still delivered as it was written.
  defineMail({
    schema: z.object({ template: z.literal('eventSignUp'), event: mailText, date: mailText, city: mailText, link: mailLink }),
    render: (m, tr) => ({ subject: eventText(tr, m, 'signUpSubject'), paragraphs: [eventText(tr, m, 'signUpBody'), eventText(tr, m, 'signUpCancel')] }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('eventSignUpConfirm'), event: mailText, date: mailText, city: mailText, hours: z.string().regex(/^\d{1,3}$/), link: mailLink, cancelLink: mailLink }),
    render: (m, tr) => ({
      subject: eventText(tr, m, 'confirmSubject'),
      paragraphs: [eventText(tr, m, 'confirmBody'), eventText(tr, m, 'confirmAsk', { hours: m.hours })],
      // The confirmation link comes first (the one the mail is about), the cancellation after it.
      tail: [eventText(tr, m, 'signUpCancel'), { href: m.cancelLink }, eventText(tr, m, 'confirmIgnore', { hours: m.hours })],
    }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('eventAttendeeRemoved'), event: mailText, date: mailText, city: mailText, contact: mailText, link: mailLink }),
    render: (m, tr) => ({
      subject: eventText(tr, m, 'removedSubject'),
      paragraphs: [eventText(tr, m, 'removedBody'), eventText(tr, m, 'informContact', { contact: m.contact }), eventText(tr, m, 'informEventPage')],
    }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('eventAttendeesInformed'), event: mailText, date: mailText, city: mailText, contact: mailText, content: z.string().max(5000), link: mailLink }),
    render: (m, tr) => ({
      subject: eventText(tr, m, 'informSubject'),
      paragraphs: [eventText(tr, m, 'informIntro'), m.content, eventText(tr, m, 'informContact', { contact: m.contact }), eventText(tr, m, 'informEventPage')],
    }),
  }),
] as const;
