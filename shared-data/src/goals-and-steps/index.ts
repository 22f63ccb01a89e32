export * from './rules/goals';
export * from './rules/time-blocks';
export * from './rules/links';
