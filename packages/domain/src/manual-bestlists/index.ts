export * from './constants';
export * from './manual-bestlist-rules';
export * from './manual-bestlists.schemas';
export * from './manual-performances.schemas';
export * from './manual-performance-input-for';
export * from './public-manual-bestlists.schemas';
export * from './manual-bestlists.contract';
