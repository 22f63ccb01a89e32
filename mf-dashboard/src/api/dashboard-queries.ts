import {
  dashboardRanges,
  deepWorkQueries,
  goalQueries,
  habitCompletionQueries,
  habitQueries,
  queryClient,
  timeBlockQueries,
  type Goal,
} from '@onething/shared-data';

/**
 * The reads the dashboard shows, from the same cache entries the other pages use: one completions read (the
 * heatmap's 12 weeks, paged) and one sessions read (this week and the chart's 7 days) serve the stats, the
 * habits card and both charts. The active goal's time blocks follow the goals read.
 */
export function dashboardQueries(userId: string, now: Date) {
  const ranges = dashboardRanges(now);
  return {
    goals: goalQueries.byUser(userId),
    habits: habitQueries.byUser(userId),
    streaks: habitQueries.streaks(userId),
    completions: habitCompletionQueries.range(userId, ranges.completionsFrom, ranges.completionsTo),
    sessions: deepWorkQueries.range(userId, ranges.sessionsFrom, ranges.sessionsTo),
  };
}

export const activeGoalOf = (goals: Goal[] | undefined) => goals?.find((goal) => goal.is_active) ?? null;

/**
 * Starts the dashboard's reads before the page renders (the shell calls it at start-up, while the session
 * is checked), so they no longer wait for the layout and the page to render first. Failures are left to
 * the page's own queries, which show them.
 */
export function prefetchDashboardData(userId: string, now = new Date()): void {
  const queries = dashboardQueries(userId, now);
  void queryClient.prefetchQuery(queries.goals).then(() => {
    const activeGoal = activeGoalOf(queryClient.getQueryData(queries.goals.queryKey));
    if (activeGoal) void queryClient.prefetchQuery(timeBlockQueries.byGoal(activeGoal.id));
  });
  void queryClient.prefetchQuery(queries.habits);
  void queryClient.prefetchQuery(queries.streaks);
  void queryClient.prefetchQuery(queries.completions);
  void queryClient.prefetchQuery(queries.sessions);
}
