import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { HabitCompletion } from '../../types/database';
import { habitCompletionKeys } from '../keys';

// Dates are local calendar days, yyyy-MM-dd.

/** Every completion of the user, newest first (years of history: paged). */
export async function listCompletions(userId: string): Promise<HabitCompletion[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('user_id', userId)
      .order('completion_date', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export const completionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: habitCompletionKeys.byUser(userId),
    queryFn: () => listCompletions(userId),
    ...cacheProfiles.realtime,
  });
