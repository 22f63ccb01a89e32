import { queryOptions } from '@tanstack/react-query';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import { groupKeys } from '../keys';

/** What an invite link shows before joining. */
export type GroupInvitePreview = {
  id: string;
  name: string;
  description: string | null;
  is_public: boolean;
  member_count: number;
};

/** The group an invite code opens, or null when the code is unknown (or was rotated). */
export async function getGroupInvitePreview(code: string): Promise<GroupInvitePreview | null> {
  const data = rows(await getSupabase().rpc('group_invite_preview', { code }));
  return (data[0] as GroupInvitePreview | undefined) ?? null;
}

export const groupInvitePreviewQueryOptions = (code: string) =>
  queryOptions({ queryKey: groupKeys.invitePreview(code), queryFn: () => getGroupInvitePreview(code) });
