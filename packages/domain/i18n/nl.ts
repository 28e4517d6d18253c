import platform from '../src/platform/i18n/nl.json';
import account from '../src/account/i18n/nl.json';
import licence from '../src/licence/i18n/nl.json';
import roleRequests from '../src/role-requests/i18n/nl.json';
import userRoles from '../src/user-roles/i18n/nl.json';
import competitionApproval from '../src/competition-approval/i18n/nl.json';
import statistics from '../src/statistics/i18n/nl.json';
import resultsImport from '../src/results-import/i18n/nl.json';
import apiKeys from '../src/api-keys/i18n/nl.json';
import records from '../src/records/i18n/nl.json';
import manualBestlists from '../src/manual-bestlists/i18n/nl.json';
import eventRegistration from '../src/event-registration/i18n/nl.json';
import athletes from '../src/athletes/i18n/nl.json';
import { gather } from './gather';

/** The Dutch texts by area (an i18next namespace each, `src/<area>/i18n/nl.json`), one line per area. */
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

/** The Dutch catalogue: every area's texts in one tree (the server's mails and messages). */
export default gather(namespaces);
