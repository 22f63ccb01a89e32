import type { Habit } from '@onething/shared-data';
import { serviceClient } from '@onething/shared-data/testing';

const DAY_MS = 86_400_000;

export const habitDefaults = {
  cue: 'After coffee',
  two_minute_version: 'One minute',
  scheduled_time: '07:00:00',
  duration_minutes: 15,
};

/**
 * A habit of the user that has existed for `ageDays` days (only the service role may set created_at), so
 * this week's past days can be completed, with completions on the given local days.
 */
export async function seedHabit(
  userId: string,
  fields: Partial<Habit> & { name: string },
  completionDates: string[] = [],
  ageDays = 30,
): Promise<Habit> {
  const service = await serviceClient();
  const days = fields.scheduled_days ?? ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const created = await service
    .from('habits')
    .insert({
      user_id: userId,
      ...habitDefaults,
      ...fields,
      scheduled_days: days,
      target_per_week: days.length,
      created_at: new Date(Date.now() - ageDays * DAY_MS).toISOString(),
    } as never)
    .select()
    .single();
  if (created.error) throw created.error;
  const habit = created.data as Habit;
  if (completionDates.length > 0) {
    const rows = completionDates.map((completion_date) => ({ habit_id: habit.id, user_id: userId, completion_date }));
    const inserted = await service.from('habit_completions').insert(rows);
    if (inserted.error) throw inserted.error;
  }
  return habit;
}

/** What the database holds, read with the service role. */
export async function storedRows(table: 'habits' | 'habit_completions', userId: string) {
  const service = await serviceClient();
  const { data, error } = await service.from(table).select('*').eq('user_id', userId);
  if (error) throw error;
  return data as Record<string, unknown>[];
}
