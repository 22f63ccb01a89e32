import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteHabit, invalidateAfter } from '@onething/shared-data';
import { toast } from '@onething/shared-ui';

export function useDeleteHabit() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: (habitId) => deleteHabit(habitId),
    onSuccess: () => {
      toast({ title: 'Success', description: 'Habit deleted successfully' });
    },
    onError: () => {
      toast({ title: 'Error', description: 'Failed to delete habit', variant: 'destructive' });
    },
    onSettled: () => invalidateAfter('habits', queryClient),
  });
}
