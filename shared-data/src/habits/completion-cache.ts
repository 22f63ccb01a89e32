import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { habitCompletionKeys } from './keys';
import type { HabitCompletion } from '../types/database';

const OPTIMISTIC_PREFIX = 'optimistic-';

export type CompletionTarget = { habitId: string; userId: string; date: string };

export function hasCompletion(
  completions: readonly HabitCompletion[] | undefined,
  habitId: string,
  date: string,
): boolean {
  return (completions ?? []).some((c) => c.habit_id === habitId && c.completion_date === date);
}

/**
 * The completions list with the habit's row for that day present or absent. Idempotent, so a
 * rollback can restore one habit-day without undoing other toggles that happened meanwhile.
 */
export function withCompletion(
  completions: readonly HabitCompletion[] | undefined,
  target: CompletionTarget,
  present: boolean,
): HabitCompletion[] {
  const list = completions ?? [];
  const others = list.filter((c) => !(c.habit_id === target.habitId && c.completion_date === target.date));
  if (!present) return others;
  const existing = list.find((c) => c.habit_id === target.habitId && c.completion_date === target.date);
  const row: HabitCompletion = existing ?? {
    id: `${OPTIMISTIC_PREFIX}${target.habitId}-${target.date}`,
    habit_id: target.habitId,
    user_id: target.userId,
    completion_date: target.date,
    completed_at: new Date().toISOString(),
  };
  // Newest date first, like the server's order.
  return [...others, row].sort((a, b) => b.completion_date.localeCompare(a.completion_date));
}

export function completionsOf(completions: readonly HabitCompletion[] | undefined, habitId: string): HabitCompletion[] {
  return (completions ?? []).filter((c) => c.habit_id === habitId);
}

/**
 * Whether a cached completions list (by its key's filters) holds that habit-day: the user's whole list,
 * the habit's list, that date's list, or a range of days around it.
 */
export function completionListCovers(queryKey: QueryKey, target: CompletionTarget): boolean {
  const [domain, scope, filters] = queryKey as readonly unknown[];
  if (domain !== habitCompletionKeys.all[0] || scope !== 'list') return false;
  if (filters == null || typeof filters !== 'object') return false;
  const f = filters as Record<string, unknown>;
  if (f.userId !== undefined && f.userId !== target.userId) return false;
  if (f.habitId !== undefined && f.habitId !== target.habitId) return false;
  if (f.date !== undefined && f.date !== target.date) return false;
  if (typeof f.from === 'string' && target.date < f.from) return false;
  if (typeof f.to === 'string' && target.date > f.to) return false;
  return true;
}

/** Sets the habit-day present or absent in every cached completions list that covers it (every page's view). */
export function setCompletionInCaches(queryClient: QueryClient, target: CompletionTarget, present: boolean): void {
  queryClient.setQueriesData<HabitCompletion[]>(
    { queryKey: habitCompletionKeys.lists(), predicate: (query) => completionListCovers(query.queryKey, target) },
    (old) => (old === undefined ? old : withCompletion(old, target, present)),
  );
}
