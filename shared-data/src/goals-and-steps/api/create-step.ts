import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Task } from '../../types/database';

export type NewStep = {
  /** The ids the client gave the step and its time block; the database makes them when absent. */
  id?: string;
  blockId?: string;
  goalId: string;
  title: string;
  /** 'HH:MM' or 'HH:MM:SS' */
  startTime: string;
  /** Minutes, 1-180. */
  durationMinutes: number;
  /** The local day of its time block, yyyy-MM-dd. */
  date: string;
};

/**
 * A step and its time block in one transaction. An overlap with another block of that day is refused by the
 * database with SQLSTATE 23P01 (see isTimeConflict) and nothing is saved. Sent again with the same id, answers
 * with that step as it is and changes nothing.
 */
export async function createStep(step: NewStep): Promise<Task> {
  return row(
    await getSupabase().rpc('create_step', {
      p_goal_id: step.goalId,
      p_title: step.title,
      p_start_time: step.startTime,
      p_duration_minutes: step.durationMinutes,
      p_date: step.date,
      p_id: step.id,
      p_block_id: step.blockId,
    }),
  );
}
