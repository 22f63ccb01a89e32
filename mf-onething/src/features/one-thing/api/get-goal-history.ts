import { useInfiniteQuery } from '@tanstack/react-query';
import { goalKeys, listCompletedGoals } from '@onething/shared-data';

/**
 * The user's completed goals, newest completion first, a page at a time (hosted Supabase answers at most
 * 1,000 rows per request, and years of goals should not load at once). Under goal keys, so completing,
 * reopening or deleting a goal refreshes it.
 */
export function useGoalHistory(userId: string) {
  return useInfiniteQuery({
    queryKey: goalKeys.history(userId),
    queryFn: ({ pageParam }) => listCompletedGoals(userId, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}
