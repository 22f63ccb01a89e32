import { useQuery } from '@tanstack/react-query';
import { addDaysLocal, habitCompletionQueries, localDateKey, weekStartSunday } from '@onething/shared-data';

/**
 * This week's completions (Sunday to Saturday, local days): all the page shows. Streaks come from the
 * database, so years of history are never downloaded.
 */
export const weekCompletionsQueryOptions = (userId: string, now: Date = new Date()) =>
  habitCompletionQueries.range(
    userId,
    localDateKey(weekStartSunday(now)),
    localDateKey(addDaysLocal(weekStartSunday(now), 6)),
  );

export function useWeekCompletions(userId: string, now: Date = new Date()) {
  return useQuery(weekCompletionsQueryOptions(userId, now));
}
