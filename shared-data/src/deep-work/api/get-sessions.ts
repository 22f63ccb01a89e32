import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { DeepWorkSession } from '../../types/database';
import { deepWorkKeys } from '../keys';

export async function listSessions(userId: string): Promise<DeepWorkSession[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('deep_work_sessions')
      .select('*')
      .eq('user_id', userId)
      .order('completed_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export const sessionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: deepWorkKeys.byUser(userId),
    queryFn: () => listSessions(userId),
    ...cacheProfiles.realtime,
  });
