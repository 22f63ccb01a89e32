import { useQueryClient } from '@tanstack/react-query';
import {
  refreshAfterWrite,
  isTimeConflictError,
  stepWrites,
  timeBlockWrites,
  mapWriteInput,
  useWrite,
  type Goal,
  type MoveToDayResult,
  TIME_CONFLICT_TOAST,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { ERROR_MESSAGES, showErrorToast, UNDO_TOAST_DURATION } from './mutation-feedback';

const steps = (count: number) => `${count} ${count === 1 ? 'step' : 'steps'}`;

/** The toast after a move: how many moved, and how many found no free time today and stayed. */
function movedToTodayToast(result: Pick<MoveToDayResult, 'moved_steps' | 'left_steps'>): {
  title: string;
  description: string;
} {
  const stayed = result.left_steps > 0 ? ` ${steps(result.left_steps)} found no free time today and stayed.` : '';
  if (result.moved_steps === 0) return { title: 'Nothing Moved', description: stayed.trim() };
  return { title: 'Steps Moved', description: `${steps(result.moved_steps)} moved to today.${stayed}` };
}

/**
 * One request: the database moves the open steps of past days (their blocks) to today, at their own times
 * where free. The toast offers Undo, which puts every moved block back where it was, all or none.
 */
export function useMoveStepsToToday() {
  const client = useQueryClient();
  const undo = useWrite(timeBlockWrites.setTimes, {
    onSuccess: () => toast({ title: 'Steps Moved Back', description: 'They are back on their days.' }),
    onError: (error) => {
      if (isTimeConflictError(error)) toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });
      else showErrorToast(ERROR_MESSAGES.undo, error);
    },
    onSettled: () => refreshAfterWrite('time-blocks', client),
  });
  const move = useWrite(stepWrites.moveUnfinishedToDay, {
    onSuccess: (result) =>
      toast({
        ...movedToTodayToast(result),
        ...(result.blocks.length > 0
          ? {
              duration: UNDO_TOAST_DURATION,
              action: { label: 'Undo', onClick: () => undo.mutate(result.blocks) },
            }
          : {}),
      }),
    onError: (error) => showErrorToast(ERROR_MESSAGES.moveSteps, error),
    onSettled: () => refreshAfterWrite('time-blocks', client),
  });
  return mapWriteInput(move, ({ goal, today }: { goal: Pick<Goal, 'id'>; today: string }) => ({
    goalId: goal.id,
    day: today,
  }));
}
