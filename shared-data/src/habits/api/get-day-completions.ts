import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { HabitCompletion } from '../../types/database';
import { habitCompletionKeys } from '../keys';

/** date: yyyy-MM-dd (local day) */
export async function listCompletionsForDate(userId: string, date: string): Promise<HabitCompletion[]> {
  return rows(
    await getSupabase().from('habit_completions').select('*').eq('user_id', userId).eq('completion_date', date),
  );
}

/** date: yyyy-MM-dd (local day) */
export const dayCompletionsQueryOptions = (userId: string, date: string) =>
  queryOptions({
    queryKey: habitCompletionKeys.byDate(userId, date),
    queryFn: () => listCompletionsForDate(userId, date),
    ...cacheProfiles.realtime,
  });
