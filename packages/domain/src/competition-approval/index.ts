export * from './constants';
export * from './dates';
export * from './fees';
export * from './approval.schemas';
export * from './approval.workflow';
export * from './approving-organizations';
export * from './approval.contract';
export * from './road-events';
