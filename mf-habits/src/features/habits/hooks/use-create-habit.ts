import { useQueryClient } from '@tanstack/react-query';
import { habitWrites, mapWriteInput, refreshAfterWrite, useWrite, type NewHabit } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';

export function useCreateHabit(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useWrite(habitWrites.create, {
    onSuccess: () => {
      toast({ title: 'Success', description: 'Habit created successfully' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to create habit', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habits', queryClient),
  });
  // The id is made when the user acts: a replay of the same request answers with the same habit.
  return mapWriteInput(mutation, (habit: NewHabit) => ({ id: crypto.randomUUID(), userId, habit }));
}
