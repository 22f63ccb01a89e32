import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { currentStreak, invalidateAfter, localDateKey, updateHabit, type Habit, type HabitCompletion } from '@onething/shared-data';
import { completionsOf } from './completion-cache';

/**
 * Brings stored `streak` columns up to date when the page shows a different (fair) current streak,
 * e.g. after missed days without any toggle. The dashboard's longest streak reads the column.
 * Skipped while any mutation runs, because the cache then holds optimistic rows.
 */
export function useStreakSync(
  userId: string,
  habits: readonly Habit[] | undefined,
  completions: readonly HabitCompletion[] | undefined,
) {
  const queryClient = useQueryClient();
  const attempted = useRef(new Set<string>());
  const todayKey = localDateKey();

  useEffect(() => {
    if (!userId || !habits || !completions || queryClient.isMutating() > 0) return;
    const now = new Date();
    const stale = habits
      .map((habit) => ({ habit, streak: currentStreak(habit, completionsOf(completions, habit.id), now) }))
      .filter(({ habit, streak }) => streak !== habit.streak && !attempted.current.has(`${habit.id}:${streak}:${todayKey}`));
    if (stale.length === 0) return;
    for (const { habit, streak } of stale) attempted.current.add(`${habit.id}:${streak}:${todayKey}`);
    void Promise.allSettled(stale.map(({ habit, streak }) => updateHabit(habit.id, { streak }))).then((results) => {
      if (results.some((result) => result.status === 'fulfilled')) void invalidateAfter('habits', queryClient);
    });
  }, [userId, habits, completions, todayKey, queryClient]);
}
