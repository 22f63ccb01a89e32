export * from './create-query-keys';
export * from './query-keys';
export * from './invalidate-after';
