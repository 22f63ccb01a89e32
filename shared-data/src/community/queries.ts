import { groupQueryOptions } from './api/get-group';
import { groupInvitePreviewQueryOptions } from './api/get-group-invite-preview';
import { groupMemberCountsQueryOptions } from './api/get-group-member-counts';
import { groupMembersQueryOptions } from './api/get-group-members';
import { groupPostsQueryOptions } from './api/get-group-posts';
import { myGroupsQueryOptions } from './api/get-my-groups';
import { publicGroupsQueryOptions } from './api/get-public-groups';

// The group reads by the names the pages use (groupQueries.members(groupId)).

export const groupQueries = {
  publicList: publicGroupsQueryOptions,
  mine: myGroupsQueryOptions,
  detail: groupQueryOptions,
  members: groupMembersQueryOptions,
  memberCounts: groupMemberCountsQueryOptions,
  invitePreview: groupInvitePreviewQueryOptions,
  posts: groupPostsQueryOptions,
};
