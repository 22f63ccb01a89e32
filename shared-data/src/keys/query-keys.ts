import { createQueryKeys } from '../query/create-query-keys';
import type { ReflectionKind, Weekday } from '../types/database';

// Typed shortcuts below exist so that two remotes reading the same data share one cache entry.

const goals = createQueryKeys('goals');
export const goalKeys = {
  ...goals,
  byUser: (userId: string) => goals.list({ userId }),
  active: (userId: string) => goals.list({ userId, scope: 'active' }),
  /** Completed goals, newest first, paged; under goals so every goal change refreshes it. */
  history: (userId: string) => goals.list({ userId, scope: 'history' }),
};

const tasks = createQueryKeys('tasks');
export const taskKeys = {
  ...tasks,
  steps: (goalId: string) => tasks.list({ goalId }),
  byUser: (userId: string) => tasks.list({ userId }),
};

const timeBlocks = createQueryKeys('time-blocks');
export const timeBlockKeys = {
  ...timeBlocks,
  byGoal: (goalId: string) => timeBlocks.list({ goalId }),
};

const habits = createQueryKeys('habits');
export const habitKeys = {
  ...habits,
  byUser: (userId: string) => habits.list({ userId }),
  byWeekday: (userId: string, weekday: Weekday) => habits.list({ userId, weekday }),
  /** Current and longest streak per habit, counted by the database; under habits so completions refresh it. */
  streaks: (userId: string) => habits.list({ userId, scope: 'streaks' }),
};

const habitCompletions = createQueryKeys('habit-completions');
export const habitCompletionKeys = {
  ...habitCompletions,
  byUser: (userId: string) => habitCompletions.list({ userId }),
  byHabit: (habitId: string, userId: string) => habitCompletions.list({ habitId, userId }),
  byDate: (userId: string, date: string) => habitCompletions.list({ userId, date }),
  range: (userId: string, from: string, to: string) => habitCompletions.list({ userId, from, to }),
};

const calendar = createQueryKeys('calendar-data');
export const calendarKeys = {
  ...calendar,
  range: (userId: string, from: string, to: string) => calendar.list({ userId, from, to }),
};

const deepWork = createQueryKeys('deep-work-sessions');
export const deepWorkKeys = {
  ...deepWork,
  byUser: (userId: string) => deepWork.list({ userId }),
  byTask: (taskId: string) => deepWork.list({ taskId }),
  /** date: the local day, yyyy-MM-dd */
  today: (userId: string, date: string) => deepWork.list({ userId, date }),
  range: (userId: string, from: string, to: string) => deepWork.list({ userId, from, to }),
};

const playbooks = createQueryKeys('playbooks');
export const playbookKeys = {
  ...playbooks,
  byUser: (userId: string) => playbooks.list({ userId }),
};

const settings = createQueryKeys('user-settings');
export const settingsKeys = {
  ...settings,
  byUser: (userId: string) => settings.detail(userId),
};

const reflections = createQueryKeys('reflections');
export const reflectionKeys = {
  ...reflections,
  byUser: (userId: string, kind?: ReflectionKind) => reflections.list({ userId, kind }),
  entry: (userId: string, kind: ReflectionKind, periodStart: string) =>
    reflections.list({ userId, kind, periodStart }),
  /** The facts of one period, counted by the database; under reflections so any reflection refresh covers it. */
  facts: (userId: string, kind: ReflectionKind, periodStart: string) =>
    reflections.list({ userId, kind, periodStart, scope: 'facts' }),
  /** The days with a daily reflection, for the streak. */
  days: (userId: string) => reflections.list({ userId, scope: 'days' }),
};

const groups = createQueryKeys('groups');
export const groupKeys = {
  ...groups,
  publicList: (search?: string) => groups.list({ scope: 'public', search }),
  mine: (userId: string) => groups.list({ scope: 'mine', userId }),
  memberCounts: (groupIds: readonly string[]) => groups.list({ scope: 'member-counts', groupIds: groupIds.join(',') }),
  invitePreview: (code: string) => groups.list({ scope: 'invite', code }),
  members: (groupId: string) => [...groups.detail(groupId), 'members'] as const,
  posts: (groupId: string) => [...groups.detail(groupId), 'posts'] as const,
};
