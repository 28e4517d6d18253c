import { z } from 'zod';
import { defineMail, mailLink, mailText } from '../mail/define-mail';

/** The mails about competition approvals; `date` is a day, `YYYY-MM-DD`, the mail writes it in the recipient's language. */
export const approvalMails = [
  defineMail({
    schema: z.object({ template: z.literal('approvalRequested'), name: mailText, organizer: mailText, organization: mailText, date: mailText, town: mailText, link: mailLink }),
    render: (m, tr) => ({
      subject: tr('approvalMail.requestedSubject', { name: m.name }),
      paragraphs: [tr('approvalMail.requestedBody', m), tr('approvalMail.openApplication')],
    }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('approvalDecided'), name: mailText, organization: mailText, date: mailText, approved: z.boolean(), reason: mailText, result: z.enum(['approved', 'declined', 'open']), link: mailLink }),
    render: (m, tr) => ({
      subject: tr('approvalMail.decidedSubject', { name: m.name }),
      paragraphs: [
        tr(m.approved ? 'approvalMail.decidedApproved' : 'approvalMail.decidedDeclined', { name: m.name, organization: m.organization, date: m.date }),
        ...(m.reason ? [tr('approvalMail.reason', { reason: m.reason })] : []),
        ...(m.result !== 'open' ? [tr(m.result === 'approved' ? 'approvalMail.resultApproved' : 'approvalMail.resultDeclined')] : []),
        tr('approvalMail.openApplication'),
      ],
    }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('approvalCanceled'), name: mailText, date: mailText, town: mailText, reason: mailText, link: mailLink }),
    render: (m, tr) => ({
      subject: tr('approvalMail.canceledSubject', { name: m.name }),
      paragraphs: [tr('approvalMail.canceledBody', m), ...(m.reason ? [tr('approvalMail.reason', { reason: m.reason })] : []), tr('approvalMail.openApplication')],
    }),
  }),
] as const;
