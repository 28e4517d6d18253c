export * from './constants';
export * from './performance-marks';
export * from './standard-definitions';
