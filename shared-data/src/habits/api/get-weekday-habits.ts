import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { Habit, Weekday } from '../../types/database';
import { habitKeys } from '../keys';

export async function listHabitsForWeekday(userId: string, weekday: Weekday): Promise<Habit[]> {
  return rows(
    await getSupabase()
      .from('habits')
      .select('*')
      .eq('user_id', userId)
      .contains('scheduled_days', [weekday])
      .order('created_at', { ascending: false }),
  );
}

export const weekdayHabitsQueryOptions = (userId: string, weekday: Weekday) =>
  queryOptions({
    queryKey: habitKeys.byWeekday(userId, weekday),
    queryFn: () => listHabitsForWeekday(userId, weekday),
    ...cacheProfiles.standard,
  });
