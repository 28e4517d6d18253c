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

/** The Dutch catalogue: each area's texts (`src/<area>/i18n/nl.json`), one line per area. */
export default { ...platform, ...account, ...licence, ...roleRequests, ...userRoles, ...competitionApproval, ...statistics, ...resultsImport, ...apiKeys, ...records, ...manualBestlists, ...eventRegistration, ...athletes };
