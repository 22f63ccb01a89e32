export * from './rules/habits';
export * from './rules/habit-history';
export * from './rules/habit-defaults';
export * from './rules/links';
export * from './completion-cache';
export * from './api/set-habit-completion';
