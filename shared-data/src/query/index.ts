export * from './cache-profiles';
export * from './retry';
export * from './query-client';
export * from './create-query-keys';
export * from './invalidate-after';
