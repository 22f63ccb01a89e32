import { useQueries, type QueryClient } from '@tanstack/react-query';
import { endOfDay, startOfDay } from 'date-fns';
import {
  allPages,
  calendarKeys,
  deepWorkQueries,
  getSupabase,
  goalQueries,
  habitCompletionQueries,
  habitQueries,
  parseLocalDate,
  taskQueries,
  type Goal,
  type Task,
} from '@onething/shared-data';
import { type CalendarSources, type DateRange } from '../domain/calendar';
import { queryOptions } from '@tanstack/react-query';

export type CalendarTasks = { timeBlocks: Task[]; completedSteps: Task[] };

// Tasks have no user_id: they are the user's through their goal (inner join). Only the visible range is
// read, page by page, ordered by a unique key so pages neither overlap nor skip rows.
function userTasks() {
  return getSupabase().from('one_thing_tasks').select('*, one_thing_goals!inner(user_id)');
}
const stripGoal = ({ one_thing_goals: _goal, ...task }: Task & { one_thing_goals?: unknown }): Task => task;

/** Time blocks dated in the range and steps marked done in it (a done step's updated_at is when it was done). */
export async function fetchCalendarTasks(userId: string, range: DateRange): Promise<CalendarTasks> {
  const from = startOfDay(parseLocalDate(range.from)).toISOString();
  const to = endOfDay(parseLocalDate(range.to)).toISOString();
  const [blocks, steps] = await Promise.all([
    allPages((first, last) =>
      userTasks()
        .eq('one_thing_goals.user_id', userId)
        .not('start_time', 'is', null)
        .gte('date', range.from)
        .lte('date', range.to)
        .order('id', { ascending: true })
        .range(first, last),
    ),
    allPages((first, last) =>
      userTasks()
        .eq('one_thing_goals.user_id', userId)
        .is('start_time', null)
        .eq('completed', true)
        .gte('updated_at', from)
        .lte('updated_at', to)
        .order('id', { ascending: true })
        .range(first, last),
    ),
  ]);
  return { timeBlocks: blocks.map(stripGoal), completedSteps: steps.map(stripGoal) };
}

export const calendarTasksQueryOptions = (userId: string, range: DateRange) =>
  queryOptions({
    queryKey: calendarKeys.range(userId, range.from, range.to),
    queryFn: () => fetchCalendarTasks(userId, range),
  });

export type CalendarData = {
  sources: CalendarSources;
  isPending: boolean;
  error: Error | null;
  refetch: () => void;
};

/** Everything the calendar draws for the visible range, from the caches the other pages share. */
export function useCalendarData(userId: string, range: DateRange): CalendarData {
  const from = startOfDay(parseLocalDate(range.from));
  const to = endOfDay(parseLocalDate(range.to));
  const results = useQueries({
    queries: [
      calendarTasksQueryOptions(userId, range),
      habitQueries.byUser(userId),
      habitCompletionQueries.range(userId, range.from, range.to),
      deepWorkQueries.range(userId, from, to),
      goalQueries.byUser(userId),
    ],
  });
  const [tasks, habits, completions, sessions, goals] = results;
  const goalRows: Goal[] = goals.data ?? [];
  return {
    sources: {
      timeBlocks: tasks.data?.timeBlocks ?? [],
      completedSteps: tasks.data?.completedSteps ?? [],
      habits: habits.data ?? [],
      completions: completions.data ?? [],
      sessions: sessions.data ?? [],
      activeGoal: goalRows.find((goal) => goal.is_active) ?? null,
      completedGoals: goalRows.filter((goal) => !goal.is_active && goal.completed_at != null),
    },
    isPending: results.some((result) => result.isPending),
    error: results.find((result) => result.error)?.error ?? null,
    refetch: () => results.forEach((result) => void result.refetch()),
  };
}

/** All of the user's time blocks (paged) and habits, for the .ics export. */
export async function fetchExportData(client: QueryClient, userId: string) {
  const [tasks, habits] = await Promise.all([
    client.fetchQuery(taskQueries.byUser(userId)),
    client.fetchQuery(habitQueries.byUser(userId)),
  ]);
  return { timeBlocks: tasks.filter((task) => task.start_time != null && task.date != null), habits };
}
