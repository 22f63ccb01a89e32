import { getSupabase } from '../supabase';
import type { Reflection, ReflectionKind } from '../types/database';
import { maybeRow, rows } from '../supabase/result';

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

export async function listReflections(userId: string, kind?: ReflectionKind, limit?: number): Promise<Reflection[]> {
  let query = getSupabase().from('reflections').select('*').eq('user_id', userId);
  if (kind) query = query.eq('kind', kind);
  let ordered = query.order('period_start', { ascending: false });
  if (limit !== undefined) ordered = ordered.limit(limit);
  return rows(await ordered);
}
