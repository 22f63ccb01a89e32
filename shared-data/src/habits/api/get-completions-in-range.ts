import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { HabitCompletion } from '../../types/database';
import { habitCompletionKeys } from '../keys';

/** Inclusive range of local days (yyyy-MM-dd), newest first. */
export async function listCompletionsInRange(userId: string, from: string, to: string): Promise<HabitCompletion[]> {
  return allPages((first, last) =>
    getSupabase()
      .from('habit_completions')
      .select('*')
      .eq('user_id', userId)
      .gte('completion_date', from)
      .lte('completion_date', to)
      .order('completion_date', { ascending: false })
      .order('id', { ascending: true })
      .range(first, last),
  );
}

export const completionsInRangeQueryOptions = (userId: string, from: string, to: string) =>
  queryOptions({
    queryKey: habitCompletionKeys.range(userId, from, to),
    queryFn: () => listCompletionsInRange(userId, from, to),
    ...cacheProfiles.realtime,
  });
