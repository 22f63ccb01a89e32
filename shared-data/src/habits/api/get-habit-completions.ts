import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { HabitCompletion } from '../../types/database';
import { habitCompletionKeys } from '../keys';

/** Every completion of one habit, newest first (years of history: paged). */
export async function listCompletionsForHabit(habitId: string, userId: string): Promise<HabitCompletion[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('habit_id', habitId)
      .eq('user_id', userId)
      .order('completion_date', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export const habitCompletionsQueryOptions = (habitId: string, userId: string) =>
  queryOptions({
    queryKey: habitCompletionKeys.byHabit(habitId, userId),
    queryFn: () => listCompletionsForHabit(habitId, userId),
    ...cacheProfiles.realtime,
  });
