// Public surface of @onething/shared-data (a Module Federation shared singleton).
export * from './runtime-config';
export * from './types';
export * from './supabase';
export * from './errors';
export * from './query';
export * from './keys';
export * from './services';
export * from './queries';
export * from './extension-bridge';
export * from './store';
export * from './auth';
export * from './domain';
export * from './platform';
export * from './habit-completion';
export { useStartDeepWork } from './deep-work/use-start-deep-work';
