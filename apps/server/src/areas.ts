// Every area's API features, a line an area (its `*.routes.ts`): `features.ts` gathers them, and a
// test fails on a routes file whose features are not named here.
export { accountFeature } from './account/account.routes';
export { usersFeature } from './users/users.routes';
export { organizationsFeature } from './organizations/organizations.routes';
export { roleRequestsFeature } from './role-requests/role-requests.routes';
export { userRolesFeature } from './user-roles/user-roles.routes';
export { licenceFeature } from './licence/licence.routes';
export { competitionApprovalFeature } from './competition-approval/approval.routes';
export { publicCalendarFeature } from './competition-approval/public-calendar.routes';
export { invoiceSettingsFeature } from './competition-approval/invoice-settings.routes';
export { statisticsCompetitionsFeature } from './statistics-competitions/competitions.routes';
export { statisticsPerformancesFeature } from './statistics-performances/performances.routes';
export { bestListsFeature } from './statistics-best-lists/best-lists.routes';
export { statisticsDefinitionsFeature } from './statistics-best-lists/definitions.routes';
export { publicBestListsFeature } from './statistics-best-lists/public/public-bestlists.routes';
export { manualBestlistsFeature } from './manual-bestlists/manual-bestlists.routes';
export { publicManualBestlistsFeature } from './manual-bestlists/public-manual-bestlists.routes';
export { eventRegistrationFeature } from './event-registration/event-registrations.routes';
export { publicEventRegistrationFeature } from './event-registration/public-event-registrations.routes';
export { recordSetsFeature } from './records/record-sets.routes';
export { recordsFeature } from './records/records.routes';
export { publicRecordsFeature } from './records/public-records.routes';
export { resultsImportFeature } from './results-import/imports.routes';
export { apiKeysFeature, externalResultsFeature } from './api-keys/api-keys.routes';
export { publicAthletesFeature } from './athletes/public-athletes.routes';
export { athleteCareFeature } from './athletes/athlete-care.routes';
