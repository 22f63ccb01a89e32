import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  habitQueries,
  habitWrites,
  localDateKey,
  parseLocalDate,
  patchQuery,
  refreshAfterWrite,
  shortDateLabel,
  undoPatches,
  useWrite,
  type CacheUndo,
  type HabitRestDays,
} from '@onething/shared-data';
import { withPause, withResume, withSkip } from '../domain/rest-days';
import { showHabitToast } from './habit-toast';

export const REST_DAY_TOASTS = {
  skipped: { title: 'Day skipped', description: 'A rest day: your streak is kept.' },
  unskipped: { title: 'Skip undone', description: 'The day counts again.' },
  paused: (until: string) => ({ title: 'Paused', description: `Paused until ${until}. Your streaks are kept.` }),
  resumed: { title: 'Resumed', description: 'Welcome back: the habit is in today’s list again.' },
  failed: { title: 'Error', description: 'Could not save the change', variant: 'destructive' as const },
};

/**
 * The user's skipped days and pauses, and the three ways to change them: skip (or unskip) a day, pause
 * habits for a date range (one, or all when `habitIds` is null), resume. Each shows at once (also offline)
 * and is refused back out with a toast; the database recounts the streaks.
 */
export function useRestDays(userId: string, allHabitIds: readonly string[]) {
  const queryClient = useQueryClient();
  const query = useQuery(habitQueries.restDays(userId));
  const key = habitQueries.restDays(userId).queryKey;
  const patch = async (change: (rest: HabitRestDays) => HabitRestDays): Promise<CacheUndo> => [
    await patchQuery<HabitRestDays>(queryClient, key, (rest) => change(rest ?? { skips: [], pauses: [] })),
  ];
  const settled = () => refreshAfterWrite('habit-completions', queryClient);
  const failed = (_error: unknown, _variables: unknown, undo: CacheUndo | undefined) => {
    undoPatches(queryClient, undo);
    showHabitToast(REST_DAY_TOASTS.failed);
  };

  const skip = useWrite(habitWrites.setSkip, {
    onMutate: ({ habitId, date, skipped, reason }) =>
      patch((rest) => withSkip(rest, { habitId, userId, date, skipped, reason: reason ?? null })),
    onSuccess: (_state, { skipped }) => showHabitToast(skipped ? REST_DAY_TOASTS.skipped : REST_DAY_TOASTS.unskipped),
    onError: failed,
    onSettled: settled,
  });
  const pause = useWrite(habitWrites.pause, {
    onMutate: ({ habitIds, firstDay, lastDay }) =>
      patch((rest) => withPause(rest, { habitIds: habitIds ?? allHabitIds, userId, firstDay, lastDay })),
    onSuccess: (_nothing, { lastDay }) =>
      showHabitToast(REST_DAY_TOASTS.paused(shortDateLabel(parseLocalDate(lastDay)))),
    onError: failed,
    onSettled: settled,
  });
  const resume = useWrite(habitWrites.resume, {
    onMutate: ({ habitIds, day }) => patch((rest) => withResume(rest, { habitIds: habitIds ?? allHabitIds, day })),
    onSuccess: () => showHabitToast(REST_DAY_TOASTS.resumed),
    onError: failed,
    onSettled: settled,
  });

  return {
    rest: query.data,
    skip: (habitId: string, date: string, skipped: boolean, reason?: string) =>
      skip.mutate({ habitId, date, skipped, ...(reason ? { reason } : {}) }),
    pause: (habitIds: string[] | null, firstDay: string, lastDay: string) =>
      pause.mutate({ habitIds, firstDay, lastDay }),
    resume: (habitIds: string[] | null) => resume.mutate({ habitIds, day: localDateKey(new Date()) }),
  };
}
