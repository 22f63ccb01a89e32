import { getSupabase } from '../../supabase';
import { done, row } from '../../supabase/result';

/** Where a moved block was: what setBlockTimes puts back. */
export type MovedBlock = { id: string; date: string; start_time: string; end_time: string };

export type MoveToDayResult = {
  /** Steps with at least one block moved. */
  moved_steps: number;
  /** Steps with a block that fitted nowhere later that day (it stayed where it was). */
  left_steps: number;
  blocks: MovedBlock[];
};

/**
 * Moves the blocks of the goal's open steps that lie only on days before `day` to `day` (yyyy-MM-dd), each at
 * its own time when free, else at the first free time after it, in one transaction; returns where each was.
 */
export async function moveUnfinishedStepsToDay(goalId: string, day: string): Promise<MoveToDayResult> {
  return row(
    await getSupabase().rpc('move_unfinished_steps_to_day', { p_goal_id: goalId, p_day: day }),
  ) as unknown as MoveToDayResult;
}

/** Puts blocks back at the day and times given, all or none (refused with 'Time Conflict' when one is taken). */
export async function setBlockTimes(blocks: readonly MovedBlock[]): Promise<void> {
  done(await getSupabase().rpc('set_block_times', { p_blocks: [...blocks] }));
}
