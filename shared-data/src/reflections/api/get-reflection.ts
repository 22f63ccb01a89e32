import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import type { Reflection, ReflectionKind } from '../../types/database';
import { reflectionKeys } from '../keys';

/** periodStart: the day, the Sunday of the week or the 1st of the month (yyyy-MM-dd). */
export async function getReflection(
  userId: string,
  kind: ReflectionKind,
  periodStart: string,
): Promise<Reflection | null> {
  return maybeRow(
    await getSupabase()
      .from('reflections')
      .select('*')
      .eq('user_id', userId)
      .eq('kind', kind)
      .eq('period_start', periodStart)
      .maybeSingle(),
  );
}

export const reflectionQueryOptions = (userId: string, kind: ReflectionKind, periodStart: string) =>
  queryOptions({
    queryKey: reflectionKeys.entry(userId, kind, periodStart),
    queryFn: () => getReflection(userId, kind, periodStart),
  });
