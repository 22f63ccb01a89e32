// Deep work sessions, the minutes they add up to and the links that open the deep work page.
export * from './keys';
export * from './queries';
export { type NewDeepWorkSession, SESSION_CREATION_IN_PROGRESS, createSession } from './api/create-session';
export { type SessionEnd, finishSession } from './api/finish-session';
export { listSessionsInRange } from './api/get-sessions-in-range';
export { listSessions } from './api/get-sessions';
export { listSessionsByTask } from './api/get-task-sessions';
export { listTodaySessions } from './api/get-todays-sessions';
export * from './rules/links';
export * from './rules/session-minutes';
export { useStartDeepWork } from './use-start-deep-work';
