export * from './api/endpoint';
export * from './api/common.schemas';
export * from './api/field-key';
export type { HeldDay, TypedNumber } from './api/input-fields';
// The typed decimals every form with a mark reads alike (wind; implement weight or hurdle height).
export { heightWeightInput, TypedDecimalLength, windInput } from './api/input-fields';
export * from './rels';
export * from './platform/roles';
export * from './platform/statuses';
export * from './platform/paging';
export * from './account/auth.schemas';
export * from './users/users.schemas';
export * from './organizations/organizations.schemas';
export * from './platform/roles.schemas';
export * from './platform/root.contract';
export * from './account/account.contract';
export * from './users/users.contract';
export * from './organizations/organizations.contract';
export * from './role-requests/role-requests.contract';
export * from './user-roles/user-roles.contract';
export * from './licence/licence.contract';
export * from './i18n';
export * from './text-lookup';

// athletics (issue 3): marks, wind, seasons, classes, events, countries, combined-event points
export * from './results/marks';
export * from './results/form-event.schemas';
export * from './results/parse-event-mark';
export * from './results/wind';
export * from './results/height-weight';
export * from './results/ranking';
export * from './seasons/environment';
export * from './seasons/seasons';
export * from './seasons/age-classes';
export * from './reference/classes';
export * from './reference/events';
export * from './reference/display-names';
export * from './reference/countries';
export * from './reference/country-names';
export * from './scoring/combined-event-points';
export * from './workflow/workflow';
export * from './role-requests/role-request.workflow';

// competition approval (issue 7)
export * from './competition-approval';

// statistics (issue 8)
export * from './statistics';
export * from './reference/class-events';

// records, manual best lists, event registration (issue 9)
export * from './records';
export * from './manual-bestlists';
export * from './event-registration';
export * from './results-import';

// athletes (issue 24)
export * from './athletes/athletes.schemas';
export * from './athletes/athletes.contract';
export * from './athletes/athlete-care.schemas';
export * from './athletes/athlete-care.contract';
