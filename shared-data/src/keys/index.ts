export * from '../query/create-query-keys';
export * from './query-keys';
export * from '../query/invalidate-after';
