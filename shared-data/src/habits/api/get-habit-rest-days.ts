import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { row, rows } from '../../supabase/result';
import type { TableRow } from '../../types/database';
import { habitKeys } from '../keys';

export type HabitSkip = TableRow<'habit_skips'>;
export type HabitPause = TableRow<'habit_pauses'>;

/** The user's skipped days and pauses: the days that neither break nor extend a streak. */
export type HabitRestDays = { skips: HabitSkip[]; pauses: HabitPause[] };

/** One request (habit_rest_days): the pages refetch it after every completion, with the streaks. */
export async function listHabitRestDays(): Promise<HabitRestDays> {
  return row(await getSupabase().rpc('habit_rest_days', {}, { get: true })) as unknown as HabitRestDays;
}

/** Under the habits' key: a completion, a skip or a pause refreshes it with the streaks. */
export const habitRestDaysQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: habitKeys.restDays(userId),
    queryFn: () => listHabitRestDays(),
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
