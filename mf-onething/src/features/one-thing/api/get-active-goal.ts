import { useQuery } from '@tanstack/react-query';
import { goalQueries } from '@onething/shared-data';

/** The user's active goal (zero or one row). */
export function useActiveGoal(userId: string) {
  return useQuery(goalQueries.active(userId));
}
