import { z } from 'zod';
import { defineMail, mailLink, mailText } from '../mail/define-mail';

/** The mail to a user who was given a role. */
export const userRoleMails = [
  defineMail({
    schema: z.object({ template: z.literal('roleGranted'), role: mailText, organization: mailText, link: mailLink }),
    render: (m, tr) => ({
      subject: tr('mail.roleGrantedSubject'),
      paragraphs: [tr('mail.roleGrantedBody', { organization: m.organization, role: m.role }), tr('mail.openPortal')],
    }),
  }),
] as const;
