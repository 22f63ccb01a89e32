import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { format } from 'date-fns';
import {
  deepWorkKeys,
  goalKeys,
  groupKeys,
  habitCompletionKeys,
  habitKeys,
  playbookKeys,
  reflectionKeys,
  settingsKeys,
  taskKeys,
  timeBlockKeys,
} from '../keys';
import { cacheProfiles } from '../query/cache-profiles';
import { type FeedCursor, GROUP_FEED_PAGE_SIZE, feedCursorAfter } from '../community/rules/community';
import * as api from '../services';
import type { ReflectionKind, Weekday } from '../types/database';

// Key + fetcher + cache profile in one place, so every remote reading the same data shares one
// cache entry with the same freshness (habits standard; completions and deep work realtime; the rest
// the default profile from the client).

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd');

export const goalQueries = {
  byUser: (userId: string) => queryOptions({ queryKey: goalKeys.byUser(userId), queryFn: () => api.listGoals(userId) }),
  active: (userId: string) =>
    queryOptions({ queryKey: goalKeys.active(userId), queryFn: () => api.getActiveGoal(userId) }),
};

export const taskQueries = {
  steps: (goalId: string) => queryOptions({ queryKey: taskKeys.steps(goalId), queryFn: () => api.listSteps(goalId) }),
  byUser: (userId: string) =>
    queryOptions({ queryKey: taskKeys.byUser(userId), queryFn: () => api.listTasksForUser(userId) }),
};

export const timeBlockQueries = {
  byGoal: (goalId: string) =>
    queryOptions({ queryKey: timeBlockKeys.byGoal(goalId), queryFn: () => api.listTimeBlocks(goalId) }),
};

export const habitQueries = {
  byUser: (userId: string) =>
    queryOptions({ queryKey: habitKeys.byUser(userId), queryFn: () => api.listHabits(userId), ...cacheProfiles.standard }),
  byWeekday: (userId: string, weekday: Weekday) =>
    queryOptions({
      queryKey: habitKeys.byWeekday(userId, weekday),
      queryFn: () => api.listHabitsForWeekday(userId, weekday),
      ...cacheProfiles.standard,
    }),
  /** Streaks change with every completion, like the completions themselves. */
  streaks: (userId: string) =>
    queryOptions({
      queryKey: habitKeys.streaks(userId),
      queryFn: () => api.listHabitStreaks(),
      ...cacheProfiles.realtime,
    }),
};

export const habitCompletionQueries = {
  byUser: (userId: string) =>
    queryOptions({
      queryKey: habitCompletionKeys.byUser(userId),
      queryFn: () => api.listCompletions(userId),
      ...cacheProfiles.realtime,
    }),
  byHabit: (habitId: string, userId: string) =>
    queryOptions({
      queryKey: habitCompletionKeys.byHabit(habitId, userId),
      queryFn: () => api.listCompletionsForHabit(habitId, userId),
      ...cacheProfiles.realtime,
    }),
  /** date: yyyy-MM-dd (local day) */
  byDate: (userId: string, date: string) =>
    queryOptions({
      queryKey: habitCompletionKeys.byDate(userId, date),
      queryFn: () => api.listCompletionsForDate(userId, date),
      ...cacheProfiles.realtime,
    }),
  range: (userId: string, from: string, to: string) =>
    queryOptions({
      queryKey: habitCompletionKeys.range(userId, from, to),
      queryFn: () => api.listCompletionsInRange(userId, from, to),
      ...cacheProfiles.realtime,
    }),
};

export const deepWorkQueries = {
  byUser: (userId: string) =>
    queryOptions({
      queryKey: deepWorkKeys.byUser(userId),
      queryFn: () => api.listSessions(userId),
      ...cacheProfiles.realtime,
    }),
  byTask: (taskId: string) =>
    queryOptions({
      queryKey: deepWorkKeys.byTask(taskId),
      queryFn: () => api.listSessionsByTask(taskId),
      ...cacheProfiles.realtime,
    }),
  /** Sessions of the local day containing `now`. */
  today: (userId: string, now: Date = new Date()) =>
    queryOptions({
      queryKey: deepWorkKeys.today(userId, dayKey(now)),
      queryFn: () => api.listTodaySessions(userId, now),
      ...cacheProfiles.realtime,
    }),
  range: (userId: string, from: Date, to: Date) =>
    queryOptions({
      queryKey: deepWorkKeys.range(userId, from.toISOString(), to.toISOString()),
      queryFn: () => api.listSessionsInRange(userId, from, to),
      ...cacheProfiles.realtime,
    }),
};

export const playbookQueries = {
  byUser: (userId: string | null | undefined) =>
    queryOptions({
      queryKey: playbookKeys.byUser(userId ?? ''),
      queryFn: () => api.listPlaybooks(userId),
    }),
};

export const settingsQueries = {
  byUser: (userId: string) =>
    queryOptions({ queryKey: settingsKeys.byUser(userId), queryFn: () => api.getUserSettings(userId) }),
};

export const reflectionQueries = {
  entry: (userId: string, kind: ReflectionKind, periodStart: string) =>
    queryOptions({
      queryKey: reflectionKeys.entry(userId, kind, periodStart),
      queryFn: () => api.getReflection(userId, kind, periodStart),
    }),
  byUser: (userId: string, kind?: ReflectionKind) =>
    queryOptions({
      queryKey: reflectionKeys.byUser(userId, kind),
      queryFn: () => api.listReflections(userId, kind),
    }),
};

export const groupQueries = {
  publicList: (search?: string) =>
    queryOptions({ queryKey: groupKeys.publicList(search), queryFn: () => api.listPublicGroups(search) }),
  mine: (userId: string) => queryOptions({ queryKey: groupKeys.mine(userId), queryFn: () => api.listMyGroups(userId) }),
  detail: (groupId: string) =>
    queryOptions({ queryKey: groupKeys.detail(groupId), queryFn: () => api.getGroup(groupId) }),
  members: (groupId: string) =>
    queryOptions({
      queryKey: groupKeys.members(groupId),
      queryFn: () => api.listGroupMembers(groupId),
      ...cacheProfiles.standard,
    }),
  memberCounts: (groupIds: readonly string[]) =>
    queryOptions({
      queryKey: groupKeys.memberCounts(groupIds),
      queryFn: () => api.listGroupMemberCounts(groupIds),
    }),
  invitePreview: (code: string) =>
    queryOptions({ queryKey: groupKeys.invitePreview(code), queryFn: () => api.getGroupInvitePreview(code) }),
  /** The feed, newest first, a page at a time by (created_at, id); polled while open. */
  posts: (groupId: string) =>
    infiniteQueryOptions({
      queryKey: groupKeys.posts(groupId),
      queryFn: ({ pageParam }) => api.listGroupPosts(groupId, { after: pageParam }),
      initialPageParam: null as FeedCursor | null,
      getNextPageParam: (last) => (last.length < GROUP_FEED_PAGE_SIZE ? undefined : feedCursorAfter(last)),
      ...cacheProfiles.realtime,
    }),
};
