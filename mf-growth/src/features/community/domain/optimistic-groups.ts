import type { InfiniteData } from '@tanstack/react-query';
import type { Group, GroupEdit, GroupPost } from '@onething/shared-data';

// How the cached lists look once a queued group write lands, so the screen shows it at once (also offline).
// Each is idempotent: applied twice (a write replayed, a refetch racing it) it gives the same list.

/** The user's groups with `group` in them, newest first as the server lists them. */
export function withGroup(list: readonly Group[] | undefined, group: Group): Group[] {
  const others = (list ?? []).filter((g) => g.id !== group.id);
  return [group, ...others].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

export function withoutGroup(list: readonly Group[], groupId: string): Group[] {
  return list.filter((g) => g.id !== groupId);
}

/** The group with the owner's edit applied; null or missing stays so. */
export function withGroupEdit(group: Group | null | undefined, patch: GroupEdit): Group | null | undefined {
  if (!group) return group;
  const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
  return { ...group, ...defined };
}

/** The feed with `post` first (newest first); a feed not loaded yet stays so (it loads with the post). */
export function withPost(
  feed: InfiniteData<GroupPost[]> | undefined,
  post: GroupPost,
): InfiniteData<GroupPost[]> | undefined {
  if (!feed) return feed;
  const [first = [], ...rest] = withoutPost(feed, post.id)?.pages ?? [];
  return { ...feed, pages: [[post, ...first], ...rest] };
}

export function withoutPost(
  feed: InfiniteData<GroupPost[]> | undefined,
  postId: string,
): InfiniteData<GroupPost[]> | undefined {
  if (!feed) return feed;
  return { ...feed, pages: feed.pages.map((page) => page.filter((p) => p.id !== postId)) };
}
