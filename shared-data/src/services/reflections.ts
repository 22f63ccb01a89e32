import { getSupabase } from '../supabase';
import type { Reflection, ReflectionInsert, ReflectionKind } from '../types/database';
import { maybeRow, row, rows } from './result';

export type ReflectionInput = Omit<ReflectionInsert, 'user_id' | 'id' | 'created_at' | 'updated_at'>;

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

export async function upsertReflection(userId: string, input: ReflectionInput): Promise<Reflection> {
  return row(
    await getSupabase()
      .from('reflections')
      .upsert({ ...input, user_id: userId }, { onConflict: 'user_id,kind,period_start' })
      .select()
      .single(),
  );
}

export async function listReflections(userId: string, kind?: ReflectionKind, limit?: number): Promise<Reflection[]> {
  let query = getSupabase().from('reflections').select('*').eq('user_id', userId);
  if (kind) query = query.eq('kind', kind);
  let ordered = query.order('period_start', { ascending: false });
  if (limit !== undefined) ordered = ordered.limit(limit);
  return rows(await ordered);
}
