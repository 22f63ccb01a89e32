import { useQueryClient } from '@tanstack/react-query';
import {
  habitWrites,
  mapWriteInput,
  refreshAfterWrite,
  useWrite,
  type Habit,
  type NewHabit,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';

export type UpdateHabitInput = { habit: Habit; changes: NewHabit };

/** A new schedule makes the database recount the habit's streaks; the streaks query refreshes with habits. */
export function useUpdateHabit() {
  const queryClient = useQueryClient();
  const mutation = useWrite(habitWrites.update, {
    onSuccess: () => {
      toast({ title: 'Success', description: 'Habit updated successfully' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to update habit', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habits', queryClient),
  });
  return mapWriteInput(mutation, ({ habit, changes }: UpdateHabitInput) => ({ habitId: habit.id, changes }));
}
