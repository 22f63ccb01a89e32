// Playbook writes with the page's feedback: a toast on success, 'Error' / '…' after logging on failure,
// and a refetch of what the change touched.
import { useQueryClient } from '@tanstack/react-query';
import {
  ACTIVE_GOAL_EXISTS_MESSAGE,
  getFriendlyMessage,
  isTimeConflictError,
  localDateKey,
  mapWriteInput,
  playbookKeys,
  playbookWrites,
  refreshAfterWrite,
  showNewGoal,
  undoPatches,
  useWrite,
  type CacheUndo,
  type Goal,
  type Playbook,
  type PlaybookInput,
  type PlaybookRowIds,
  type Task,
  type TimeBlock,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { goalFromPlaybook, goalRowsFromPlaybook, newPlaybookRowIds } from '../domain/goal-from-playbook';
import { PLAYBOOK_ERRORS, PLAYBOOK_TOASTS } from '../domain/playbook-messages';

function showError(description: string, error: unknown) {
  console.error(`[mf-growth] ${description}`, error);
  toast({ title: 'Error', description, variant: 'destructive' });
}

type SavePlaybookVariables = { id: string | null; newId: string; userId: string; input: PlaybookInput };

/** The list as it will be once the save lands: a new playbook first (newest first), an edit in place. */
export function withSavedPlaybook(
  list: readonly Playbook[],
  { id, newId, userId, input }: SavePlaybookVariables,
  now: string,
): Playbook[] {
  const fields = {
    title: input.title,
    description: input.description ?? null,
    tasks: input.tasks ?? [],
    time_blocks: input.time_blocks ?? [],
    updated_at: now,
  };
  if (id) return list.map((p) => (p.id === id ? { ...p, ...fields } : p));
  if (list.some((p) => p.id === newId)) return [...list];
  return [{ id: newId, user_id: userId, created_at: now, ...fields } as Playbook, ...list];
}

/** Optimistic: the list shows the playbook at once (also offline); a refusal puts the list back. */
export function useSavePlaybook(userId: string) {
  const client = useQueryClient();
  const listKey = playbookKeys.byUser(userId);
  const mutation = useWrite<SavePlaybookVariables, Playbook, Playbook[] | undefined>(playbookWrites.save, {
    onMutate: async (variables) => {
      await client.cancelQueries({ queryKey: listKey });
      const before = client.getQueryData<Playbook[]>(listKey);
      client.setQueryData<Playbook[]>(listKey, (list) =>
        withSavedPlaybook(list ?? [], variables, new Date().toISOString()),
      );
      return before;
    },
    onSuccess: (_playbook, { id }) => toast(id ? PLAYBOOK_TOASTS.updated : PLAYBOOK_TOASTS.created),
    onError: (error, { id }, before) => {
      if (before) client.setQueryData(listKey, before);
      showError(id ? PLAYBOOK_ERRORS.update : PLAYBOOK_ERRORS.create, error);
    },
    onSettled: () => refreshAfterWrite('playbooks', client),
  });
  return mapWriteInput(mutation, ({ id, input }: { id: string | null; input: PlaybookInput }) => ({
    id,
    newId: crypto.randomUUID(),
    userId,
    input,
  }));
}

export function useDeletePlaybook() {
  const client = useQueryClient();
  return useWrite(playbookWrites.delete, {
    onSuccess: () => toast(PLAYBOOK_TOASTS.deleted),
    onError: (error) => showError(PLAYBOOK_ERRORS.delete, error),
    onSettled: () => refreshAfterWrite(['playbooks', 'goals'], client),
  });
}

type UseAsGoalVariables = { playbookId: string; date: string; id: string; rows: PlaybookRowIds };
/** Stored with the write: the goal, its steps and its blocks as they will be, to show them at once. */
type UseAsGoal = UseAsGoalVariables & { goal: Goal; steps: Task[]; blocks: TimeBlock[] };

/**
 * "Use as ONE Thing": one request; the database refuses while the active goal is open or a block cannot fit.
 * Optimistic: the new goal is the active one at once (also offline, so /one-thing shows it); a refusal puts
 * the goals back.
 */
export function useCreateGoalFromPlaybook(userId: string) {
  const client = useQueryClient();
  const mutation = useWrite<UseAsGoalVariables, Goal, CacheUndo, UseAsGoal>(playbookWrites.createGoal, {
    onMutate: ({ goal, steps, blocks }) => showNewGoal(client, userId, goal, { steps, blocks }),
    onSuccess: () => toast(PLAYBOOK_TOASTS.goalCreated),
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      if (isTimeConflictError(error)) {
        toast({ ...PLAYBOOK_TOASTS.timeConflict, variant: 'destructive' });
        return;
      }
      const blocked = getFriendlyMessage(error) === ACTIVE_GOAL_EXISTS_MESSAGE;
      showError(blocked ? ACTIVE_GOAL_EXISTS_MESSAGE : PLAYBOOK_ERRORS.createGoal, error);
    },
    onSettled: () => refreshAfterWrite(['goals', 'tasks'], client),
  });
  // The ids of the goal, its steps and its blocks are made when the user acts: the page shows them at once,
  // and a replay answers with the same goal.
  return mapWriteInput(mutation, (playbook: Playbook): UseAsGoal => {
    const id = crypto.randomUUID();
    const date = localDateKey();
    const now = new Date().toISOString();
    const rows = newPlaybookRowIds(playbook);
    return {
      playbookId: playbook.id,
      date,
      id,
      rows,
      goal: goalFromPlaybook(playbook, userId, id, now),
      ...goalRowsFromPlaybook(playbook, id, date, rows, now),
    };
  });
}
