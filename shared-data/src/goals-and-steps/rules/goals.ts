// The goal rules more than one app reads: whether a new goal may be created (one active goal at a time),
// a goal's status and its due date. The planner's own rules live in mf-onething.
import { shortDateLabel } from '../../dates/date-labels';
import { localDateKey, parseLocalDate, toLocalDateKey } from '../../dates/dates';

/** What a step form says when the step has no description. */
export const STEP_DESCRIPTION_REQUIRED = 'Step description is required';

/** The toast of a time slot the database refused because another step's block holds it (any page that plans). */
export const TIME_CONFLICT_TOAST = {
  title: 'Time Conflict',
  description: 'This time slot is already taken by another step. Please choose a different time.',
} as const;

export const ACTIVE_GOAL_EXISTS_MESSAGE =
  'You already have an active ONE Thing goal. Complete it before creating a new one.';

/** The database's refusal of a step for a goal that is completed (one written offline, or in a stale tab). */
export const GOAL_COMPLETED_MESSAGE = 'This ONE Thing is already completed.';

export type StepLike = { completed: boolean };

export type GoalLike = {
  is_active: boolean;
  progress: number;
  completed_at: string | null;
  deadline: string | null;
};

export type GoalStatus = 'completed' | 'overdue' | 'in-progress' | 'not-started';

/** A goal is complete when it has steps and all of them are complete. */
export function isGoalComplete(steps: readonly StepLike[]): boolean {
  return steps.length > 0 && steps.every((step) => step.completed);
}

/**
 * Status derived from the steps, as the spec orders it. A goal already recorded as finished
 * (progress 100 with completed_at, e.g. a completed playbook stored without steps) is also 'completed',
 * so it never shows as overdue or not started.
 */
export function deriveGoalStatus(
  goal: Pick<GoalLike, 'deadline'> & Partial<Pick<GoalLike, 'progress' | 'completed_at'>>,
  steps: readonly StepLike[],
  now: Date = new Date(),
): GoalStatus {
  const recordedDone = (goal.progress ?? 0) >= 100 && goal.completed_at != null;
  if (isGoalComplete(steps) || recordedDone) return 'completed';
  if (isGoalOverdue(goal, now)) return 'overdue';
  if (steps.some((step) => step.completed)) return 'in-progress';
  return 'not-started';
}

/** The deadline is a local calendar date; a goal is overdue only from the day after it. */
export function isGoalOverdue(goal: Pick<GoalLike, 'deadline'>, now: Date = new Date()): boolean {
  if (!goal.deadline) return false;
  return toLocalDateKey(goal.deadline) < localDateKey(now);
}

/**
 * Whether the active goal counts as completed: already inactive, progress 100, or (when the steps are
 * known) every step done - the planner shows 'Goal Completed!' before 'Mark as Done' is pressed.
 */
export function isCurrentGoalCompleted(goal: GoalLike, steps?: readonly StepLike[]): boolean {
  if (!goal.is_active || goal.progress >= 100) return true;
  return steps !== undefined && isGoalComplete(steps);
}

/** A new goal may be created when there is no active goal or the current one is completed. */
export function canCreateGoal(activeGoal: GoalLike | null | undefined, steps?: readonly StepLike[]): boolean {
  return activeGoal == null || isCurrentGoalCompleted(activeGoal, steps);
}

/** 'Due {date}' with the deadline as 'Mar 8, 2026' (a local calendar date). */
export function formatDueDate(deadline: string): string {
  return `Due ${shortDateLabel(parseLocalDate(deadline))}`;
}
