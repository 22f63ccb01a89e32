import { defineWrite } from '../offline/define-write';
import { createGroupPost } from './api/create-group-post';
import { deleteGroupPost } from './api/delete-group-post';

// The community writes a person makes many times a day, each declared once (see offline/define-write.ts).
// Joining, leaving and managing groups stay online-only actions.

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
