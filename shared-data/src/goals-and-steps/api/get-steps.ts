import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { Task } from '../../types/database';
import { taskKeys } from '../keys';

/** Steps of a goal: tasks without a start time, in their manual order. */
export async function listSteps(goalId: string): Promise<Task[]> {
  return rows(
    await getSupabase()
      .from('one_thing_tasks')
      .select('*')
      .eq('goal_id', goalId)
      .is('start_time', null)
      .order('sort_order', { ascending: true }),
  );
}

export const stepsQueryOptions = (goalId: string) =>
  queryOptions({ queryKey: taskKeys.steps(goalId), queryFn: () => listSteps(goalId) });
