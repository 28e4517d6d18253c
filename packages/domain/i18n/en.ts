import platform from '../src/platform/i18n/en.json';
import account from '../src/account/i18n/en.json';
import licence from '../src/licence/i18n/en.json';
import roleRequests from '../src/role-requests/i18n/en.json';
import userRoles from '../src/user-roles/i18n/en.json';
import competitionApproval from '../src/competition-approval/i18n/en.json';
import statistics from '../src/statistics/i18n/en.json';
import resultsImport from '../src/results-import/i18n/en.json';
import apiKeys from '../src/api-keys/i18n/en.json';
import records from '../src/records/i18n/en.json';
import manualBestlists from '../src/manual-bestlists/i18n/en.json';
import eventRegistration from '../src/event-registration/i18n/en.json';
import athletes from '../src/athletes/i18n/en.json';

/** The English catalogue: each area's texts (`src/<area>/i18n/en.json`), one line per area. */
export default { ...platform, ...account, ...licence, ...roleRequests, ...userRoles, ...competitionApproval, ...statistics, ...resultsImport, ...apiKeys, ...records, ...manualBestlists, ...eventRegistration, ...athletes };
