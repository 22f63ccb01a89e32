import { useQuery } from '@tanstack/react-query';
import { timeBlockQueries } from '@onething/shared-data';

/** Time blocks of a goal by date then start time; idle without a goal. */
export function useTimeBlocks(goalId: string | undefined) {
  return useQuery({ ...timeBlockQueries.byGoal(goalId ?? ''), enabled: Boolean(goalId) });
}
