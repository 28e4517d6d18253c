import { z } from 'zod';
import { defineMail, mailLink, mailText } from '../mail/define-mail';

/** The mails about role requests: the decision to the requester, the request to those who decide it. */
export const roleRequestMails = [
  defineMail({
    schema: z.object({ template: z.literal('roleRequestApproved'), role: mailText, organization: mailText, link: mailLink }),
    render: (m, tr) => ({
      subject: tr('mail.roleRequestApprovedSubject'),
      paragraphs: [tr('mail.roleRequestApprovedBody', { organization: m.organization, role: m.role }), tr('mail.openPortal')],
    }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('roleRequestRejected'), role: mailText, organization: mailText, reason: mailText, link: mailLink }),
    render: (m, tr) => ({
      subject: tr('mail.roleRequestRejectedSubject'),
      paragraphs: [tr('mail.roleRequestRejectedBody', { organization: m.organization, role: m.role, reason: m.reason }), tr('mail.openPortal')],
    }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('roleRequested'), role: mailText, organization: mailText, requester: mailText, link: mailLink }),
    render: (m, tr) => ({
      subject: tr('mail.roleRequestedSubject'),
      paragraphs: [tr('mail.roleRequestedBody', { organization: m.organization, role: m.role, requester: m.requester }), tr('mail.roleRequestedOpen')],
    }),
  }),
] as const;
