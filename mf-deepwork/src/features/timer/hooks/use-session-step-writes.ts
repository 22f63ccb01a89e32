// The deep work page's writes of a goal's steps and time blocks, through the offline queue (goals-and-steps'
// declared writes): shown at once, also offline, sent in order with every other write, and put back with
// the page's error toast when refused.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  isTimeConflictError,
  refreshAfterWrite,
  stepWrites,
  taskKeys,
  timeBlockKeys,
  TIME_CONFLICT_TOAST,
  timeBlockWrites,
  useWrite,
  type StepCompletion,
  type Task,
  type TimeBlock,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { DEEP_WORK_TOASTS } from '../domain/deep-work-messages';
import { withBlockEdited, withStepBlocksCompleted, withStepCompleted } from '../domain/step-entries';
import type { TimeBlockEdit } from '../components/edit-time-block-dialog';

/** The goal's steps and blocks as they were before a change (plain data: stored with the queued write). */
type Before = { goalId: string; steps: Task[] | undefined; blocks: TimeBlock[] | undefined };

async function takeBefore(client: QueryClient, goalId: string): Promise<Before> {
  const stepsKey = taskKeys.steps(goalId);
  const blocksKey = timeBlockKeys.byGoal(goalId);
  await Promise.all([client.cancelQueries({ queryKey: stepsKey }), client.cancelQueries({ queryKey: blocksKey })]);
  return { goalId, steps: client.getQueryData<Task[]>(stepsKey), blocks: client.getQueryData<TimeBlock[]>(blocksKey) };
}

function putBack(client: QueryClient, before: Before | undefined) {
  if (!before) return;
  client.setQueryData(taskKeys.steps(before.goalId), before.steps);
  client.setQueryData(timeBlockKeys.byGoal(before.goalId), before.blocks);
}

type StepChange = { stepId: string; completed: boolean; goal: { id: string; title: string } };
type BlockChange = { blockId: string; patch: TimeBlockEdit; goalId: string };

/**
 * `setCompleted` and `saveBlock` resolve when the change is saved or queued (offline) and reject when it is
 * refused while the page waits; the toasts are the hook's either way. `onGoalCompleted`: the step was the
 * goal's last open one (known once the server answers).
 */
export function useSessionStepWrites(onGoalCompleted: (title: string) => void) {
  const client = useQueryClient();

  const stepWrite = useWrite<{ stepId: string; completed: boolean }, StepCompletion, Before, StepChange>(
    stepWrites.setCompleted,
    {
      onMutate: async ({ stepId, completed, goal }) => {
        const before = await takeBefore(client, goal.id);
        client.setQueryData<Task[]>(taskKeys.steps(goal.id), (steps) =>
          steps ? withStepCompleted(steps, stepId, completed) : steps,
        );
        client.setQueryData<TimeBlock[]>(timeBlockKeys.byGoal(goal.id), (blocks) =>
          blocks ? withStepBlocksCompleted(blocks, stepId, completed) : blocks,
        );
        return before;
      },
      onSuccess: (result, { completed, goal }) => {
        toast(completed ? DEEP_WORK_TOASTS.stepCompleted : DEEP_WORK_TOASTS.blockReverted);
        if (completed && result.goal_completed) onGoalCompleted(goal.title || result.goal.title);
      },
      onError: (error, { completed }, before) => {
        putBack(client, before);
        console.error('[mf-deepwork] could not update the step', error);
        toast({
          ...(completed ? DEEP_WORK_TOASTS.stepFailed : DEEP_WORK_TOASTS.stepUpdateFailed),
          variant: 'destructive',
        });
      },
      onSettled: () => refreshAfterWrite('tasks', client),
    },
  );

  const blockWrite = useWrite<{ blockId: string; patch: TimeBlockEdit }, unknown, Before, BlockChange>(
    timeBlockWrites.update,
    {
      onMutate: async ({ blockId, patch, goalId }) => {
        const before = await takeBefore(client, goalId);
        client.setQueryData<TimeBlock[]>(timeBlockKeys.byGoal(goalId), (blocks) =>
          blocks ? withBlockEdited(blocks, blockId, patch) : blocks,
        );
        return before;
      },
      onSuccess: () => toast(DEEP_WORK_TOASTS.timeBlockUpdated),
      onError: (error, _change, before) => {
        putBack(client, before);
        console.error('[mf-deepwork] could not update the time block', error);
        if (isTimeConflictError(error)) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
        else toast({ ...DEEP_WORK_TOASTS.timeBlockUpdateFailed, variant: 'destructive' });
      },
      onSettled: () => refreshAfterWrite('time-blocks', client),
    },
  );

  return {
    setCompleted: (change: StepChange) => stepWrite.submit(change),
    saveBlock: (change: BlockChange) => blockWrite.submit(change),
  };
}
