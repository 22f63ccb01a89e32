import { getSupabase } from '../../supabase';
import type { Goal } from '../../types/database';
import { rows } from '../../supabase/result';

/** Completed goals per page of the goal history (well under the 1,000 rows hosted Supabase returns at most). */
export const GOAL_HISTORY_PAGE_SIZE = 20;

export type GoalHistoryPage = { goals: Goal[]; nextPage: number | null };

/**
 * One page of the user's completed goals, newest completion first (ties by id, so pages neither overlap nor
 * skip rows). Reads one row more than the page to know whether another page follows.
 */
export async function listCompletedGoals(
  userId: string,
  page: number,
  pageSize: number = GOAL_HISTORY_PAGE_SIZE,
): Promise<GoalHistoryPage> {
  const from = page * pageSize;
  const data = rows(
    await getSupabase()
      .from('one_thing_goals')
      .select('*')
      .eq('user_id', userId)
      .not('completed_at', 'is', null)
      .order('completed_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, from + pageSize),
  );
  return { goals: data.slice(0, pageSize), nextPage: data.length > pageSize ? page + 1 : null };
}
