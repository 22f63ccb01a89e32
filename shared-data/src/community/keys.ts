import { createQueryKeys } from '../query/create-query-keys';

const groups = createQueryKeys('groups');
export const groupKeys = {
  ...groups,
  publicList: (search?: string) => groups.list({ scope: 'public', search }),
  mine: (userId: string) => groups.list({ scope: 'mine', userId }),
  memberCounts: (groupIds: readonly string[]) => groups.list({ scope: 'member-counts', groupIds: groupIds.join(',') }),
  invitePreview: (code: string) => groups.list({ scope: 'invite', code }),
  members: (groupId: string) => [...groups.detail(groupId), 'members'] as const,
  posts: (groupId: string) => [...groups.detail(groupId), 'posts'] as const,
};
