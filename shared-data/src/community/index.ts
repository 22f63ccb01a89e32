// Groups: reads and writes, the feed's paging and the group rules.
export * from './keys';
export * from './queries';
export { createGroupPost } from './api/create-group-post';
export { type NewGroup, createGroup } from './api/create-group';
export { deleteGroupPost } from './api/delete-group-post';
export { deleteGroup } from './api/delete-group';
export { type GroupInvitePreview, getGroupInvitePreview } from './api/get-group-invite-preview';
export { listGroupMemberCounts } from './api/get-group-member-counts';
export { listGroupMembers } from './api/get-group-members';
export { listGroupPosts } from './api/get-group-posts';
export { getGroup } from './api/get-group';
export { listMyGroups } from './api/get-my-groups';
export { PUBLIC_GROUPS_LIMIT, listPublicGroups } from './api/get-public-groups';
export { joinGroupByInvite } from './api/join-group-by-invite';
export { joinGroup } from './api/join-group';
export { leaveGroup, removeGroupMember } from './api/leave-group';
export { type GroupEdit, updateGroup } from './api/update-group';
export * from './rules/community';
