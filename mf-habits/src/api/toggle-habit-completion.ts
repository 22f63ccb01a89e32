import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateAfter, toggleCompletion, type Habit, type HabitCompletion } from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { habitCompletionsQueryOptions } from './get-habit-completions';
import { hasCompletion, withCompletion } from './completion-cache';
import { syncHabitStreak } from './sync-habit-streak';

export const TOGGLE_COMPLETION_MUTATION_KEY = ['habit-completions', 'toggle'] as const;

export const COMPLETION_TOASTS = {
  checked: { title: 'Great job! 🎉', description: 'Another step towards building your ideal self' },
  unchecked: { title: 'Habit unchecked', description: 'Keep working on your habits' },
  failed: { title: 'Error', description: 'Failed to update habit completion' },
} as const;

export type ToggleCompletionInput = {
  habit: Pick<Habit, 'id' | 'created_at' | 'scheduled_days' | 'target_per_week'>;
  /** Local day, yyyy-MM-dd. */
  date: string;
};

type Context = { wasCompleted: boolean };

/**
 * Toggles one habit-day (existence check, then delete or insert), optimistic in the completions
 * cache. A failure puts that habit-day back as it was and shows the spec's error toast.
 */
export function useToggleHabitCompletion(userId: string) {
  const queryClient = useQueryClient();
  const completionsKey = habitCompletionsQueryOptions(userId).queryKey;

  return useMutation<boolean, Error, ToggleCompletionInput, Context>({
    mutationKey: TOGGLE_COMPLETION_MUTATION_KEY,
    mutationFn: async ({ habit, date }) => {
      const completed = await toggleCompletion(habit.id, userId, date);
      try {
        await syncHabitStreak(habit, userId);
      } catch (error) {
        // The completion itself is saved; the column is rewritten on the next toggle or page view.
        console.error('[mf-habits] could not update the habit streak', error);
      }
      return completed;
    },
    onMutate: async ({ habit, date }) => {
      await queryClient.cancelQueries({ queryKey: completionsKey });
      const wasCompleted = hasCompletion(queryClient.getQueryData<HabitCompletion[]>(completionsKey), habit.id, date);
      queryClient.setQueryData<HabitCompletion[]>(completionsKey, (old) =>
        withCompletion(old, { habitId: habit.id, userId, date }, !wasCompleted),
      );
      return { wasCompleted };
    },
    onError: (_error, { habit, date }, context) => {
      if (context) {
        queryClient.setQueryData<HabitCompletion[]>(completionsKey, (old) =>
          withCompletion(old, { habitId: habit.id, userId, date }, context.wasCompleted),
        );
      }
      toast({ ...COMPLETION_TOASTS.failed, variant: 'destructive' });
    },
    onSuccess: (completed) => {
      toast(completed ? COMPLETION_TOASTS.checked : COMPLETION_TOASTS.unchecked);
    },
    onSettled: async () => {
      // While other toggles are still in flight a refetch would briefly undo their optimistic rows.
      if (queryClient.isMutating({ mutationKey: TOGGLE_COMPLETION_MUTATION_KEY }) > 1) return;
      await invalidateAfter('habit-completions', queryClient);
    },
  });
}
