import type { QueryClient } from '@tanstack/react-query';
import { queryClient as appQueryClient } from '../query/query-client';
import {
  appDataKeys,
  calendarKeys,
  dashboardKeys,
  deepWorkKeys,
  goalKeys,
  goalsDataKeys,
  groupKeys,
  habitCompletionKeys,
  habitKeys,
  playbookKeys,
  profileKeys,
  reflectionKeys,
  settingsKeys,
  shieldBlockKeys,
  taskKeys,
  timeBlockKeys,
} from './query-keys';

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
  | 'shield-blocks'
  | 'all';

type Key = readonly [string];

// After a change the client refreshes goals, tasks, habits, habit-completions, dashboard-data,
// calendar-data, time-blocks, app-data and goals-data; each change kind maps to the part of that list
// that shows its data. Dashboard and calendar show goals, steps, blocks, habits, completions
// and deep work, so they are in every one of those.
const AFFECTED: Record<Exclude<DataChange, 'all'>, readonly Key[]> = {
  // Deleting a goal deletes its tasks and blocks; completing one posts a group check-in.
  goals: [
    goalKeys.all,
    taskKeys.all,
    timeBlockKeys.all,
    dashboardKeys.all,
    calendarKeys.all,
    appDataKeys.all,
    goalsDataKeys.all,
    groupKeys.all,
  ],
  // Steps drive goal progress and auto-completion, and their blocks follow their status.
  tasks: [
    taskKeys.all,
    timeBlockKeys.all,
    goalKeys.all,
    dashboardKeys.all,
    calendarKeys.all,
    appDataKeys.all,
    goalsDataKeys.all,
  ],
  'time-blocks': [
    timeBlockKeys.all,
    taskKeys.all,
    goalKeys.all,
    dashboardKeys.all,
    calendarKeys.all,
    appDataKeys.all,
    goalsDataKeys.all,
  ],
  // Deleting a habit cascades to its completions.
  habits: [habitKeys.all, habitCompletionKeys.all, dashboardKeys.all, calendarKeys.all, appDataKeys.all],
  // Completions change streaks (habitKeys.streaks) and group summaries.
  'habit-completions': [
    habitCompletionKeys.all,
    habitKeys.all,
    dashboardKeys.all,
    calendarKeys.all,
    appDataKeys.all,
    groupKeys.all,
  ],
  // Sessions count as goal progress and post group check-ins.
  'deep-work': [
    deepWorkKeys.all,
    dashboardKeys.all,
    calendarKeys.all,
    appDataKeys.all,
    goalsDataKeys.all,
    groupKeys.all,
  ],
  playbooks: [playbookKeys.all, calendarKeys.all, appDataKeys.all],
  settings: [settingsKeys.all, appDataKeys.all],
  // The profile's time zone decides which day is today for streaks.
  profile: [profileKeys.all, appDataKeys.all, groupKeys.all, habitKeys.all],
  reflections: [reflectionKeys.all],
  groups: [groupKeys.all],
  'shield-blocks': [shieldBlockKeys.all, reflectionKeys.all],
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
