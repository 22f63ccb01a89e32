// Deep work sessions, the minutes they add up to, the links that open the deep work page, and the running
// session: its timer arithmetic, its pause and resume and its shield, shared by the deep work page and the shell.
export * from './keys';
export * from './queries';
export { createSession, SESSION_CREATION_IN_PROGRESS } from './api/create-session';
export { finishSession } from './api/finish-session';
export { deepWorkWrites, type EndedSession, type StartedSession } from './writes';
export * from './rules/links';
export * from './rules/session-minutes';
export * from './rules/deep-work-timer';
export { useDeepWorkPhase, useDeepWorkSession, useSessionControls, useSessionTime } from './use-deep-work-session';
export { useStartDeepWork } from './use-start-deep-work';
