export * from './rels';
export * from './platform/roles';
export * from './platform/statuses';
export * from './platform/paging';
export * from './platform/auth.schemas';
export * from './platform/roles.schemas';
export * from './platform/errors';
export * from './i18n';

// athletics (issue 3): marks, wind, seasons, classes, events, countries, combined-event points
