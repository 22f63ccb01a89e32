export * from './cache-profiles';
export * from './retry';
export * from './query-client';
