import { accountMails } from '../account/account.mails';
import { approvalMails } from '../competition-approval/competition-approval.mails';
import { eventRegistrationMails } from '../event-registration/event-registration.mails';
import { roleRequestMails } from '../role-requests/role-requests.mails';
import { bestListMails } from '../statistics-best-lists/best-lists.mails';
import { userRoleMails } from '../user-roles/user-roles.mails';
import type { MessageOf } from './define-mail';

/** Every mail template of the platform, one line per area (`<area>/<area>.mails.ts`). */
export const mailTemplateList = [...accountMails, ...roleRequestMails, ...userRoleMails, ...approvalMails, ...bestListMails, ...eventRegistrationMails] as const;

/** Every mail the platform sends, with the parameters it needs. */
export type MailMessage = MessageOf<(typeof mailTemplateList)[number]>;
