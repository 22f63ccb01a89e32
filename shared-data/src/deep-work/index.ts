export * from './rules/deep-work-timer';
export * from './rules/session-minutes';
export * from './rules/links';
