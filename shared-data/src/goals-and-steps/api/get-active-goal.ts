import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import type { Goal } from '../../types/database';
import { goalKeys } from '../keys';

export async function getActiveGoal(userId: string): Promise<Goal | null> {
  return maybeRow(
    await getSupabase().from('one_thing_goals').select('*').eq('user_id', userId).eq('is_active', true).maybeSingle(),
  );
}

export const activeGoalQueryOptions = (userId: string) =>
  queryOptions({ queryKey: goalKeys.active(userId), queryFn: () => getActiveGoal(userId) });
