import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { cacheProfiles, groupQueries } from '@onething/shared-data';

/** Public groups, newest first, narrowed by the search on the server. */
export function usePublicGroups(search: string) {
  return useQuery({ ...groupQueries.publicList(search.trim() || undefined), placeholderData: (previous) => previous });
}

export function useMemberCounts(groupIds: readonly string[]) {
  return useQuery({ ...groupQueries.memberCounts(groupIds), enabled: groupIds.length > 0 });
}

/** Members as the group page shows them; refused (and not asked) for a group the user is not in. */
export function useGroupMembers(groupId: string, enabled: boolean) {
  return useQuery({ ...groupQueries.members(groupId), enabled });
}

/** The feed, polled at the realtime profile's pace while the page is open. */
export function useGroupFeed(groupId: string, enabled: boolean) {
  const options = groupQueries.posts(groupId);
  return useInfiniteQuery({ ...options, enabled, refetchInterval: cacheProfiles.realtime.staleTime });
}

export function useInvitePreview(code: string | null) {
  return useQuery({ ...groupQueries.invitePreview(code ?? ''), enabled: Boolean(code) });
}
