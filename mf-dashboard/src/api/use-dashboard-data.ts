import { useQuery } from '@tanstack/react-query';
import { blocksForDate, sortBlocks, timeBlockQueries } from '@onething/shared-data';
import { activeGoalOf, dashboardQueries } from './dashboard-queries';

/**
 * Everything the dashboard shows (dashboardQueries), from the same cache entries the other pages use, so
 * every change that invalidates goals, steps, blocks, habits, completions or sessions refreshes the
 * numbers here too.
 */
export function useDashboardData(userId: string, now: Date) {
  const enabled = userId !== '';
  const options = dashboardQueries(userId, now);
  const goals = useQuery({ ...options.goals, enabled });
  const habits = useQuery({ ...options.habits, enabled });
  const streaks = useQuery({ ...options.streaks, enabled });
  const completions = useQuery({ ...options.completions, enabled });
  const sessions = useQuery({ ...options.sessions, enabled });
  const activeGoal = activeGoalOf(goals.data);
  const blocks = useQuery({ ...timeBlockQueries.byGoal(activeGoal?.id ?? ''), enabled: activeGoal != null });

  const queries = [goals, habits, streaks, completions, sessions];
  return {
    isPending: queries.some((query) => query.isPending) || (activeGoal != null && blocks.isPending),
    error: queries.find((query) => query.error)?.error ?? blocks.error ?? null,
    retry: () => {
      for (const query of [...queries, blocks]) if (query.isError) void query.refetch();
    },
    goals: goals.data ?? [],
    activeGoal,
    todaysBlocks: sortBlocks(blocksForDate(blocks.data ?? [], now)),
    habits: habits.data ?? [],
    streaks: streaks.data ?? [],
    completions: completions.data ?? [],
    sessions: sessions.data ?? [],
  };
}

export type DashboardData = ReturnType<typeof useDashboardData>;
