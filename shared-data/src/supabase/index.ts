export * from './client';
export * from './load-realtime';
