import { useQueryClient } from '@tanstack/react-query';
import {
  habitKeys,
  habitWrites,
  mapWriteInput,
  patchQueries,
  refreshAfterWrite,
  undoPatches,
  useWrite,
  type CacheUndo,
  type Habit,
  type NewHabit,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { editedHabitRow, withHabit } from '../domain/optimistic-habits';

export type UpdateHabitInput = { habit: Habit; changes: Partial<NewHabit> };

/**
 * A new schedule makes the database recount the habit's streaks; the streaks query refreshes with habits.
 * Optimistic: the habit shows its changes at once (also offline); a refusal puts it back.
 */
export function useUpdateHabit() {
  const queryClient = useQueryClient();
  const mutation = useWrite(habitWrites.update, {
    onMutate: ({ habitId, changes }): Promise<CacheUndo> => {
      const lists = queryClient.getQueriesData<Habit[]>({ queryKey: habitKeys.lists() });
      const habit = lists.flatMap(([, list]) => (Array.isArray(list) ? list : [])).find((h) => h.id === habitId);
      if (!habit) return Promise.resolve([]);
      const row = editedHabitRow(habit, changes);
      return patchQueries<Habit[]>(queryClient, habitKeys.lists(), (list, key) => withHabit(list, key, habitId, row));
    },
    onSuccess: () => {
      toast({ title: 'Success', description: 'Habit updated successfully' });
    },
    onError: (_error, _edit, undo) => {
      undoPatches(queryClient, undo);
      toast({ title: 'Error', description: 'Failed to update habit', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habits', queryClient),
  });
  return mapWriteInput(mutation, ({ habit, changes }: UpdateHabitInput) => ({ habitId: habit.id, changes }));
}
