export * from './platform';
export * from './reference';
export * from './competition-approval';
export * from './statistics';
