import { getSupabase } from '../supabase';
import type {
  Group,
  GroupInsert,
  GroupMemberSummary,
  GroupPost,
  GroupPostKind,
  GroupUpdate,
} from '../types/database';
import { done, maybeRow, row, rows } from './result';

export type NewGroup = Pick<GroupInsert, 'name' | 'description' | 'is_public'>;

/** Public groups, newest first; an optional search matches the name. */
export async function listPublicGroups(search?: string): Promise<Group[]> {
  let query = getSupabase().from('groups').select('*').eq('is_public', true);
  const term = search?.trim();
  if (term) query = query.ilike('name', `%${term.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
  return rows(await query.order('created_at', { ascending: false }));
}

/** Groups the user belongs to (public or private), newest first. */
export async function listMyGroups(userId: string): Promise<Group[]> {
  const data = rows(
    await getSupabase()
      .from('groups')
      .select('*, group_members!inner(user_id)')
      .eq('group_members.user_id', userId)
      .order('created_at', { ascending: false }),
  );
  return data.map(({ group_members: _members, ...group }) => group);
}

export async function getGroup(id: string): Promise<Group | null> {
  return maybeRow(await getSupabase().from('groups').select('*').eq('id', id).maybeSingle());
}

/** The owner becomes a member with role 'owner' through a database trigger. */
export async function createGroup(userId: string, input: NewGroup): Promise<Group> {
  return row(
    await getSupabase()
      .from('groups')
      .insert({ ...input, owner_id: userId })
      .select()
      .single(),
  );
}

export async function updateGroup(id: string, patch: GroupUpdate): Promise<Group> {
  return row(await getSupabase().from('groups').update(patch).eq('id', id).select().single());
}

export async function deleteGroup(id: string): Promise<void> {
  done(await getSupabase().from('groups').delete().eq('id', id));
}

/** Public groups only; private ones are joined with an invite code. */
export async function joinGroup(groupId: string, userId: string): Promise<void> {
  done(await getSupabase().from('group_members').insert({ group_id: groupId, user_id: userId }));
}

/** Returns the joined group's id. */
export async function joinGroupByInvite(code: string): Promise<string> {
  return row(await getSupabase().rpc('join_group_by_invite', { code }));
}

export async function leaveGroup(groupId: string, userId: string): Promise<void> {
  done(await getSupabase().from('group_members').delete().eq('group_id', groupId).eq('user_id', userId));
}

/** Owner only (enforced by RLS). */
export const removeGroupMember = leaveGroup;

export async function listGroupMembers(groupId: string): Promise<GroupMemberSummary[]> {
  return rows(await getSupabase().rpc('group_member_summaries', { gid: groupId }));
}

/** Newest first, a page at a time: pass the oldest created_at shown so far as `before` for the next page. */
export async function listGroupPosts(
  groupId: string,
  { limit = 50, before }: { limit?: number; before?: string } = {},
): Promise<GroupPost[]> {
  let query = getSupabase().from('group_posts').select('*').eq('group_id', groupId);
  if (before) query = query.lt('created_at', before);
  return rows(await query.order('created_at', { ascending: false }).order('id', { ascending: true }).limit(limit));
}

export async function createGroupPost(
  groupId: string,
  userId: string,
  body: string,
  kind: GroupPostKind = 'post',
): Promise<GroupPost> {
  return row(
    await getSupabase()
      .from('group_posts')
      .insert({ group_id: groupId, user_id: userId, body, kind })
      .select()
      .single(),
  );
}

export async function deleteGroupPost(id: string): Promise<void> {
  done(await getSupabase().from('group_posts').delete().eq('id', id));
}
