import type { DataChange } from '../query/invalidate-after';

/**
 * The tables whose changes on another device refresh this one, with the cached data each change touches
 * (invalidate-after.ts) and the column naming the owner, by which the subscription asks only for the
 * user's own rows. Steps and time blocks have no owner column: they belong to a goal, and row level
 * security sends a user only the changes of steps of their own goals. Each table must be in the
 * publication supabase_realtime (each domain's file in supabase/migrations ends by adding its tables).
 */
export const SYNCED_TABLES: readonly { table: string; change: DataChange; ownerColumn?: string }[] = [
  { table: 'one_thing_goals', change: 'goals', ownerColumn: 'user_id' },
  { table: 'one_thing_tasks', change: 'tasks' },
  { table: 'habits', change: 'habits', ownerColumn: 'user_id' },
  { table: 'habit_completions', change: 'habit-completions', ownerColumn: 'user_id' },
  { table: 'deep_work_sessions', change: 'deep-work', ownerColumn: 'user_id' },
  { table: 'reflections', change: 'reflections', ownerColumn: 'user_id' },
  { table: 'playbooks', change: 'playbooks', ownerColumn: 'user_id' },
  { table: 'user_settings', change: 'settings', ownerColumn: 'user_id' },
  { table: 'profiles', change: 'profile', ownerColumn: 'user_id' },
];
