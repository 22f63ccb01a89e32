export * from './real-backend';
export * from './rule-fixtures';
