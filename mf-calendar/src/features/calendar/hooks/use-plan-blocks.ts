import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  calendarKeys,
  formatTimeHHMMSS,
  isTimeConflictError,
  mapWriteInput,
  newStepRows,
  patchQueries,
  patchQuery,
  refreshAfterWrite,
  stepWrites,
  taskKeys,
  timeBlockKeys,
  timeBlockWrites,
  undoPatches,
  useWrite,
  withNewBlock,
  withNewStep,
  TIME_CONFLICT_TOAST,
  type CacheUndo,
  type Task,
} from '@onething/shared-data';
import type { QueryKey } from '@tanstack/react-query';
import type { CalendarTasks } from '../api/get-calendar-data';
import { toast } from '@onething/shared-ui/toaster';
import { blockTimeLabel, type BlockTime } from '../domain/calendar';
import { PLAN_ERRORS, UNDO_TOAST_DURATION, showPlanError } from './plan-feedback';

export type BlockMove = { blockId: string; title: string; from: BlockTime; to: BlockTime };
export type NewCalendarStep = { goalId: string; title: string; time: BlockTime };

/** A block's own columns for a time: its day, start, end and length (what the step form saves as duration). */
function blockFields(time: BlockTime) {
  return {
    date: time.date,
    start_time: formatTimeHHMMSS(time.start),
    end_time: formatTimeHHMMSS(time.end),
    duration_minutes: time.end - time.start,
  };
}

/** A cached range of the calendar with a new block, when its day is in the range. */
function withCalendarBlock(range: CalendarTasks, key: QueryKey, block: Task): CalendarTasks {
  const { from, to } = (key[2] ?? {}) as { from?: string; to?: string };
  if (!block.date || !from || !to || block.date < from || block.date > to) return range;
  return { ...range, timeBlocks: [...range.timeBlocks.filter((b) => b.id !== block.id), block] };
}

const conflictToast = () => toast({ ...TIME_CONFLICT_TOAST, variant: 'destructive' });

/**
 * Planning from the calendar: a new step with its time block (the database's create_step, one transaction),
 * and a block moved or resized (its own columns; the database refuses an overlap with 'Time Conflict' and
 * nothing changes). While a move is being saved the block is shown where it goes (`pending`); a saved move
 * offers Undo, which sends the block's earlier time back.
 */
export function usePlanBlocks() {
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlyMap<string, BlockTime>>(new Map());
  const show = (blockId: string, time: BlockTime | null) =>
    setPending((current) => {
      const next = new Map(current);
      if (time) next.set(blockId, time);
      else next.delete(blockId);
      return next;
    });
  // The block stays where it was put until the refreshed range has it there (or back where it was).
  const settle = async (blockId: string) => {
    await refreshAfterWrite('time-blocks', client);
    show(blockId, null);
  };

  // Stored with the write: the move itself (plain data), for the toasts and the block shown while saving.
  type StoredMove = { blockId: string; patch: ReturnType<typeof blockFields>; move: BlockMove };
  const undo = useWrite<{ blockId: string; patch: ReturnType<typeof blockFields> }, unknown, unknown, StoredMove>(
    timeBlockWrites.update,
    {
      // Its own id: clicking Undo dismisses the move's toast, and an answer that came back while that toast
      // was still leaving would update the leaving toast and be lost with it.
      onSuccess: (_row, { move }) =>
        toast({
          id: `block-move-undone-${move.blockId}`,
          title: 'Move Undone',
          description: blockTimeLabel(move.from),
        }),
      onError: (error) => (isTimeConflictError(error) ? conflictToast() : showPlanError(PLAN_ERRORS.undo, error)),
      onSettled: (_row, _error, { move }) => settle(move.blockId),
    },
  );

  const move = useWrite<{ blockId: string; patch: ReturnType<typeof blockFields> }, unknown, unknown, StoredMove>(
    timeBlockWrites.update,
    {
      onSuccess: (_row, { move: change }) =>
        toast({
          id: `block-move-${change.blockId}`,
          title: 'Time Block Moved',
          description: `${change.title}: ${blockTimeLabel(change.to)}`,
          duration: UNDO_TOAST_DURATION,
          action: {
            label: 'Undo',
            onClick: () => {
              show(change.blockId, change.from);
              undo.mutate({ blockId: change.blockId, patch: blockFields(change.from), move: change });
            },
          },
        }),
      onError: (error) =>
        isTimeConflictError(error) ? conflictToast() : showPlanError(PLAN_ERRORS.updateTimeBlock, error),
      onSettled: (_row, _error, { move: change }) => settle(change.blockId),
    },
  );

  // Optimistic: the new block is on the calendar at once (also offline), and in the goal's lists of steps
  // and blocks, with the ids the database will keep; a refusal takes it away.
  const createWrite = useWrite(stepWrites.create, {
    onMutate: async (input): Promise<CacheUndo> => {
      const stepsKey = taskKeys.steps(input.goalId);
      const { step, block } = newStepRows(input, client.getQueryData<Task[]>(stepsKey) ?? [], new Date().toISOString());
      return [
        ...(await patchQueries<CalendarTasks>(client, calendarKeys.lists(), (range, key) =>
          withCalendarBlock(range, key, block),
        )),
        await patchQuery<Task[]>(client, stepsKey, (steps) => steps && withNewStep(steps, step)),
        await patchQuery<Task[]>(
          client,
          timeBlockKeys.byGoal(input.goalId),
          (blocks) => blocks && withNewBlock(blocks, block),
        ),
      ];
    },
    onSuccess: () => toast({ title: 'Step Created' }),
    onError: (error, _input, undo) => {
      undoPatches(client, undo);
      if (isTimeConflictError(error)) conflictToast();
      else showPlanError(PLAN_ERRORS.createStep, error);
    },
    onSettled: () => refreshAfterWrite('tasks', client),
  });
  // The ids are made when the user acts: a replay of the same request answers with the same step.
  const create = mapWriteInput(createWrite, ({ goalId, title, time }: NewCalendarStep) => ({
    id: crypto.randomUUID(),
    blockId: crypto.randomUUID(),
    goalId,
    title: title.trim(),
    startTime: formatTimeHHMMSS(time.start),
    durationMinutes: time.end - time.start,
    date: time.date,
  }));

  return {
    pending,
    // Shown at its new time in the same render the drag ends in, so it never flicks back while saving.
    moveBlock: (change: BlockMove) => {
      show(change.blockId, change.to);
      move.mutate({ blockId: change.blockId, patch: blockFields(change.to), move: change });
    },
    createStep: (step: NewCalendarStep) => create.submit(step),
    creating: create.isPending && !create.isPaused,
  };
}
