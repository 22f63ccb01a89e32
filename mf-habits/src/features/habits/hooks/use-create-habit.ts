import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createHabit, invalidateAfter, type Habit, type NewHabit } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';

export function useCreateHabit(userId: string) {
  const queryClient = useQueryClient();
  return useMutation<Habit, Error, NewHabit>({
    mutationFn: (input) => createHabit(userId, input),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Habit created successfully' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to create habit', variant: 'destructive' });
    },
    onSettled: () => invalidateAfter('habits', queryClient),
  });
}
