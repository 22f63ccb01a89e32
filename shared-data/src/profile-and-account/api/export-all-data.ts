import { getSupabase } from '../../supabase';
import type {
  DeepWorkSession,
  Goal,
  Habit,
  HabitCompletion,
  Playbook,
  Profile,
  Reflection,
  ShieldBlock,
  Task,
  UserSettings,
} from '../../types/database';
import { listTasksForUser } from '../../goals-and-steps/api/get-user-tasks';
import { listHabitRestDays, type HabitPause, type HabitSkip } from '../../habits/api/get-habit-rest-days';
import { allPages } from '../../supabase/paging';
import { maybeRow } from '../../supabase/result';

export const EXPORT_FORMAT_VERSION = 1;

export type AccountExport = {
  format: 'onething-export';
  version: typeof EXPORT_FORMAT_VERSION;
  exported_at: string;
  user_id: string;
  profile: Profile | null;
  user_settings: UserSettings | null;
  habits: Habit[];
  habit_completions: HabitCompletion[];
  /** Skipped days and pauses (vacations). */
  habit_skips: HabitSkip[];
  habit_pauses: HabitPause[];
  one_thing_goals: Goal[];
  one_thing_tasks: Task[];
  deep_work_sessions: DeepWorkSession[];
  playbooks: Playbook[];
  reflections: Reflection[];
  shield_block_log: ShieldBlock[];
};

type OwnedTable =
  | 'habits'
  | 'habit_completions'
  | 'one_thing_goals'
  | 'deep_work_sessions'
  | 'playbooks'
  | 'reflections'
  | 'shield_block_log';

/** Every row of one of the user's tables, oldest first; years of history take several requests. */
function everyRow<T>(table: OwnedTable, userId: string, orderBy: string): Promise<T[]> {
  return allPages<T>(
    (from, to) =>
      getSupabase()
        .from(table)
        .select('*')
        .eq('user_id', userId)
        .order(orderBy, { ascending: true })
        .order('id', { ascending: true })
        .range(from, to) as unknown as PromiseLike<{ data: T[] | null; error: unknown }>,
  );
}

/** Everything the user owns, as one object ("your data is yours"). */
export async function exportAllData(userId: string, now: Date = new Date()): Promise<AccountExport> {
  const db = getSupabase();
  const [profile, settings, habits, completions, goals, tasks, sessions, playbooks, reflections, blocks, rest] =
    await Promise.all([
      db.from('profiles').select('*').eq('user_id', userId).maybeSingle().then(maybeRow),
      db.from('user_settings').select('*').eq('user_id', userId).maybeSingle().then(maybeRow),
      everyRow<Habit>('habits', userId, 'created_at'),
      everyRow<HabitCompletion>('habit_completions', userId, 'completion_date'),
      everyRow<Goal>('one_thing_goals', userId, 'created_at'),
      listTasksForUser(userId),
      everyRow<DeepWorkSession>('deep_work_sessions', userId, 'created_at'),
      everyRow<Playbook>('playbooks', userId, 'created_at'),
      everyRow<Reflection>('reflections', userId, 'period_start'),
      everyRow<ShieldBlock>('shield_block_log', userId, 'blocked_at'),
      listHabitRestDays(),
    ]);
  return {
    format: 'onething-export',
    version: EXPORT_FORMAT_VERSION,
    exported_at: now.toISOString(),
    user_id: userId,
    profile,
    user_settings: settings,
    habits,
    habit_completions: completions,
    habit_skips: [...rest.skips].reverse(),
    habit_pauses: [...rest.pauses].reverse(),
    one_thing_goals: goals,
    one_thing_tasks: tasks,
    deep_work_sessions: sessions,
    playbooks,
    reflections,
    shield_block_log: blocks,
  };
}
