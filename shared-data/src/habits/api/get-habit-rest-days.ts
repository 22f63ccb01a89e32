import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import { rows } from '../../supabase/result';
import type { TableRow } from '../../types/database';
import { habitKeys } from '../keys';

export type HabitSkip = TableRow<'habit_skips'>;
export type HabitPause = TableRow<'habit_pauses'>;

/** The user's skipped days and pauses: the days that neither break nor extend a streak. */
export type HabitRestDays = { skips: HabitSkip[]; pauses: HabitPause[] };

export async function listHabitRestDays(userId: string): Promise<HabitRestDays> {
  const [skips, pauses] = await Promise.all([
    allPages<HabitSkip>((from, to) =>
      getSupabase()
        .from('habit_skips')
        .select('*')
        .eq('user_id', userId)
        .order('skip_date', { ascending: false })
        .order('habit_id')
        .range(from, to),
    ),
    allPages<HabitPause>((from, to) =>
      getSupabase()
        .from('habit_pauses')
        .select('*')
        .eq('user_id', userId)
        .order('first_day', { ascending: false })
        .order('id')
        .range(from, to),
    ),
  ]);
  return { skips, pauses };
}

/** Under the habits' key: a completion, a skip or a pause refreshes it with the streaks. */
export const habitRestDaysQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: habitKeys.restDays(userId),
    queryFn: () => listHabitRestDays(userId),
    ...cacheProfiles.realtime,
  });

/** The days a streak freeze covered in one habit, up to yesterday (the database's walk). */
export async function listFrozenDays(habitId: string): Promise<string[]> {
  return rows<string>(await getSupabase().rpc('habit_frozen_days', { p_habit_id: habitId }, { get: true }));
}

export const frozenDaysQueryOptions = (habitId: string) =>
  queryOptions({
    queryKey: habitKeys.frozenDays(habitId),
    queryFn: () => listFrozenDays(habitId),
    ...cacheProfiles.realtime,
  });
