export * from './constants';
export * from './record-rules';
export * from './record-sets.schemas';
export * from './records.schemas';
export * from './public-records.schemas';
export * from './records.contract';
export * from './record-input-for';
