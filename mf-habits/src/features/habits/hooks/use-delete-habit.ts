import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteHabitWithUndo, invalidateAfter, restoreHabit, type Habit } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { showHabitToast } from './habit-toast';

/** Puts a deleted habit back (the database restores it with its completions, by id). */
export function useRestoreHabit() {
  const queryClient = useQueryClient();
  return useMutation<Habit, Error, string>({
    mutationFn: (habitId) => restoreHabit(habitId),
    onSuccess: () => {
      showHabitToast({ title: 'Success', description: 'Habit restored' });
    },
    onError: () => {
      showHabitToast({ title: 'Error', description: 'Failed to restore habit', variant: 'destructive' });
    },
    onSettled: () => invalidateAfter('habit-completions', queryClient),
  });
}

/** Deletes a habit after its confirmation; the success toast offers Undo. */
export function useDeleteHabit() {
  const queryClient = useQueryClient();
  const restore = useRestoreHabit();
  return useMutation<void, Error, string>({
    mutationFn: (habitId) => deleteHabitWithUndo(habitId),
    onSuccess: (_nothing, habitId) => {
      showHabitToast({
        title: 'Success',
        description: 'Habit deleted successfully',
        action: { label: 'Undo', onClick: () => restore.mutate(habitId) },
      });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to delete habit', variant: 'destructive' });
    },
    onSettled: () => invalidateAfter('habits', queryClient),
  });
}
