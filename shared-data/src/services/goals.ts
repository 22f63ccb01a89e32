import { getSupabase } from '../supabase';
import type { Goal, Priority } from '../types/database';
import { done, maybeRow, row, rows } from '../supabase/result';

/** What a user types for a goal; everything else (active, progress, completion) is the database's. */
export type GoalFields = {
  title: string;
  description?: string | null;
  priority?: Priority;
  deadline?: string | null;
  why_description?: string | null;
};

/** The goal columns a client may change directly. */
export type GoalEdit = Partial<GoalFields>;

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

/**
 * The new active ONE Thing, in one transaction: the previous goal is deactivated only if it is completed.
 * While an active goal is not completed the database refuses with the "already have an active goal" message.
 */
export async function createGoal(input: GoalFields, sourcePlaybookId: string | null = null): Promise<Goal> {
  return row(
    await getSupabase().rpc('create_goal', {
      p_title: input.title,
      p_description: input.description ?? undefined,
      p_priority: input.priority ?? 'Medium',
      p_deadline: input.deadline ?? undefined,
      p_why_description: input.why_description ?? undefined,
      p_source_playbook_id: sourcePlaybookId ?? undefined,
    }),
  );
}

/** Makes a goal the active one (the others are deactivated); refused while another active goal is open. */
export async function activateGoal(goalId: string): Promise<Goal> {
  return row(await getSupabase().rpc('activate_goal', { p_goal_id: goalId }));
}

export async function updateGoal(id: string, patch: GoalEdit): Promise<Goal> {
  return row(await getSupabase().from('one_thing_goals').update(patch).eq('id', id).select().single());
}

/** 'Mark as Done': inactive, progress 100, completed now (a second call changes nothing). */
export async function completeGoal(id: string): Promise<Goal> {
  return row(await getSupabase().rpc('complete_goal', { p_goal_id: id }));
}

/** One request: the goal's steps and time blocks go with it (on delete cascade). */
export async function deleteGoal(id: string): Promise<void> {
  done(await getSupabase().from('one_thing_goals').delete().eq('id', id));
}
