import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invalidateAfter,
  setStepTimeBlocksStatus,
  taskKeys,
  timeBlockKeys,
  updateTask,
  type Goal,
  type Task,
  type TimeBlock,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { ERROR_MESSAGES, showErrorToast } from './mutation-feedback';
import { syncGoalProgress, type ProgressSync } from './sync-goal-progress';

export type ToggleStepInput = { goal: Pick<Goal, 'id' | 'is_active' | 'title'>; step: Pick<Task, 'id' | 'completed'> };

/** Flips the step, moves its blocks to completed/upcoming, then syncs progress (auto-completing at 100%). */
export async function toggleStep({ goal, step }: ToggleStepInput): Promise<ProgressSync & { completed: boolean }> {
  const completed = !step.completed;
  const status = completed ? 'completed' : 'upcoming';
  await updateTask(step.id, { completed, status });
  await setStepTimeBlocksStatus(step.id, status);
  const sync = await syncGoalProgress(goal, { autoComplete: completed });
  return { ...sync, completed };
}

type Snapshot = { steps: Task[] | undefined; blocks: TimeBlock[] | undefined };

/** Optimistic: the circle flips at once and is rolled back with the error toast on failure. */
export function useToggleStep() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: toggleStep,
    onMutate: async ({ goal, step }): Promise<Snapshot> => {
      const stepsKey = taskKeys.steps(goal.id);
      const blocksKey = timeBlockKeys.byGoal(goal.id);
      await Promise.all([client.cancelQueries({ queryKey: stepsKey }), client.cancelQueries({ queryKey: blocksKey })]);
      const snapshot = { steps: client.getQueryData<Task[]>(stepsKey), blocks: client.getQueryData<TimeBlock[]>(blocksKey) };
      const completed = !step.completed;
      client.setQueryData<Task[]>(stepsKey, (steps) =>
        steps?.map((s) => (s.id === step.id ? { ...s, completed, status: completed ? 'completed' : 'upcoming' } : s)),
      );
      client.setQueryData<TimeBlock[]>(blocksKey, (blocks) =>
        blocks?.map((b) => (b.step_id === step.id ? { ...b, status: completed ? 'completed' : 'upcoming' } : b)),
      );
      return snapshot;
    },
    onSuccess: (result, { goal }) => {
      toast({ title: 'Step Updated', description: result.completed ? 'Step completed! 🎉' : 'Step marked as incomplete' });
      if (result.autoCompleted) {
        toast({ title: 'Congratulations! 🎉', description: `Goal "${goal.title}" completed! All tasks finished.` });
      }
    },
    onError: (error, { goal }, snapshot) => {
      if (snapshot) {
        client.setQueryData(taskKeys.steps(goal.id), snapshot.steps);
        client.setQueryData(timeBlockKeys.byGoal(goal.id), snapshot.blocks);
      }
      showErrorToast(ERROR_MESSAGES.toggleStep, error);
    },
    onSettled: () => invalidateAfter('tasks', client),
  });
}
