// Against the real local backend: the prefetch fills exactly the cache entries the page reads.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createGoal, createHabit, createStep, localDateKey, queryClient, setSupabaseClient, timeBlockQueries } from '@onething/shared-data';
import { signInAsApp } from '@onething/shared-data/testing';
import { dashboardQueries, prefetchDashboardData } from './dashboard-queries';

afterAll(() => {
  queryClient.clear();
  setSupabaseClient(null);
});

describe('prefetchDashboardData', () => {
  it("fills the page's reads and then the active goal's time blocks", async () => {
    const me = await signInAsApp();
    const now = new Date();
    const goal = await createGoal({ title: 'Ship the dashboard' });
    await createStep({ goalId: goal.id, title: 'Draft', startTime: '09:00', durationMinutes: 30, date: localDateKey(now) });
    const habit = await createHabit(me.userId, { name: 'Read', cue: 'After coffee', two_minute_version: 'One page', scheduled_time: '07:00:00' });

    prefetchDashboardData(me.userId, now);

    const blocks = timeBlockQueries.byGoal(goal.id).queryKey;
    await vi.waitFor(() => expect(queryClient.getQueryState(blocks)?.status).toBe('success'));
    expect(queryClient.getQueryData(blocks)).toEqual([expect.objectContaining({ goal_id: goal.id })]);
    const queries = dashboardQueries(me.userId, now);
    await vi.waitFor(() => {
      for (const { queryKey } of Object.values(queries)) expect(queryClient.getQueryState(queryKey)?.status).toBe('success');
    });
    expect(queryClient.getQueryData(queries.goals.queryKey)).toEqual([expect.objectContaining({ id: goal.id, is_active: true })]);
    expect(queryClient.getQueryData(queries.habits.queryKey)).toEqual([expect.objectContaining({ id: habit.id })]);
    expect(queryClient.getQueryData(queries.streaks.queryKey)).toEqual([expect.objectContaining({ habit_id: habit.id })]);
    expect(queryClient.getQueryData(queries.completions.queryKey)).toEqual([]);
    expect(queryClient.getQueryData(queries.sessions.queryKey)).toEqual([]);
  });
});
