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
import { withHabit } from '../domain/optimistic-habits';
import { showHabitToast } from './habit-toast';

/**
 * Archives a habit (kept with its history, out of today's lists) or brings it back; optimistic, and a
 * refusal puts it back with a toast. The archive toast offers Undo.
 */
export function useArchiveHabit() {
  const queryClient = useQueryClient();
  const write = useWrite(habitWrites.setArchived, {
    onMutate: ({ habitId, archived }): Promise<CacheUndo> => {
      const lists = queryClient.getQueriesData<Habit[]>({ queryKey: habitKeys.lists() });
      const habit = lists.flatMap(([, list]) => (Array.isArray(list) ? list : [])).find((h) => h.id === habitId);
      if (!habit) return Promise.resolve([]);
      const row = { ...habit, archived_at: archived ? (habit.archived_at ?? new Date().toISOString()) : null };
      return patchQueries<Habit[]>(queryClient, habitKeys.lists(), (list, key) => withHabit(list, key, habitId, row));
    },
    onSuccess: (_habit, { habitId, archived }) =>
      showHabitToast(
        archived
          ? {
              title: 'Habit archived',
              description: 'Kept with its history, out of your daily lists.',
              action: { label: 'Undo', onClick: () => write.mutate({ habitId, archived: false }) },
            }
          : { title: 'Habit restored', description: 'Back in your daily lists.' },
      ),
    onError: (_error, _variables, undo) => {
      undoPatches(queryClient, undo);
      showHabitToast({ title: 'Error', description: 'Could not save the change', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habits', queryClient),
  });
  return write;
}
