import { getSupabase } from '../supabase';
import type { Habit, HabitInsert, HabitUpdate, Weekday } from '../types/database';
import { done, row, rows } from './result';

export type NewHabit = Omit<HabitInsert, 'user_id'>;

export async function listHabits(userId: string): Promise<Habit[]> {
  return rows(
    await getSupabase().from('habits').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
  );
}

export async function listHabitsForWeekday(userId: string, weekday: Weekday): Promise<Habit[]> {
  return rows(
    await getSupabase()
      .from('habits')
      .select('*')
      .eq('user_id', userId)
      .contains('scheduled_days', [weekday])
      .order('created_at', { ascending: false }),
  );
}

export async function createHabit(userId: string, input: NewHabit): Promise<Habit> {
  return row(
    await getSupabase()
      .from('habits')
      .insert({ ...input, user_id: userId })
      .select()
      .single(),
  );
}

export async function updateHabit(id: string, patch: HabitUpdate): Promise<Habit> {
  return row(await getSupabase().from('habits').update(patch).eq('id', id).select().single());
}

export async function deleteHabit(id: string): Promise<void> {
  done(await getSupabase().from('habits').delete().eq('id', id));
}
