import { useQuery } from '@tanstack/react-query';
import { habitQueries } from '@onething/shared-data';

/** The user's habits, newest first (shared cache entry with the dashboard and calendar). */
export const habitsQueryOptions = (userId: string) => habitQueries.byUser(userId);

export function useHabits(userId: string) {
  return useQuery(habitsQueryOptions(userId));
}
