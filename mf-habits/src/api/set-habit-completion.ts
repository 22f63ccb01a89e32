import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  invalidateAfter,
  setHabitCompletion,
  type Habit,
  type HabitCompletion,
  type HabitCompletionState,
  type HabitStreak,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { withCompletion } from './completion-cache';
import { habitStreaksQueryOptions } from './get-habit-streaks';
import { weekCompletionsQueryOptions } from './get-habit-completions';

export const TOGGLE_COMPLETION_MUTATION_KEY = ['habit-completions', 'toggle'] as const;

export const COMPLETION_TOASTS = {
  checked: { title: 'Great job! 🎉', description: 'Another step towards building your ideal self' },
  unchecked: { title: 'Habit unchecked', description: 'Keep working on your habits' },
  failed: { title: 'Error', description: 'Failed to update habit completion' },
} as const;

export type SetCompletionInput = {
  habit: Pick<Habit, 'id'>;
  /** Local day, yyyy-MM-dd. */
  date: string;
  /** The state the user asked for: the opposite of what the day showed when it was clicked. */
  completed: boolean;
};

/**
 * Sets one habit-day to the state the user asked for (never "flip"), optimistic in this week's cache. A
 * retried request or a second tab cannot invert the click; a failure puts that habit-day back as it was
 * and shows the error toast. The database answers with the habit's new streaks.
 */
export function useSetHabitCompletion(userId: string) {
  const queryClient = useQueryClient();
  const completionsKey = weekCompletionsQueryOptions(userId).queryKey;
  const streaksKey = habitStreaksQueryOptions(userId).queryKey;

  return useMutation<HabitCompletionState, Error, SetCompletionInput>({
    mutationKey: TOGGLE_COMPLETION_MUTATION_KEY,
    mutationFn: ({ habit, date, completed }) => setHabitCompletion(habit.id, date, completed),
    onMutate: async ({ habit, date, completed }) => {
      await queryClient.cancelQueries({ queryKey: completionsKey });
      queryClient.setQueryData<HabitCompletion[]>(completionsKey, (old) =>
        withCompletion(old, { habitId: habit.id, userId, date }, completed),
      );
    },
    onError: (_error, { habit, date, completed }) => {
      queryClient.setQueryData<HabitCompletion[]>(completionsKey, (old) =>
        withCompletion(old, { habitId: habit.id, userId, date }, !completed),
      );
      toast({ ...COMPLETION_TOASTS.failed, variant: 'destructive' });
    },
    onSuccess: (state) => {
      queryClient.setQueryData<HabitStreak[]>(streaksKey, (old) =>
        old?.map((s) =>
          s.habit_id === state.habit_id
            ? { ...s, current_streak: state.current_streak, longest_streak: state.longest_streak }
            : s,
        ),
      );
      toast(state.completed ? COMPLETION_TOASTS.checked : COMPLETION_TOASTS.unchecked);
    },
    onSettled: async () => {
      // While other changes are still in flight a refetch would briefly undo their optimistic rows.
      if (queryClient.isMutating({ mutationKey: TOGGLE_COMPLETION_MUTATION_KEY }) > 1) return;
      await invalidateAfter('habit-completions', queryClient);
    },
  });
}
