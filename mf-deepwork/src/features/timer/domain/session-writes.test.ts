import { describe, expect, it } from 'vitest';
import {
  defaultDeepWorkSessionState,
  pauseTimer,
  resumeTimer,
  startTimer,
  type SessionData,
} from '@onething/shared-data';
import { UNTITLED_SESSION } from './deep-work-messages';
import { sessionCompleted, sessionEndedEarly, startedSession } from './session-writes';

const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);
const MINUTE = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

const goalData: SessionData = {
  oneThingGoal: { id: 'goal-1', title: 'Ship the book' },
  playbookData: null,
  timestamp: T0,
};

describe('what a session records, taken when the user acts', () => {
  it('a start: the id made when Start was pressed, that moment, the minutes, the goal and the shield', () => {
    const state = { ...defaultDeepWorkSessionState, selectedDuration: 50, shieldEnabled: true };
    expect(startedSession(state, goalData, 'session-1', T0)).toEqual({
      id: 'session-1',
      title: 'Ship the book',
      duration_minutes: 50,
      goal_id: 'goal-1',
      playbook_id: null,
      shield_enabled: true,
      shield_locked: false,
      created_at: iso(T0),
    });
  });

  it('a locked start holds only with the shield on', () => {
    const locked = { ...defaultDeepWorkSessionState, shieldEnabled: true, shieldLocked: true };
    expect(startedSession(locked, goalData, 's', T0)).toMatchObject({ shield_enabled: true, shield_locked: true });
    const noShield = { ...locked, shieldEnabled: false };
    expect(startedSession(noShield, goalData, 's', T0)).toMatchObject({ shield_enabled: false, shield_locked: false });
  });

  it('a start from a playbook, or with nothing to work on', () => {
    const playbook: SessionData = { oneThingGoal: null, playbookData: { id: 'pb-1', title: 'Morning' }, timestamp: T0 };
    expect(startedSession(defaultDeepWorkSessionState, playbook, 's', T0)).toMatchObject({
      title: 'Morning',
      goal_id: null,
      playbook_id: 'pb-1',
      duration_minutes: 25,
      shield_enabled: false,
    });
    expect(startedSession(defaultDeepWorkSessionState, null, 's', T0)).toMatchObject({
      title: UNTITLED_SESSION,
      goal_id: null,
      playbook_id: null,
    });
  });

  it('a session that ran to 0 ends when its time was up, also when that is noticed later (a sleep, offline)', () => {
    const running = startTimer(defaultDeepWorkSessionState, 25, T0);
    expect(sessionCompleted(running, T0 + 25 * MINUTE)).toEqual({
      durationMinutes: 25,
      endedAt: iso(T0 + 25 * MINUTE),
    });
    expect(sessionCompleted(running, T0 + 3 * 60 * MINUTE)).toEqual({
      durationMinutes: 25,
      endedAt: iso(T0 + 25 * MINUTE),
    });
  });

  it('a pause moves the end by as long as it lasted', () => {
    const paused = pauseTimer(startTimer(defaultDeepWorkSessionState, 25, T0), T0 + 10 * MINUTE);
    const resumed = resumeTimer(paused, T0 + 40 * MINUTE);
    expect(sessionCompleted(resumed, T0 + 55 * MINUTE)).toEqual({
      durationMinutes: 25,
      endedAt: iso(T0 + 55 * MINUTE),
    });
  });

  it('a stop: the minutes worked (a minute begun counts), when Stop was confirmed, as an emergency stop', () => {
    const running = startTimer(defaultDeepWorkSessionState, 25, T0);
    expect(sessionEndedEarly(running, T0 + 10 * MINUTE + 30_000, { emergencyCanceled: true })).toEqual({
      durationMinutes: 11,
      endedAt: iso(T0 + 10 * MINUTE + 30_000),
      emergencyCanceled: true,
    });
    // At least a minute, so a session stopped at once is still recorded.
    expect(sessionEndedEarly(running, T0 + 5_000, { emergencyCanceled: true }).durationMinutes).toBe(1);
  });

  it('a completed step: the minutes worked and the step, not an emergency stop', () => {
    const running = startTimer(defaultDeepWorkSessionState, 50, T0);
    expect(sessionEndedEarly(running, T0 + 20 * MINUTE, { taskId: 'step-1' })).toEqual({
      durationMinutes: 20,
      endedAt: iso(T0 + 20 * MINUTE),
      taskId: 'step-1',
    });
  });
});
