import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { Task } from '../../types/database';
import { taskKeys } from '../keys';

/** Every task and time block of the user, through the goal's user_id (tasks have no user_id); grows with years of use. */
export async function listTasksForUser(userId: string): Promise<Task[]> {
  const data = await allPages((from, to) =>
    getSupabase()
      .from('one_thing_tasks')
      .select('*, one_thing_goals!inner(user_id)')
      .eq('one_thing_goals.user_id', userId)
      .order('sort_order', { ascending: true })
      .order('id', { ascending: true })
      .range(from, to),
  );
  return data.map(({ one_thing_goals: _goal, ...task }) => task);
}

export const userTasksQueryOptions = (userId: string) =>
  queryOptions({ queryKey: taskKeys.byUser(userId), queryFn: () => listTasksForUser(userId) });
