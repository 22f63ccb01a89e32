import { completeGoal, goalProgress, isGoalComplete, listSteps, updateGoal, type Goal } from '@onething/shared-data';

export type ProgressSync = { progress: number; autoCompleted: boolean };

/**
 * Keeps one_thing_goals.progress equal to the progress derived from the stored steps. With
 * `autoComplete`, an active goal whose steps are now all complete is completed (spec 4: only a step
 * toggle does that; adding or deleting a step just moves the number).
 */
export async function syncGoalProgress(
  goal: Pick<Goal, 'id' | 'is_active'>,
  options: { autoComplete: boolean },
): Promise<ProgressSync> {
  const steps = await listSteps(goal.id);
  if (options.autoComplete && goal.is_active && isGoalComplete(steps)) {
    await completeGoal(goal.id);
    return { progress: 100, autoCompleted: true };
  }
  const progress = goalProgress(steps);
  await updateGoal(goal.id, { progress });
  return { progress, autoCompleted: false };
}
