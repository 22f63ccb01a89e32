import { queryOptions } from '@tanstack/react-query';
import { USER_NOT_AUTHENTICATED } from '../../errors/error-mapping';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { Playbook } from '../../types/database';
import { playbookKeys } from '../keys';

/** Throws 'User not authenticated' without a user; the query client does not retry that. */
export async function listPlaybooks(userId: string | null | undefined): Promise<Playbook[]> {
  if (!userId) throw new Error(USER_NOT_AUTHENTICATED);
  return rows(
    await getSupabase().from('playbooks').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
  );
}

export const playbooksQueryOptions = (userId: string | null | undefined) =>
  queryOptions({
    queryKey: playbookKeys.byUser(userId ?? ''),
    queryFn: () => listPlaybooks(userId),
  });
