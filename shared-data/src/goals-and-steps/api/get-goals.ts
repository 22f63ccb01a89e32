import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { Goal } from '../../types/database';
import { goalKeys } from '../keys';

export async function listGoals(userId: string): Promise<Goal[]> {
  return rows(
    await getSupabase()
      .from('one_thing_goals')
      .select('*')
      .eq('user_id', userId)
      .order('created_at', { ascending: false }),
  );
}

export const goalsQueryOptions = (userId: string) =>
  queryOptions({ queryKey: goalKeys.byUser(userId), queryFn: () => listGoals(userId) });
