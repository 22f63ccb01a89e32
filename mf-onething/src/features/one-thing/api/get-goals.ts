import { useQuery } from '@tanstack/react-query';
import { goalQueries } from '@onething/shared-data';

/** All of the user's goals, newest first (the source of "Today's Completed Goals"). */
export function useGoals(userId: string) {
  return useQuery(goalQueries.byUser(userId));
}
