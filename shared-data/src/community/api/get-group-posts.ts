import { infiniteQueryOptions } from '@tanstack/react-query';
import { cacheProfiles } from '../../query/cache-profiles';
import { getSupabase } from '../../supabase';
import { rows } from '../../supabase/result';
import type { GroupPost } from '../../types/database';
import { groupKeys } from '../keys';
import { type FeedCursor, GROUP_FEED_PAGE_SIZE, feedCursorAfter } from '../rules/community';

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
    await query
      .order('created_at', { ascending: false })
      .order('id', { ascending: false })
      .limit(Math.min(limit, 1000)),
  );
}

/** The feed, newest first, a page at a time by (created_at, id); polled while open. */
export const groupPostsQueryOptions = (groupId: string) =>
  infiniteQueryOptions({
    queryKey: groupKeys.posts(groupId),
    queryFn: ({ pageParam }) => listGroupPosts(groupId, { after: pageParam }),
    initialPageParam: null as FeedCursor | null,
    getNextPageParam: (last) => (last.length < GROUP_FEED_PAGE_SIZE ? undefined : feedCursorAfter(last)),
    ...cacheProfiles.realtime,
  });
