import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  currentStreak,
  invalidateAfter,
  updateHabit,
  type Habit,
  type HabitCompletion,
  type NewHabit,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui';
import { completionsOf } from './completion-cache';
import { habitCompletionsQueryOptions } from './get-habit-completions';

export type UpdateHabitInput = { habit: Habit; changes: NewHabit };

export function useUpdateHabit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<Habit, Error, UpdateHabitInput>({
    mutationFn: ({ habit, changes }) => {
      // A new schedule changes which days a fair streak counts, so the stored streak follows it.
      const completions = queryClient.getQueryData<HabitCompletion[]>(habitCompletionsQueryOptions(userId).queryKey);
      const streak = currentStreak({ ...habit, ...changes }, completionsOf(completions, habit.id));
      return updateHabit(habit.id, { ...changes, streak });
    },
    onSuccess: () => {
      toast({ title: 'Success', description: 'Habit updated successfully' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to update habit', variant: 'destructive' });
    },
    onSettled: () => invalidateAfter('habits', queryClient),
  });
}
