import { z } from 'zod';
import { defineMail, mailLink, mailText, type MailTranslate } from '../mail/define-mail';

const exportText = (tr: MailTranslate, m: { list: string; year: string }, key: string) => tr(`statistics.bestListExport.mail.${key}`, { list: m.list, year: m.year });

/** The mails of a best-list export: the file is ready (attached), or the export failed. */
export const bestListMails = [
  defineMail({
    schema: z.object({ template: z.literal('bestListExport'), list: mailText, year: mailText, link: mailLink }),
    render: (m, tr) => ({ subject: exportText(tr, m, 'subject'), paragraphs: [exportText(tr, m, 'body'), exportText(tr, m, 'openPortal')] }),
  }),
  defineMail({
    schema: z.object({ template: z.literal('bestListExportFailed'), list: mailText, year: mailText, link: mailLink }),
    render: (m, tr) => ({ subject: exportText(tr, m, 'failedSubject'), paragraphs: [exportText(tr, m, 'failedBody'), exportText(tr, m, 'openPortal')] }),
  }),
] as const;
