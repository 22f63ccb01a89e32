import { defineWrite } from '../offline/define-write';
import { createSession, type NewDeepWorkSession } from './api/create-session';
import { finishSession, type SessionEnd } from './api/finish-session';
import { recordShieldDown } from './api/record-shield-down';

// The writes of deep work sessions, each declared once (see offline/define-write.ts). A session may run
// while offline: its id, start and end are taken when the user acts, so the row recorded when the
// connection returns says when it really ran.

/** A session as the user started it: the id the client gave it and when it started (ISO). */
export type StartedSession = NewDeepWorkSession & { id: string; created_at: string };

/** How a session ended, and when (ISO). */
export type EndedSession = SessionEnd & { endedAt: string };

export const deepWorkWrites = {
  start: defineWrite({
    name: 'deep-work.start',
    label: 'Starting the deep work session',
    changes: ['deep-work'],
    run: ({ userId, session }: { userId: string; session: StartedSession }) => createSession(userId, session),
  }),
  /** Answers null when the session had ended already (another tab saved it, or a replay). */
  finish: defineWrite({
    name: 'deep-work.finish',
    label: 'Saving the deep work session',
    changes: ['deep-work'],
    run: ({ sessionId, end }: { sessionId: string; end: EndedSession }) => finishSession(sessionId, end),
  }),
  /** The moment the app found the session's shield down (ISO); a replay changes nothing. */
  shieldDown: defineWrite({
    name: 'deep-work.shield-down',
    label: 'Recording that the shield went down',
    changes: ['deep-work'],
    run: ({ sessionId, at }: { sessionId: string; at: string }) => recordShieldDown(sessionId, at),
  }),
};
