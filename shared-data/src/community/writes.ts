import { defineWrite } from '../offline/define-write';
import { createGroup, type NewGroup } from './api/create-group';
import { createGroupPost } from './api/create-group-post';
import { deleteGroup } from './api/delete-group';
import { deleteGroupPost } from './api/delete-group-post';
import { joinGroupByInvite } from './api/join-group-by-invite';
import { joinGroup } from './api/join-group';
import { leaveGroup, removeGroupMember } from './api/leave-group';
import { updateGroup, type GroupEdit } from './api/update-group';

// The community writes, each declared once (see offline/define-write.ts): a create carries the id made when
// the user acted, everything else the state the user intends (a member, not a member, the group's fields),
// so each can be sent again and changes nothing twice.

export const groupWrites = {
  /** `group.id`: made when the user acted, so a replay answers with the same group. */
  create: defineWrite({
    name: 'group.create',
    label: 'Creating the group',
    changes: ['groups'],
    run: ({ userId, group }: { userId: string; group: NewGroup & { id: string } }) => createGroup(userId, group),
  }),
  update: defineWrite({
    name: 'group.update',
    label: 'Saving the group',
    changes: ['groups'],
    run: ({ groupId, patch }: { groupId: string; patch: GroupEdit }) => updateGroup(groupId, patch),
  }),
  /** Deleting a group that is gone already succeeds. */
  delete: defineWrite({
    name: 'group.delete',
    label: 'Deleting the group',
    changes: ['groups'],
    run: (groupId: string) => deleteGroup(groupId),
  }),
  /** Be a member of a public group (already one: succeeds). */
  join: defineWrite({
    name: 'group.join',
    label: 'Joining the group',
    changes: ['groups'],
    run: ({ groupId, userId }: { groupId: string; userId: string }) => joinGroup(groupId, userId),
  }),
  /** Be a member of the group of this invite (already one: succeeds); a revoked invite is refused. */
  joinByInvite: defineWrite({
    name: 'group.join-by-invite',
    label: 'Joining the group',
    changes: ['groups'],
    run: (code: string) => joinGroupByInvite(code),
  }),
  /** Not be a member (not one any more: succeeds). */
  leave: defineWrite({
    name: 'group.leave',
    label: 'Leaving the group',
    changes: ['groups'],
    run: ({ groupId, userId }: { groupId: string; userId: string }) => leaveGroup(groupId, userId),
  }),
  /** The owner takes a member out (gone already: succeeds). */
  removeMember: defineWrite({
    name: 'group.remove-member',
    label: 'Removing the member',
    changes: ['groups'],
    run: ({ groupId, memberId }: { groupId: string; memberId: string }) => removeGroupMember(groupId, memberId),
  }),
};

export const postWrites = {
  /** `id`: made when the user acted, so a replay answers with the same post. */
  create: defineWrite({
    name: 'post.create',
    label: 'Posting to the group',
    changes: ['groups'],
    run: ({ id, groupId, userId, body }: { id: string; groupId: string; userId: string; body: string }) =>
      createGroupPost(groupId, userId, body, id),
  }),
  delete: defineWrite({
    name: 'post.delete',
    label: 'Deleting the post',
    changes: ['groups'],
    run: (postId: string) => deleteGroupPost(postId),
  }),
};
