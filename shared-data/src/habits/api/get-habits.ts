import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { Habit } from '../../types/database';
import { habitKeys } from '../keys';

export async function listHabits(userId: string): Promise<Habit[]> {
  return rows(
    await getSupabase().from('habits').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
  );
}

export const habitsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: habitKeys.byUser(userId), queryFn: () => listHabits(userId), ...cacheProfiles.standard });
