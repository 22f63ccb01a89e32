import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { Reflection, ReflectionKind } from '../../types/database';
import { reflectionKeys } from '../keys';

export async function listReflections(userId: string, kind?: ReflectionKind, limit?: number): Promise<Reflection[]> {
  let query = getSupabase().from('reflections').select('*').eq('user_id', userId);
  if (kind) query = query.eq('kind', kind);
  let ordered = query.order('period_start', { ascending: false });
  if (limit !== undefined) ordered = ordered.limit(limit);
  return rows(await ordered);
}

export const reflectionsQueryOptions = (userId: string, kind?: ReflectionKind) =>
  queryOptions({
    queryKey: reflectionKeys.byUser(userId, kind),
    queryFn: () => listReflections(userId, kind),
  });
