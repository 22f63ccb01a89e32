import { useQueryClient } from '@tanstack/react-query';
import {
  refreshAfterWrite,
  stepWrites,
  taskKeys,
  mapWriteInput,
  useWrite,
  timeBlockKeys,
  type Goal,
  type StepCompletion,
  type Task,
  type TimeBlock,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast, UNDO_TOAST_DURATION } from './mutation-feedback';
import type { UndoInput } from './use-undo-step';

export type ToggleStepInput = {
  goal: Pick<Goal, 'id' | 'title'>;
  step: Pick<Task, 'id'>;
  /** The state the user asked for (the opposite of what the circle showed when clicked). */
  completed: boolean;
};

type StoredToggle = { stepId: string; completed: boolean; goal: Pick<Goal, 'id' | 'title'> };

type Snapshot = { steps: Task[] | undefined; blocks: TimeBlock[] | undefined };

const statusOf = (completed: boolean) => (completed ? 'completed' : 'upcoming');

/**
 * Sends the intended state, never "flip": a retried request or a stale tab cannot invert the click. The
 * database moves the step's blocks along and completes the goal when this was its last open step.
 * Optimistic: the circle changes at once and is rolled back with the error toast on failure.
 */
export function useToggleStep(onUndo: (undo: UndoInput) => void) {
  const client = useQueryClient();
  const mutation = useWrite<{ stepId: string; completed: boolean }, StepCompletion, Snapshot, StoredToggle>(
    stepWrites.setCompleted,
    {
      onMutate: async ({ goal, stepId, completed }): Promise<Snapshot> => {
        const step = { id: stepId };
        const stepsKey = taskKeys.steps(goal.id);
        const blocksKey = timeBlockKeys.byGoal(goal.id);
        await Promise.all([
          client.cancelQueries({ queryKey: stepsKey }),
          client.cancelQueries({ queryKey: blocksKey }),
        ]);
        const snapshot = {
          steps: client.getQueryData<Task[]>(stepsKey),
          blocks: client.getQueryData<TimeBlock[]>(blocksKey),
        };
        client.setQueryData<Task[]>(stepsKey, (steps) =>
          steps?.map((s) => (s.id === step.id ? { ...s, completed, status: statusOf(completed) } : s)),
        );
        client.setQueryData<TimeBlock[]>(blocksKey, (blocks) =>
          blocks?.map((b) => (b.step_id === step.id ? { ...b, completed, status: statusOf(completed) } : b)),
        );
        return snapshot;
      },
      // One toast per completion, with Undo putting back the state before it (the step open, and the goal
      // active and open again when this step completed it).
      onSuccess: (result, { goal, stepId, completed }) => {
        const step = { id: stepId };
        if (!completed) {
          toast({ title: 'Step Updated', description: 'Step marked as incomplete' });
          return;
        }
        const undo = {
          label: 'Undo',
          onClick: () =>
            onUndo(result.goal_completed ? { kind: 'goal-completed', step } : { kind: 'step-completed', step }),
        };
        if (result.goal_completed) {
          toast({
            title: 'Congratulations! 🎉',
            description: `Goal "${goal.title}" completed! All tasks finished.`,
            duration: UNDO_TOAST_DURATION,
            action: undo,
          });
        } else {
          toast({
            title: 'Step Updated',
            description: 'Step completed! 🎉',
            duration: UNDO_TOAST_DURATION,
            action: undo,
          });
        }
      },
      onError: (error, { goal }, snapshot) => {
        if (snapshot) {
          client.setQueryData(taskKeys.steps(goal.id), snapshot.steps);
          client.setQueryData(timeBlockKeys.byGoal(goal.id), snapshot.blocks);
        }
        showErrorToast(ERROR_MESSAGES.toggleStep, error);
      },
      onSettled: () => refreshAfterWrite('tasks', client),
    },
  );
  // Stored with the write: the step's id and the goal's id and title (for the cache keys and the toast).
  const toStored = ({ goal, step, completed }: ToggleStepInput): StoredToggle => ({
    stepId: step.id,
    completed,
    goal: { id: goal.id, title: goal.title },
  });
  return mapWriteInput(mutation, toStored);
}
