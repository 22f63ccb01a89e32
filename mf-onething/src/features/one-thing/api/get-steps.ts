import { useQuery } from '@tanstack/react-query';
import { taskQueries } from '@onething/shared-data';

/** Steps of a goal (tasks without a start time) by sort order; idle without a goal. */
export function useSteps(goalId: string | undefined) {
  return useQuery({ ...taskQueries.steps(goalId ?? ''), enabled: Boolean(goalId) });
}
