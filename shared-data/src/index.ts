// Public surface of @onething/shared-data (a Module Federation shared singleton): the cross-cutting parts,
// then one folder per domain.
export * from './runtime-config';
export * from './types';
export * from './supabase';
export * from './errors';
export * from './query';
export * from './auth';
export * from './dates';
export * from './extension-bridge';
export * from './store';
export * from './platform';
export * from './offline';
export * from './goals-and-steps';
export * from './habits';
export * from './deep-work';
export * from './calendar';
export * from './reflections';
export * from './playbooks';
export * from './community';
export * from './profile-and-account';
export * from './shield';
export * from './live-sync';
export * from './domain/greeting';
