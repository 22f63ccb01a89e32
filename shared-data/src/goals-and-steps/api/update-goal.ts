import { getSupabase } from '../../supabase';
import { row } from '../../supabase/result';
import type { Goal } from '../../types/database';
import type { GoalFields } from './create-goal';

/** The goal columns a client may change directly. */
export type GoalEdit = Partial<GoalFields>;

export async function updateGoal(id: string, patch: GoalEdit): Promise<Goal> {
  return row(await getSupabase().from('one_thing_goals').update(patch).eq('id', id).select().single());
}
