import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { TimeBlock } from '../../types/database';
import { timeBlockKeys } from '../keys';

/** Time blocks of a goal: tasks with a start time, by date then start time. */
export async function listTimeBlocks(goalId: string): Promise<TimeBlock[]> {
  const data = rows(
    await getSupabase()
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goalId)
      .not('start_time', 'is', null)
      .order('date', { ascending: true })
      .order('start_time', { ascending: true }),
  );
  return data as TimeBlock[];
}

export const timeBlocksQueryOptions = (goalId: string) =>
  queryOptions({ queryKey: timeBlockKeys.byGoal(goalId), queryFn: () => listTimeBlocks(goalId) });
