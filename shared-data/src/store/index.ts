export * from './app-store';
export * from './safe-storage';
export * from './theme';
export * from './deep-work-session';
export * from './page-title';
