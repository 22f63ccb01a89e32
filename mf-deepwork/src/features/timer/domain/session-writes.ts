// What the deep work page records of a session, taken when the user acts: the id the session gets when
// Start is pressed, when it started, and how and when it ended. So a session run offline is recorded as it
// ran when the connection returns, and a replay sends the same thing again.
import {
  remainingSeconds,
  sessionEndsAt,
  workedMinutes,
  type DeepWorkSessionState,
  type EndedSession,
  type SessionData,
  type StartedSession,
} from '@onething/shared-data';
import { UNTITLED_SESSION } from './deep-work-messages';

export function sessionTitle(data: SessionData | null): string {
  return data?.oneThingGoal?.title ?? data?.playbookData?.title ?? UNTITLED_SESSION;
}

/** The row of a session started at `startedAt` (epoch ms) from this state and session data. */
export function startedSession(
  state: Pick<DeepWorkSessionState, 'selectedDuration' | 'shieldEnabled' | 'shieldLocked'>,
  data: SessionData | null,
  id: string,
  startedAt: number,
): StartedSession {
  return {
    id,
    title: sessionTitle(data),
    duration_minutes: state.selectedDuration,
    goal_id: data?.oneThingGoal?.id ?? null,
    playbook_id: data?.playbookData?.id ?? null,
    shield_enabled: state.shieldEnabled,
    // A lock holds only what a shield blocks.
    shield_locked: state.shieldEnabled && state.shieldLocked === true,
    created_at: new Date(startedAt).toISOString(),
  };
}

type RunningState = Parameters<typeof remainingSeconds>[0];

/** A session that ran to 0: all its minutes, ended when its time was up (also when noticed later, after a sleep). */
export function sessionCompleted(state: RunningState, now: number): EndedSession {
  return {
    durationMinutes: state.selectedDuration,
    endedAt: new Date(Math.min(sessionEndsAt(state) ?? now, now)).toISOString(),
  };
}

/**
 * A session ended early at `now`: the minutes worked, stopped by the user (`emergencyCanceled`) or by a
 * completed step (`taskId`, the ONE Thing step it was spent on).
 */
export function sessionEndedEarly(
  state: RunningState,
  now: number,
  how: { emergencyCanceled: true } | { taskId: string | null },
): EndedSession {
  return {
    durationMinutes: workedMinutes(state.selectedDuration, remainingSeconds(state, now)),
    endedAt: new Date(now).toISOString(),
    ...how,
  };
}
