export * from './query-options';
