export * from './real-backend';
