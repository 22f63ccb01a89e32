import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { maybeRow } from '../../supabase/result';
import type { Group } from '../../types/database';
import { groupKeys } from '../keys';

export async function getGroup(id: string): Promise<Group | null> {
  return maybeRow(await getSupabase().from('groups').select('*').eq('id', id).maybeSingle());
}

export const groupQueryOptions = (groupId: string) =>
  queryOptions({ queryKey: groupKeys.detail(groupId), queryFn: () => getGroup(groupId) });
