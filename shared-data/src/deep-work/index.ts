// Deep work sessions, the minutes they add up to, the links that open the deep work page, and the running
// session: its timer arithmetic, its pause and resume and its shield, shared by the deep work page and the shell.
export * from './keys';
export * from './queries';
// Sessions are written through the offline queue only (deepWorkWrites), never directly.
export { SESSION_CREATION_IN_PROGRESS } from './api/create-session';
export { deepWorkWrites, type EndedSession, type StartedSession } from './writes';
export * from './rules/links';
export * from './rules/session-minutes';
export * from './rules/deep-work-timer';
export { useDeepWorkPhase, useDeepWorkSession, useSessionControls, useSessionTime } from './use-deep-work-session';
export { useStartDeepWork } from './use-start-deep-work';
