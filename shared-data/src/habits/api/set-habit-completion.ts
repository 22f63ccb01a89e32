import { useQueryClient } from '@tanstack/react-query';
import { defineWrite, refreshAfterWrite, useWrite } from '../../offline/define-write';
import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Habit } from '../../types/database';
import { setCompletionInCaches } from '../completion-cache';
import { habitCompletionKeys, habitKeys } from '../keys';
import type { HabitStreak } from './get-habit-streaks';

// The habit completion toggle shared by /habits and the dashboard: the write, and one optimistic mutation
// with its toasts.

export type HabitCompletionState = {
  habit_id: string;
  completion_date: string;
  completed: boolean;
  /** The habit's streaks after the change, as the database counts them. */
  current_streak: number;
  longest_streak: number;
};

/**
 * Sets one habit-day to the intended state: "done" twice leaves one row, "not done" twice none, so a stale
 * tab or a retried request never inverts what the user clicked. The database refuses future days, days
 * before the habit existed and unscheduled days.
 */
export async function setHabitCompletion(
  habitId: string,
  date: string,
  completed: boolean,
): Promise<HabitCompletionState> {
  const result = await getSupabase().rpc('set_habit_completion', {
    p_habit_id: habitId,
    p_date: date,
    p_completed: completed,
  });
  return row(result) as unknown as HabitCompletionState;
}

/** The completion write, declared once: a click made offline is stored and replayed with the same function. */
export const setCompletionWrite = defineWrite({
  name: 'habit.set-completion',
  label: 'Checking off the habit',
  changes: ['habit-completions'],
  run: ({ habitId, date, completed }: { habitId: string; date: string; completed: boolean }) =>
    setHabitCompletion(habitId, date, completed),
});

export const COMPLETION_TOASTS = {
  checked: { title: 'Great job! 🎉', description: 'Another step towards building your ideal self' },
  unchecked: { title: 'Habit unchecked', description: 'Keep working on your habits' },
  failed: { title: 'Error', description: 'Failed to update habit completion' },
} as const;

export type CompletionToast = { title: string; description: string; variant?: 'destructive' };

export type SetCompletionInput = {
  habit: Pick<Habit, 'id'>;
  /** Local day, yyyy-MM-dd. */
  date: string;
  /** The state the user asked for: the opposite of what the day showed when it was clicked. */
  completed: boolean;
};

export type SetHabitCompletionOptions = {
  /**
   * Shows a toast; the design system's `toast` (data code does not draw UI). A success toast also gets the
   * change that was made, so the caller can offer to undo it (set the day back to the other state).
   */
  notify: (message: CompletionToast, change?: SetCompletionInput) => void;
};

/**
 * Sets one habit-day to the state the user asked for (never "flip"), optimistic in every cached
 * completions list that shows that day (the habits page's week, the dashboard's weeks). A retried request
 * or a second tab cannot invert the click; a failure puts that habit-day back as it was and shows the error
 * toast. The database answers with the habit's new streaks.
 */
export function useSetHabitCompletion(userId: string, { notify }: SetHabitCompletionOptions) {
  const queryClient = useQueryClient();
  const streaksKey = habitKeys.streaks(userId);

  const mutation = useWrite(setCompletionWrite, {
    onMutate: async ({ habitId, date, completed }) => {
      await queryClient.cancelQueries({ queryKey: habitCompletionKeys.lists() });
      setCompletionInCaches(queryClient, { habitId, userId, date }, completed);
    },
    onError: (_error, { habitId, date, completed }) => {
      setCompletionInCaches(queryClient, { habitId, userId, date }, !completed);
      notify({ ...COMPLETION_TOASTS.failed, variant: 'destructive' });
    },
    onSuccess: (state, { habitId, date, completed }) => {
      queryClient.setQueryData<HabitStreak[]>(streaksKey, (old) =>
        old?.map((s) =>
          s.habit_id === state.habit_id
            ? { ...s, current_streak: state.current_streak, longest_streak: state.longest_streak }
            : s,
        ),
      );
      notify(state.completed ? COMPLETION_TOASTS.checked : COMPLETION_TOASTS.unchecked, {
        habit: { id: habitId },
        date,
        completed,
      });
    },
    // While other changes are still in flight a refetch would briefly undo their optimistic rows (so the
    // refresh waits for the last of them). The write itself is done once the database answered: holding it
    // until every page's lists are read again (habits, streaks, rest days, the calendar) would keep the day's
    // next click waiting on them; a later click's own optimistic change cancels a refetch still under way.
    onSettled: () => {
      void refreshAfterWrite('habit-completions', queryClient);
    },
  });
  // Callers pass the habit; the stored write keeps only its id (variables must be plain data).
  return {
    ...mutation,
    mutate: ({ habit, date, completed }: SetCompletionInput, options?: Parameters<typeof mutation.mutate>[1]) =>
      mutation.mutate({ habitId: habit.id, date, completed }, options),
  };
}
