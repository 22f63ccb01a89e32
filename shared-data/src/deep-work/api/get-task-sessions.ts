import { queryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { allPages } from '../../supabase/paging';
import type { DeepWorkSession } from '../../types/database';
import { deepWorkKeys } from '../keys';

export async function listSessionsByTask(taskId: string): Promise<DeepWorkSession[]> {
  return allPages((from, to) =>
    getSupabase()
      .from('deep_work_sessions')
      .select('*')
      .eq('task_id', taskId)
      .order('completed_at', { ascending: false })
      .order('id', { ascending: true })
      .range(from, to),
  );
}

export const taskSessionsQueryOptions = (taskId: string) =>
  queryOptions({
    queryKey: deepWorkKeys.byTask(taskId),
    queryFn: () => listSessionsByTask(taskId),
    ...cacheProfiles.realtime,
  });
