import { useQuery } from '@tanstack/react-query';
import { playbookQueries } from '@onething/shared-data';

/** The user's playbooks; a read with no user fails with 'User not authenticated' and is not retried. */
export function usePlaybooks(userId: string) {
  return useQuery(playbookQueries.byUser(userId));
}
