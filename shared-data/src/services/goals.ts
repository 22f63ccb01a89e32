import { getSupabase } from '../supabase';
import type { Goal, GoalInsert, GoalUpdate } from '../types/database';
import { done, maybeRow, row, rows } from './result';

export type NewGoal = Omit<GoalInsert, 'user_id' | 'is_active'>;

export const COMPLETED_PLAYBOOK_DESCRIPTION = 'Completed playbook goal';

export async function listGoals(userId: string): Promise<Goal[]> {
  return rows(
    await getSupabase()
      .from('one_thing_goals')
      .select('*')
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
  );
}

export async function getActiveGoal(userId: string): Promise<Goal | null> {
  return maybeRow(
    await getSupabase().from('one_thing_goals').select('*').eq('user_id', userId).eq('is_active', true).maybeSingle(),
  );
}

export async function deactivateAllGoals(userId: string): Promise<void> {
  done(await getSupabase().from('one_thing_goals').update({ is_active: false }).eq('user_id', userId));
}

/** Only one goal is active: all of the user's goals are deactivated before the new one is inserted. */
export async function createGoal(userId: string, input: NewGoal): Promise<Goal> {
  await deactivateAllGoals(userId);
  return row(
    await getSupabase()
      .from('one_thing_goals')
      .insert({ source_type: 'manual', ...input, user_id: userId, is_active: true })
      .select()
      .single(),
  );
}

export async function activateGoal(userId: string, goalId: string): Promise<Goal> {
  done(
    await getSupabase().from('one_thing_goals').update({ is_active: false }).eq('user_id', userId).neq('id', goalId),
  );
  return row(
    await getSupabase().from('one_thing_goals').update({ is_active: true }).eq('id', goalId).select().single(),
  );
}

export async function updateGoal(id: string, patch: GoalUpdate): Promise<Goal> {
  return row(await getSupabase().from('one_thing_goals').update(patch).eq('id', id).select().single());
}

export async function completeGoal(id: string, now: Date = new Date()): Promise<Goal> {
  const at = now.toISOString();
  return updateGoal(id, { is_active: false, progress: 100, completed_at: at, updated_at: at });
}

/** Deletes the goal's tasks and time blocks first, then the goal. */
export async function deleteGoal(id: string): Promise<void> {
  done(await getSupabase().from('one_thing_tasks').delete().eq('goal_id', id));
  done(await getSupabase().from('one_thing_goals').delete().eq('id', id));
}

/** A playbook finished in Deep Work is kept as an inactive, completed goal. */
export async function recordCompletedPlaybook(
  userId: string,
  playbook: { title: string; description?: string | null; playbookId?: string | null },
  now: Date = new Date(),
): Promise<Goal> {
  const at = now.toISOString();
  return row(
    await getSupabase()
      .from('one_thing_goals')
      .insert({
        user_id: userId,
        title: playbook.title,
        description: playbook.description?.trim() ? playbook.description : COMPLETED_PLAYBOOK_DESCRIPTION,
        priority: 'Medium',
        progress: 100,
        is_active: false,
        completed_at: at,
        updated_at: at,
        source_type: 'playbook',
        source_playbook_id: playbook.playbookId ?? null,
      })
      .select()
      .single(),
  );
}
