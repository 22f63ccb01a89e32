// What a deep work session starts from: the duration presets, the minutes typed in the picker, whether the
// stored session data (goal or playbook) can be worked on, and the goal conflict that blocks a start.
import type { SessionData } from '@onething/shared-data';

export const DEEP_WORK_PRESETS = [
  { label: 'Pomodoro', minutes: 25 },
  { label: 'Short Sprint', minutes: 15 },
  { label: 'Deep Focus', minutes: 50 },
  { label: 'Power Hour', minutes: 60 },
] as const;

/** What the duration picker accepts, in whole minutes. */
export const SESSION_MINUTES_MIN = 1;
export const SESSION_MINUTES_MAX = 240;
/** Session data older than this is stale. */
export const SESSION_DATA_STALE_MS = 24 * 60 * 60 * 1000;

/** Whole minutes 1-240 from what was typed; anything else is not a duration. */
export function parseSessionMinutes(value: string): number | null {
  if (!/^\s*\d+\s*$/.test(value)) return null;
  const minutes = Number.parseInt(value, 10);
  return minutes >= SESSION_MINUTES_MIN && minutes <= SESSION_MINUTES_MAX ? minutes : null;
}

// ---------------------------------------------------------------------------------------------------
// Session data (the goal or playbook a session works on)
// ---------------------------------------------------------------------------------------------------

export type SessionValidity = 'empty' | 'stale' | 'invalid' | 'valid';

type ActiveGoalLike = { id: string; progress: number; completed_at: string | null } | null;

/**
 * Empty: no goal and no playbook. Stale: stored more than 24 h ago. Invalid: a goal or playbook without an
 * id, a goal other than the active one, or a goal with no active goal at all outside a running or paused
 * session. Otherwise valid.
 */
export function sessionDataValidity(
  data: SessionData | null,
  activeGoal: ActiveGoalLike,
  inSession: boolean,
  now: number = Date.now(),
): SessionValidity {
  if (!data || (!data.oneThingGoal && !data.playbookData)) return 'empty';
  if (now - data.timestamp > SESSION_DATA_STALE_MS) return 'stale';
  if (data.oneThingGoal && !data.oneThingGoal.id) return 'invalid';
  if (data.playbookData && !data.playbookData.id) return 'invalid';
  if (data.oneThingGoal) {
    if (activeGoal === null) return inSession ? 'valid' : 'invalid';
    if (data.oneThingGoal.id !== activeGoal.id) return 'invalid';
  }
  return 'valid';
}

/** Another active ONE Thing that is not completed is in the way of the session's goal. */
export function hasGoalConflict(data: SessionData | null, activeGoal: ActiveGoalLike): boolean {
  const goalId = data?.oneThingGoal?.id;
  if (!goalId || activeGoal === null) return false;
  return activeGoal.id !== goalId && activeGoal.completed_at === null && activeGoal.progress < 100;
}
