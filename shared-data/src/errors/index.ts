export * from './error-mapping';
