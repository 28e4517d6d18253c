export * from './constants';
export * from './event-registrations.schemas';
export * from './event-registrations.contract';
