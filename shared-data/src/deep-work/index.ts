// Deep work sessions, the minutes they add up to and the links that open the deep work page.
export * from './keys';
export * from './queries';
export { createSession } from './api/create-session';
export { finishSession } from './api/finish-session';
export * from './rules/links';
export * from './rules/session-minutes';
export { useStartDeepWork } from './use-start-deep-work';
