import { defineWrite } from '../../offline/define-write';
import { getSupabase } from '../../supabase';
import { done, row } from '../../supabase/result';

/**
 * Sets one habit-day to skipped (a rest day, with an optional reason; a completion that day is taken away) or
 * not skipped: the intended state, so a replay changes nothing more.
 */
export const setSkipWrite = defineWrite({
  name: 'habit.set-skip',
  label: 'Skipping the habit for the day',
  changes: ['habit-completions'],
  run: async ({
    habitId,
    date,
    skipped,
    reason,
  }: {
    habitId: string;
    date: string;
    skipped: boolean;
    reason?: string;
  }) =>
    row(
      await getSupabase().rpc('set_habit_skip', {
        p_habit_id: habitId,
        p_date: date,
        p_skipped: skipped,
        p_reason: reason ?? undefined,
      }),
    ),
});

/** Archives a habit (kept with its history, out of today's lists) or brings it back: the intended state. */
export const setArchivedWrite = defineWrite({
  name: 'habit.set-archived',
  label: 'Archiving the habit',
  changes: ['habits'],
  run: async ({ habitId, archived }: { habitId: string; archived: boolean }) =>
    row(await getSupabase().rpc('set_habit_archived', { p_habit_id: habitId, p_archived: archived })),
});

/** Puts the given habits in that order (the owner's order of the habit list). */
export const reorderWrite = defineWrite({
  name: 'habit.reorder',
  label: 'Saving the order of your habits',
  changes: ['habits'],
  run: async ({ habitIds }: { habitIds: string[] }) =>
    done(await getSupabase().rpc('reorder_habits', { p_habit_ids: habitIds })),
});

/** Pauses the given habits (all of the user's when null) for a date range; the database merges overlaps. */
export const pauseWrite = defineWrite({
  name: 'habit.pause',
  label: 'Pausing habits',
  changes: ['habit-completions'],
  run: async ({ habitIds, firstDay, lastDay }: { habitIds: string[] | null; firstDay: string; lastDay: string }) =>
    done(
      await getSupabase().rpc('pause_habits', {
        // A null array is sent as JSON null: every habit of the user.
        p_habit_ids: habitIds as string[],
        p_first_day: firstDay,
        p_last_day: lastDay,
      }),
    ),
});

/** Ends the pauses of the given habits (all when null) from `day` (the user's today) on. */
export const resumeWrite = defineWrite({
  name: 'habit.resume',
  label: 'Resuming habits',
  changes: ['habit-completions'],
  run: async ({ habitIds, day }: { habitIds: string[] | null; day: string }) =>
    done(await getSupabase().rpc('resume_habits', { p_habit_ids: habitIds as string[], p_day: day })),
});
