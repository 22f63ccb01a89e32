import { useQuery } from '@tanstack/react-query';
import { habitCompletionQueries } from '@onething/shared-data';

/** Every completion of the user: streaks need the whole history, not just this week. */
export const habitCompletionsQueryOptions = (userId: string) => habitCompletionQueries.byUser(userId);

export function useHabitCompletions(userId: string) {
  return useQuery(habitCompletionsQueryOptions(userId));
}
