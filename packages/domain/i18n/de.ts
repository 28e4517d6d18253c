import platform from '../src/platform/i18n/de.json';
import account from '../src/account/i18n/de.json';
import licence from '../src/licence/i18n/de.json';
import roleRequests from '../src/role-requests/i18n/de.json';
import userRoles from '../src/user-roles/i18n/de.json';
import competitionApproval from '../src/competition-approval/i18n/de.json';
import statistics from '../src/statistics/i18n/de.json';
import resultsImport from '../src/results-import/i18n/de.json';
import apiKeys from '../src/api-keys/i18n/de.json';
import records from '../src/records/i18n/de.json';
import manualBestlists from '../src/manual-bestlists/i18n/de.json';
import eventRegistration from '../src/event-registration/i18n/de.json';
import athletes from '../src/athletes/i18n/de.json';
import { gather } from './gather';

/** The German texts by area (an i18next namespace each, `src/<area>/i18n/de.json`), one line per area. */
export const namespaces = {
  platform,
  account,
  licence,
  'role-requests': roleRequests,
  'user-roles': userRoles,
  'competition-approval': competitionApproval,
  statistics,
  'results-import': resultsImport,
  'api-keys': apiKeys,
  records,
  'manual-bestlists': manualBestlists,
  'event-registration': eventRegistration,
  athletes,
};

/** The German catalogue: every area's texts in one tree (the server's mails and messages). */
export default gather(namespaces);
