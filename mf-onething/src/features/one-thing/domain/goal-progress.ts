// The planner's progress figures: a goal's percentage of done steps and the goals completed today.
import { localDateKey, parseTimestamp, toLocalDateKey, type GoalLike, type StepLike } from '@onething/shared-data';

/** The planner lists at most this many of today's completed goals, then '+N more completed today'. */
export const MAX_TODAYS_COMPLETED_GOALS = 5;

/** Rounded percentage of completed steps; 0 when there are none. */
export function goalProgress(steps: readonly StepLike[]): number {
  if (steps.length === 0) return 0;
  const done = steps.filter((step) => step.completed).length;
  return Math.round((done / steps.length) * 100);
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
