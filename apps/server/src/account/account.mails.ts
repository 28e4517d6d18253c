import { z } from 'zod';
import { defineMail, mailLink } from '../mail/define-mail';

/** The mails of the account: confirm the address, a second registration of it, reset the password. */
export const accountMails = [
  defineMail({
    schema: z.object({ template: z.literal('confirm'), link: mailLink }),
    render: (_, tr) => ({ subject: tr('mail.confirmSubject'), paragraphs: [tr('mail.confirmBody')] }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('alreadyRegistered'), link: mailLink }),
    render: (_, tr) => ({ subject: tr('mail.alreadyRegisteredSubject'), paragraphs: [tr('mail.alreadyRegisteredBody')] }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('reset'), link: mailLink }),
    render: (_, tr) => ({ subject: tr('mail.resetSubject'), paragraphs: [tr('mail.resetBody')], tail: [tr('mail.resetIgnore')] }),
  }),
] as const;
