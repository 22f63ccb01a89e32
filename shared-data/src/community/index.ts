export * from './rules/community';
