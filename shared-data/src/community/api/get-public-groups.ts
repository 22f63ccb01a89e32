import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { Group } from '../../types/database';
import { groupKeys } from '../keys';

/** How many public groups the browse list shows at once; a search narrows them. */
export const PUBLIC_GROUPS_LIMIT = 60;

function escapeLike(term: string): string {
  return term.replace(/[%_\\]/g, (c) => `\\${c}`);
}

/** Public groups, newest first; an optional search matches the name or the description. */
export async function listPublicGroups(search?: string, limit = PUBLIC_GROUPS_LIMIT): Promise<Group[]> {
  let query = getSupabase().from('groups').select('*').eq('is_public', true);
  const term = search?.trim();
  if (term) {
    // Commas and parentheses would end the or() filter early; they cannot matter to a match anyway.
    const pattern = `%${escapeLike(term.replace(/[,()"]/g, ' '))}%`;
    query = query.or(`name.ilike.${JSON.stringify(pattern)},description.ilike.${JSON.stringify(pattern)}`);
  }
  return rows(await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(limit));
}

export const publicGroupsQueryOptions = (search?: string) =>
  queryOptions({ queryKey: groupKeys.publicList(search), queryFn: () => listPublicGroups(search) });
