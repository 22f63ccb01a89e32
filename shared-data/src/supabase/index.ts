export * from './client';
export * from './load-realtime';
export * from './paging';
