import { useQueryClient } from '@tanstack/react-query';
import {
  habitKeys,
  habitWrites,
  mapWriteInput,
  newHabitRow,
  patchQueries,
  refreshAfterWrite,
  undoPatches,
  useWrite,
  type CacheUndo,
  type Habit,
  type NewHabit,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { withHabit } from '../domain/optimistic-habits';

/** Optimistic: the habit is in the lists at once (also offline); a refusal takes it out. */
export function useCreateHabit(userId: string) {
  const queryClient = useQueryClient();
  const mutation = useWrite(habitWrites.create, {
    onMutate: ({ id, habit }): Promise<CacheUndo> => {
      const row = newHabitRow(id, userId, habit, new Date().toISOString());
      return patchQueries<Habit[]>(queryClient, habitKeys.lists(), (list, key) => withHabit(list, key, id, row));
    },
    onSuccess: () => {
      toast({ title: 'Success', description: 'Habit created successfully' });
    },
    onError: (_error, _habit, undo) => {
      undoPatches(queryClient, undo);
      toast({ title: 'Error', description: 'Failed to create habit', variant: 'destructive' });
    },
    onSettled: () => refreshAfterWrite('habits', queryClient),
  });
  // The id is made when the user acts: a replay of the same request answers with the same habit.
  return mapWriteInput(mutation, (habit: NewHabit) => ({ id: crypto.randomUUID(), userId, habit }));
}
