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
import { toast } from '@onething/shared-ui/toaster';
import { withHabit } from '../domain/optimistic-habits';
import { showHabitToast } from './habit-toast';

/** Puts a deleted habit back (the database restores it with its completions, by id). */
export function useRestoreHabit() {
  const queryClient = useQueryClient();
  return useWrite(habitWrites.restore, {
    onSuccess: () => {
      showHabitToast({ title: 'Success', description: 'Habit restored' });
    },
    onError: () => {
      showHabitToast({ title: 'Error', description: 'Failed to restore habit', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habit-completions', queryClient),
  });
}

/**
 * Deletes a habit after its confirmation; the success toast offers Undo. Optimistic: the habit leaves the
 * lists at once (also offline); a refusal brings it back.
 */
export function useDeleteHabit() {
  const queryClient = useQueryClient();
  const restore = useRestoreHabit();
  return useWrite(habitWrites.delete, {
    onMutate: (habitId): Promise<CacheUndo> =>
      patchQueries<Habit[]>(queryClient, habitKeys.lists(), (list, key) => withHabit(list, key, habitId, null)),
    onSuccess: (_nothing, habitId) => {
      showHabitToast({
        title: 'Success',
        description: 'Habit deleted successfully',
        action: { label: 'Undo', onClick: () => restore.mutate(habitId) },
      });
    },
    onError: (_error, _habitId, undo) => {
      undoPatches(queryClient, undo);
      toast({ title: 'Error', description: 'Failed to delete habit', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habits', queryClient),
  });
}
