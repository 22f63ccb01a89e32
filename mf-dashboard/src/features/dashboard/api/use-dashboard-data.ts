import { useQuery } from '@tanstack/react-query';
import {
  blocksForDate,
  deepWorkQueries,
  goalQueries,
  habitCompletionQueries,
  habitQueries,
  sortBlocks,
  timeBlockQueries,
} from '@onething/shared-data';
import { dashboardRanges } from '../domain/dashboard-charts';
import { blockedSitesQueryOptions } from './get-blocked-sites';

/**
 * Everything the dashboard shows, from the same cache entries the other pages use, so every change that
 * invalidates goals, steps, blocks, habits, completions or sessions refreshes the numbers here too. One
 * completions read (the heatmap's 12 weeks, paged) and one sessions read (this week and the chart's 7
 * days) serve the stats, the habits card and both charts.
 */
export function useDashboardData(userId: string, now: Date) {
  const enabled = userId !== '';
  const ranges = dashboardRanges(now);
  const goals = useQuery({ ...goalQueries.byUser(userId), enabled });
  const habits = useQuery({ ...habitQueries.byUser(userId), enabled });
  const streaks = useQuery({ ...habitQueries.streaks(userId), enabled });
  const completions = useQuery({
    ...habitCompletionQueries.range(userId, ranges.completionsFrom, ranges.completionsTo),
    enabled,
  });
  const sessions = useQuery({ ...deepWorkQueries.range(userId, ranges.sessionsFrom, ranges.sessionsTo), enabled });
  const activeGoal = goals.data?.find((goal) => goal.is_active) ?? null;
  const blocks = useQuery({ ...timeBlockQueries.byGoal(activeGoal?.id ?? ''), enabled: activeGoal != null });
  // Not waited for: the chart's line of blocked sites fills in when it arrives, and a failure leaves it out.
  const blockedSites = useQuery({ ...blockedSitesQueryOptions(userId, ranges.chartFrom, ranges.chartTo), enabled });
  // Not waited for either: a habit paused today leaves today's list once it arrives.
  const restDays = useQuery({ ...habitQueries.restDays(userId), enabled });

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
    blockedSites: blockedSites.data,
    restDays: restDays.data,
  };
}
