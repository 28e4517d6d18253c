import type { Feature } from './api/define-route';
import { accountFeature } from './account/account.routes';
import { usersFeature } from './users/users.routes';
import { organizationsFeature } from './organizations/organizations.routes';
import { roleRequestsFeature } from './role-requests/role-requests.routes';
import { userRolesFeature } from './user-roles/user-roles.routes';
import { licenceFeature } from './licence/licence.routes';
import { competitionApprovalFeature } from './competition-approval/approval.routes';
import { publicCalendarFeature } from './competition-approval/public-calendar.routes';
import { invoiceSettingsFeature } from './competition-approval/invoice-settings.routes';
import { statisticsCompetitionsFeature } from './statistics-competitions/competitions.routes';
import { statisticsPerformancesFeature } from './statistics-performances/performances.routes';
import { bestListsFeature } from './statistics-best-lists/best-lists.routes';
import { statisticsDefinitionsFeature } from './statistics-best-lists/definitions.routes';
import { publicBestListsFeature } from './statistics-best-lists/public/public-bestlists.routes';
import { manualBestlistsFeature } from './manual-bestlists/manual-bestlists.routes';
import { publicManualBestlistsFeature } from './manual-bestlists/public-manual-bestlists.routes';
import { eventRegistrationFeature } from './event-registration/event-registrations.routes';
import { publicEventRegistrationFeature } from './event-registration/public-event-registrations.routes';
import { recordSetsFeature } from './records/record-sets.routes';
import { recordsFeature } from './records/records.routes';
import { publicRecordsFeature } from './records/public-records.routes';
import { resultsImportFeature } from './results-import/imports.routes';
import { apiKeysFeature, externalResultsFeature } from './api-keys/api-keys.routes';
import { publicAthletesFeature } from './athletes/public-athletes.routes';
import { athleteCareFeature } from './athletes/athlete-care.routes';

/** Every feature of the API, in the order of the root catalogue. A new area adds its line here. */
export const features: Feature[] = [accountFeature, organizationsFeature, usersFeature, roleRequestsFeature, userRolesFeature, licenceFeature, statisticsDefinitionsFeature, bestListsFeature, statisticsCompetitionsFeature, statisticsPerformancesFeature, resultsImportFeature, athleteCareFeature, apiKeysFeature, externalResultsFeature, competitionApprovalFeature, invoiceSettingsFeature, publicCalendarFeature, publicBestListsFeature, publicAthletesFeature, recordSetsFeature, recordsFeature, publicRecordsFeature, manualBestlistsFeature, publicManualBestlistsFeature, eventRegistrationFeature, publicEventRegistrationFeature];
