import { useQueryClient } from '@tanstack/react-query';
import {
  habitKeys,
  habitWrites,
  patchQueries,
  refreshAfterWrite,
  undoPatches,
  useWrite,
  type CacheUndo,
  type Habit,
} from '@onething/shared-data';
import { showHabitToast } from './habit-toast';

/** Habits with the positions a reorder gives them (the listed ones 0, 1, 2...; the others as they were). */
export function withOrder(habits: readonly Habit[], habitIds: readonly string[]): Habit[] {
  const position = new Map(habitIds.map((id, index) => [id, index]));
  return habits.map((habit) => (position.has(habit.id) ? { ...habit, sort_order: position.get(habit.id)! } : habit));
}

/** Saves the owner's order of the habit list; it shows at once and a refusal puts the old order back. */
export function useReorderHabits() {
  const queryClient = useQueryClient();
  return useWrite(habitWrites.reorder, {
    onMutate: ({ habitIds }): Promise<CacheUndo> =>
      patchQueries<Habit[]>(queryClient, habitKeys.lists(), (list) =>
        Array.isArray(list) && list.every((item) => typeof item === 'object' && 'sort_order' in item)
          ? withOrder(list, habitIds)
          : list,
      ),
    onSuccess: () => showHabitToast({ title: 'Order saved', description: 'Your habits are in your order.' }),
    onError: (_error, _variables, undo) => {
      undoPatches(queryClient, undo);
      showHabitToast({ title: 'Error', description: 'Could not save the order', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habits', queryClient),
  });
}
