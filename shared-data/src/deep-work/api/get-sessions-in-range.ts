import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { DeepWorkSession } from '../../types/database';
import { deepWorkKeys } from '../keys';

/** Sessions completed within [from, to] (instants). */
export async function listSessionsInRange(userId: string, from: Date, to: Date): Promise<DeepWorkSession[]> {
  return allPages((first, last) =>
    getSupabase()
      .from('deep_work_sessions')
      .select('*')
      .eq('user_id', userId)
      .gte('completed_at', from.toISOString())
      .lte('completed_at', to.toISOString())
      .order('completed_at', { ascending: false })
      .order('id', { ascending: true })
      .range(first, last),
  );
}

export const sessionsInRangeQueryOptions = (userId: string, from: Date, to: Date) =>
  queryOptions({
    queryKey: deepWorkKeys.range(userId, from.toISOString(), to.toISOString()),
    queryFn: () => listSessionsInRange(userId, from, to),
    ...cacheProfiles.realtime,
  });
