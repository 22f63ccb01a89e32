import { getSupabase } from '../supabase';
import { type FeedCursor, GROUP_FEED_PAGE_SIZE } from '../community/rules/community';
import type { Group, GroupInsert, GroupMemberSummary, GroupPost, GroupUpdate } from '../types/database';
import { allPages } from '../supabase/paging';
import { done, maybeRow, row, rows } from '../supabase/result';

export type NewGroup = Pick<GroupInsert, 'name' | 'description' | 'is_public'>;
/** What the owner may change: the invite code, owner and times are the database's. */
export type GroupEdit = Pick<GroupUpdate, 'name' | 'description' | 'is_public'>;

/** What an invite link shows before joining. */
export type GroupInvitePreview = { id: string; name: string; description: string | null; is_public: boolean; member_count: number };

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

/** Member counts of the groups the user can see. */
export async function listGroupMemberCounts(groupIds: readonly string[]): Promise<Record<string, number>> {
  if (groupIds.length === 0) return {};
  const data = rows(await getSupabase().rpc('group_member_counts', { gids: [...groupIds] }));
  return Object.fromEntries(data.map((r) => [r.group_id, r.member_count]));
}

/** The group an invite code opens, or null when the code is unknown (or was rotated). */
export async function getGroupInvitePreview(code: string): Promise<GroupInvitePreview | null> {
  const data = rows(await getSupabase().rpc('group_invite_preview', { code }));
  return (data[0] as GroupInvitePreview | undefined) ?? null;
}

/** Groups the user belongs to (public or private), newest first. */
export async function listMyGroups(userId: string): Promise<Group[]> {
  const data = await allPages((from, to) =>
    getSupabase()
      .from('groups')
      .select('*, group_members!inner(user_id)')
      .eq('group_members.user_id', userId)
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .range(from, to),
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

export async function updateGroup(id: string, patch: GroupEdit): Promise<Group> {
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

/**
 * Newest first, a page at a time: pass the last post shown (`feedCursorAfter`) as `after` for the next page.
 * The cursor is (created_at, id), so posts made in the same microsecond are neither skipped nor repeated.
 */
export async function listGroupPosts(
  groupId: string,
  { limit = GROUP_FEED_PAGE_SIZE, after }: { limit?: number; after?: FeedCursor | null } = {},
): Promise<GroupPost[]> {
  let query = getSupabase().from('group_posts').select('*').eq('group_id', groupId);
  if (after) {
    const at = JSON.stringify(after.createdAt);
    query = query.or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.${after.id})`);
  }
  return rows(
    await query.order('created_at', { ascending: false }).order('id', { ascending: false }).limit(Math.min(limit, 1000)),
  );
}

/** A member's own text post; check-ins are written only by the database. */
export async function createGroupPost(groupId: string, userId: string, body: string): Promise<GroupPost> {
  return row(
    await getSupabase()
      .from('group_posts')
      .insert({ group_id: groupId, user_id: userId, body })
      .select()
      .single(),
  );
}

export async function deleteGroupPost(id: string): Promise<void> {
  done(await getSupabase().from('group_posts').delete().eq('id', id));
}
