export * from './platform';
export * from './reference';
export * from './competition-approval';
export * from './statistics';
export * from './records';
export * from './manual-bestlists';
export * from './event-registrations';
export * from './results-import';
