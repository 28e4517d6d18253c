// Every area's mail templates, a line an area (`<area>/<area>.mails.ts`); the registry gathers them.
export { accountMails } from '../account/account.mails';
export { approvalMails } from '../competition-approval/competition-approval.mails';
export { eventRegistrationMails } from '../event-registration/event-registration.mails';
export { roleRequestMails } from '../role-requests/role-requests.mails';
export { bestListMails } from '../statistics-best-lists/best-lists.mails';
export { userRoleMails } from '../user-roles/user-roles.mails';
