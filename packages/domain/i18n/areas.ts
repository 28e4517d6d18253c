// Every area with texts, one line each: its folder's name (the namespace) and its texts. A test checks
// that every folder with an i18n folder is here.
export { texts as account } from '../src/account/i18n/texts';
export { texts as 'api-keys' } from '../src/api-keys/i18n/texts';
export { texts as athletes } from '../src/athletes/i18n/texts';
export { texts as 'competition-approval' } from '../src/competition-approval/i18n/texts';
export { texts as 'event-registration' } from '../src/event-registration/i18n/texts';
export { texts as licence } from '../src/licence/i18n/texts';
export { texts as 'manual-bestlists' } from '../src/manual-bestlists/i18n/texts';
export { texts as platform } from '../src/platform/i18n/texts';
export { texts as records } from '../src/records/i18n/texts';
export { texts as 'results-import' } from '../src/results-import/i18n/texts';
export { texts as 'role-requests' } from '../src/role-requests/i18n/texts';
export { texts as statistics } from '../src/statistics/i18n/texts';
export { texts as 'user-roles' } from '../src/user-roles/i18n/texts';
export { texts as validation } from '../src/validation/i18n/texts';
