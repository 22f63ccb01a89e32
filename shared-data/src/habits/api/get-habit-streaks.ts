import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import { habitKeys } from '../keys';

/** A habit's streaks today on the user's calendar (fair streaks, counted by the database). */
export type HabitStreak = { habit_id: string; current_streak: number; longest_streak: number };

/** The signed-in user's streak per habit; a read-only GET, so it is cacheable and safe to retry. */
export async function listHabitStreaks(): Promise<HabitStreak[]> {
  return rows(await getSupabase().rpc('habit_streaks', {}, { get: true }));
}

/** Streaks change with every completion, like the completions themselves. */
export const habitStreaksQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: habitKeys.streaks(userId),
    queryFn: () => listHabitStreaks(),
    ...cacheProfiles.realtime,
  });
