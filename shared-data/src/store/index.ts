export * from './app-store';
export * from './safe-storage';
export * from './theme';
export * from './theme-storage';
export * from './deep-work-session';
export * from './page-title';
