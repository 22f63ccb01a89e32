// Finishing onboarding through the offline queue, like every other write: the first goal and the starter
// habits are queued writes with ids made now (a replay makes each once) and show at once on the dashboard
// and the habits page; offline, the wizard finishes and they are saved when the connection returns. The
// checks before creating (an active goal already there, a habit of the same name) read the server when
// online and the cached lists offline; a goal refused on replay because another was made meanwhile is shown
// with the queue's toast.
import { onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  goalKeys,
  goalQueries,
  goalWrites,
  habitKeys,
  habitQueries,
  habitWrites,
  newGoalRow,
  newHabitRow,
  patchQuery,
  refreshAfterWrite,
  runWrite,
  showNewGoal,
  undoPatches,
  type Habit,
  type Profile,
  type ProfileEdit,
} from '@onething/shared-data';
import type { OnboardingServices } from './complete-onboarding';

/** The server's answer online; offline, what the cache holds (or `fallback`: a new user's empty lists). */
async function readOrCached<T>(client: QueryClient, queryKey: QueryKey, read: () => Promise<T>, fallback: T) {
  if (!onlineManager.isOnline()) return client.getQueryData<T>(queryKey) ?? fallback;
  return read();
}

/** Once the server has answered (now or on replay), the pages read what it holds. */
function refreshWhenSettled(client: QueryClient, answer: Promise<unknown>, change: 'goals' | 'habits'): void {
  const refresh = () => void refreshAfterWrite(change, client);
  answer.then(refresh, refresh);
}

export function queuedOnboardingServices(
  client: QueryClient,
  userId: string,
  updateProfile: (patch: ProfileEdit) => Promise<Profile>,
): OnboardingServices {
  return {
    getActiveGoal: () =>
      readOrCached(
        client,
        goalKeys.active(userId),
        () => client.fetchQuery({ ...goalQueries.active(userId), staleTime: 0, retry: false }),
        null,
      ),
    listHabits: () =>
      readOrCached(
        client,
        habitKeys.byUser(userId),
        () => client.fetchQuery({ ...habitQueries.byUser(userId), staleTime: 0, retry: false }),
        [],
      ),
    createGoal: async (fields) => {
      const goal = { ...fields, id: crypto.randomUUID() };
      const row = newGoalRow(goal, userId, new Date().toISOString());
      const undo = await showNewGoal(client, userId, row);
      const { answer, saved } = runWrite(client, goalWrites.create, goal, () => undoPatches(client, undo));
      refreshWhenSettled(client, answer, 'goals');
      return (await saved) ?? row;
    },
    createHabit: async (_userId, habit) => {
      const id = crypto.randomUUID();
      const row = newHabitRow(id, userId, habit, new Date().toISOString());
      const undo = [await patchQuery<Habit[]>(client, habitKeys.byUser(userId), (list) => list && [row, ...list])];
      const { answer, saved } = runWrite(client, habitWrites.create, { id, userId, habit }, () =>
        undoPatches(client, undo),
      );
      refreshWhenSettled(client, answer, 'habits');
      return (await saved) ?? row;
    },
    updateProfile,
  };
}
