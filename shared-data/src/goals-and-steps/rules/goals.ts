import { shortDateLabel } from '../../dates/date-labels';
import { localDateKey, parseLocalDate, parseTimestamp, toLocalDateKey } from '../../dates/dates';

export const GOAL_PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;
export type GoalPriority = (typeof GOAL_PRIORITIES)[number];
export const DEFAULT_GOAL_PRIORITY: GoalPriority = 'Medium';

export const ACTIVE_GOAL_EXISTS_MESSAGE =
  'You already have an active ONE Thing goal. Complete it before creating a new one.';
export const CREATE_GOAL_BLOCKED_TOOLTIP = 'Complete your current ONE Thing before creating a new one';

/** The planner lists at most this many of today's completed goals, then '+N more completed today'. */
export const MAX_TODAYS_COMPLETED_GOALS = 5;

export type StepLike = { completed: boolean };

export type GoalLike = {
  is_active: boolean;
  progress: number;
  completed_at: string | null;
  deadline: string | null;
};

export type GoalStatus = 'completed' | 'overdue' | 'in-progress' | 'not-started';

export function isGoalPriority(value: unknown): value is GoalPriority {
  return typeof value === 'string' && (GOAL_PRIORITIES as readonly string[]).includes(value);
}

/** Rounded percentage of completed steps; 0 when there are none. */
export function goalProgress(steps: readonly StepLike[]): number {
  if (steps.length === 0) return 0;
  const done = steps.filter((step) => step.completed).length;
  return Math.round((done / steps.length) * 100);
}

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
export function canCreateGoal(
  activeGoal: GoalLike | null | undefined,
  steps?: readonly StepLike[],
): boolean {
  return activeGoal == null || isCurrentGoalCompleted(activeGoal, steps);
}

export type TodaysCompletedGoals<T> = { visible: T[]; moreCount: number };

/**
 * Goals finished today (progress 100, not active, completed_at on today's local date), most recently
 * completed first, at most five visible.
 */
export function todaysCompletedGoals<T extends GoalLike>(
  goals: readonly T[],
  now: Date = new Date(),
  limit: number = MAX_TODAYS_COMPLETED_GOALS,
): TodaysCompletedGoals<T> {
  const today = localDateKey(now);
  const completed = goals
    .filter(
      (goal) =>
        goal.progress >= 100 &&
        !goal.is_active &&
        goal.completed_at != null &&
        toLocalDateKey(goal.completed_at) === today,
    )
    .sort((a, b) => completedAtMs(b) - completedAtMs(a));
  return { visible: completed.slice(0, limit), moreCount: Math.max(0, completed.length - limit) };
}

function completedAtMs(goal: GoalLike): number {
  return goal.completed_at ? parseTimestamp(goal.completed_at).getTime() : 0;
}

export function formatMoreCompleted(count: number): string {
  return `+${count} more completed today`;
}

/**
 * The goal history's rows from its pages, in page order, each goal once: pages are read by offset, so a goal
 * completed (or reopened) between two page reads can shift a row onto the next page as well.
 */
export function mergeGoalHistoryPages<T extends { id: string }>(pages: readonly { goals: readonly T[] }[]): T[] {
  const seen = new Set<string>();
  const merged: T[] = [];
  for (const page of pages) {
    for (const goal of page.goals) {
      if (seen.has(goal.id)) continue;
      seen.add(goal.id);
      merged.push(goal);
    }
  }
  return merged;
}

/** 'Due {date}' with the deadline as 'Mar 8, 2026' (a local calendar date). */
export function formatDueDate(deadline: string): string {
  return `Due ${shortDateLabel(parseLocalDate(deadline))}`;
}
