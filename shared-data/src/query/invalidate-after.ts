import type { QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from './query-client';
import { calendarKeys } from '../calendar/keys';
import { groupKeys } from '../community/keys';
import { deepWorkKeys } from '../deep-work/keys';
import { goalKeys, taskKeys, timeBlockKeys } from '../goals-and-steps/keys';
import { habitCompletionKeys, habitKeys } from '../habits/keys';
import { playbookKeys } from '../playbooks/keys';
import { reflectionKeys } from '../reflections/keys';
import { settingsKeys } from '../shield/keys';

export type DataChange =
  | 'goals'
  | 'tasks'
  | 'time-blocks'
  | 'habits'
  | 'habit-completions'
  | 'deep-work'
  | 'playbooks'
  | 'settings'
  | 'profile'
  | 'reflections'
  | 'groups'
  | 'all';

type Key = readonly [string];

// Each change kind maps to the keys of the data it changes and of the data derived from it. The dashboard
// reads the same goal, block, habit, completion and session keys as the other pages, so those refresh it;
// the calendar caches its visible range under a key of its own, so that key is in every change it shows.
const AFFECTED: Record<Exclude<DataChange, 'all'>, readonly Key[]> = {
  // Deleting a goal deletes its tasks and blocks; completing one posts a group check-in.
  goals: [goalKeys.all, taskKeys.all, timeBlockKeys.all, calendarKeys.all, groupKeys.all],
  // Steps drive goal progress and auto-completion, and their blocks follow their status.
  tasks: [taskKeys.all, timeBlockKeys.all, goalKeys.all, calendarKeys.all],
  'time-blocks': [timeBlockKeys.all, taskKeys.all, goalKeys.all, calendarKeys.all],
  // Deleting a habit cascades to its completions.
  habits: [habitKeys.all, habitCompletionKeys.all, calendarKeys.all],
  // Completions change streaks (habitKeys.streaks) and group summaries.
  'habit-completions': [habitCompletionKeys.all, habitKeys.all, calendarKeys.all, groupKeys.all],
  // Sessions post group check-ins.
  'deep-work': [deepWorkKeys.all, calendarKeys.all, groupKeys.all],
  playbooks: [playbookKeys.all, calendarKeys.all],
  settings: [settingsKeys.all],
  // The profile's time zone decides which day is today for streaks.
  profile: [groupKeys.all, habitKeys.all],
  reflections: [reflectionKeys.all],
  groups: [groupKeys.all],
};

/** The query-key prefixes a change refreshes (exported for tests and for optimistic-update code). */
export function keysAffectedBy(change: DataChange): readonly Key[] {
  if (change === 'all') {
    const unique = new Map<string, Key>();
    for (const keys of Object.values(AFFECTED)) for (const key of keys) unique.set(key[0], key);
    return [...unique.values()];
  }
  return AFFECTED[change];
}

/** Invalidates every cached query a change touches. */
export async function invalidateAfter(
  change: DataChange | readonly DataChange[],
  client: QueryClient = appQueryClient,
): Promise<void> {
  const changes = typeof change === 'string' ? [change] : change;
  const unique = new Map<string, Key>();
  for (const c of changes) for (const key of keysAffectedBy(c)) unique.set(key[0], key);
  await Promise.all([...unique.values()].map((queryKey) => client.invalidateQueries({ queryKey })));
}
