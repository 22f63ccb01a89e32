import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Task } from '../../types/database';

export type StepEdit = {
  stepId: string;
  title: string;
  /**
   * Moves this block of the step to startTime for durationMinutes, on `date` (yyyy-MM-dd) when given, else on
   * its own day; conflicts with that day's blocks are refused like new blocks.
   */
  block?: { blockId: string; startTime: string; durationMinutes: number; date?: string };
};

export async function updateStep(edit: StepEdit): Promise<Task> {
  return row(
    await getSupabase().rpc('update_step', {
      p_step_id: edit.stepId,
      p_title: edit.title,
      p_block_id: edit.block?.blockId,
      p_start_time: edit.block?.startTime,
      p_duration_minutes: edit.block?.durationMinutes,
      p_date: edit.block?.date,
    }),
  );
}
