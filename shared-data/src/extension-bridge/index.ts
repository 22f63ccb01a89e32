export * from './protocol';
export * from './bridge';
