import { useRef } from 'react';
import { useSetHabitCompletion, type CompletionToast, type SetCompletionInput } from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { showHabitToast } from './habit-toast';

/**
 * The shared optimistic completion mutation; its success toast offers Undo, which sets that day back to
 * the state it had (the intended state, never a flip).
 */
export function useHabitCompletionWithUndo(userId: string) {
  const undo = useRef<(input: SetCompletionInput) => void>(() => undefined);
  const notify = (message: CompletionToast, change?: SetCompletionInput) => {
    const action = change
      ? { label: 'Undo', onClick: () => undo.current({ ...change, completed: !change.completed }) }
      : undefined;
    if (action) showHabitToast({ ...message, action });
    else toast(message);
  };
  const mutation = useSetHabitCompletion(userId, { notify });
  undo.current = (input) => mutation.mutate(input);
  return mutation;
}
