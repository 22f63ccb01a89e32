import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createStep,
  formatTimeHHMMSS,
  invalidateAfter,
  isTimeConflictError,
  updateTimeBlock,
  TIME_CONFLICT_TOAST,
} from '@onething/shared-data';
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
    await invalidateAfter('time-blocks', client);
    show(blockId, null);
  };

  const undo = useMutation({
    mutationFn: (move: BlockMove) => updateTimeBlock(move.blockId, blockFields(move.from)),
    // Its own id: clicking Undo dismisses the move's toast, and an answer that came back while that toast
    // was still leaving would update the leaving toast and be lost with it.
    onSuccess: (_row, move) =>
      toast({ id: `block-move-undone-${move.blockId}`, title: 'Move Undone', description: blockTimeLabel(move.from) }),
    onError: (error) => (isTimeConflictError(error) ? conflictToast() : showPlanError(PLAN_ERRORS.undo, error)),
    onSettled: (_row, _error, move) => settle(move.blockId),
  });

  const move = useMutation({
    mutationFn: (change: BlockMove) => updateTimeBlock(change.blockId, blockFields(change.to)),
    onSuccess: (_row, change) =>
      toast({
        id: `block-move-${change.blockId}`,
        title: 'Time Block Moved',
        description: `${change.title}: ${blockTimeLabel(change.to)}`,
        duration: UNDO_TOAST_DURATION,
        action: {
          label: 'Undo',
          onClick: () => {
            show(change.blockId, change.from);
            undo.mutate(change);
          },
        },
      }),
    onError: (error) =>
      isTimeConflictError(error) ? conflictToast() : showPlanError(PLAN_ERRORS.updateTimeBlock, error),
    onSettled: (_row, _error, change) => settle(change.blockId),
  });

  const create = useMutation({
    mutationFn: ({ goalId, title, time }: NewCalendarStep) =>
      createStep({
        goalId,
        title: title.trim(),
        startTime: formatTimeHHMMSS(time.start),
        durationMinutes: time.end - time.start,
        date: time.date,
      }),
    onSuccess: () => toast({ title: 'Step Created' }),
    onError: (error) => (isTimeConflictError(error) ? conflictToast() : showPlanError(PLAN_ERRORS.createStep, error)),
    onSettled: () => invalidateAfter('tasks', client),
  });

  return {
    pending,
    // Shown at its new time in the same render the drag ends in, so it never flicks back while saving.
    moveBlock: (change: BlockMove) => {
      show(change.blockId, change.to);
      move.mutate(change);
    },
    createStep: (step: NewCalendarStep) => create.mutateAsync(step),
    creating: create.isPending,
  };
}
