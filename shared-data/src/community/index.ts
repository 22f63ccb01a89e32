// Groups: reads and writes, the feed's paging and the group rules.
export * from './keys';
export * from './queries';
export { type NewGroup, createGroup } from './api/create-group';
export { deleteGroup } from './api/delete-group';
export { joinGroupByInvite } from './api/join-group-by-invite';
export { joinGroup } from './api/join-group';
export { leaveGroup, removeGroupMember } from './api/leave-group';
export { type GroupEdit, updateGroup } from './api/update-group';
export * from './rules/community';
export { groupWrites, postWrites } from './writes';
