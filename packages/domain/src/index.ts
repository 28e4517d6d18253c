export * from './rels';
export * from './platform/roles';
export * from './platform/statuses';
export * from './platform/paging';
export * from './platform/auth.schemas';
export * from './platform/roles.schemas';
export * from './platform/errors';
export * from './i18n';

// athletics (issue 3): marks, wind, seasons, classes, events, countries, combined-event points
export * from './results/marks';
export * from './results/parse-event-mark';
export * from './results/wind';
export * from './results/ranking';
export * from './seasons/environment';
export * from './seasons/seasons';
export * from './seasons/age-classes';
export * from './reference/classes';
export * from './reference/events';
export * from './reference/countries';
export * from './scoring/combined-event-points';
