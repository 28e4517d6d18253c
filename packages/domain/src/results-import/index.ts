export * from './csv';
export * from './header';
export * from './names';
export * from './event-names';
export * from './cells';
export * from './classes';
export * from './result-row';
export * from './sheet';
