// Every table, gathered from the areas that own them (`<area>.tables.ts`) and the shared ones here;
// drizzle.config reads this file. A test checks that every tables file is listed.
export * from './reference';
export * from './rate-counters';
export * from '../../organizations/organizations.tables';
export * from '../../users/users.tables';
export * from '../../user-roles/user-roles.tables';
export * from '../../role-requests/role-requests.tables';
export * from '../../account/account.tables';
export * from '../../mail/mail.tables';
export * from '../../jobs/jobs.tables';
export * from '../../access/access.tables';
export * from '../../competition-approval/competition-approval.tables';
export * from '../../statistics/statistics.tables';
export * from '../../records/records.tables';
export * from '../../manual-bestlists/manual-bestlists.tables';
export * from '../../event-registration/event-registration.tables';
export * from '../../results-import/results-import.tables';
export * from '../../api-keys/api-keys.tables';
