import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  type Group,
  type GroupEdit,
  type GroupMemberSummary,
  type GroupPost,
  type NewGroup,
  getFriendlyMessage,
  groupKeys,
  groupWrites,
  mapWriteInput,
  postWrites,
  refreshAfterWrite,
  patchQuery,
  undoPatches,
  useAuth,
  useWrite,
  type CacheUndo,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';
import { withGroup, withGroupEdit, withPost, withoutGroup, withoutPost } from '../domain/optimistic-groups';

// Every group write goes through the offline queue: a create carries the id made when the user acted, the
// others the state the user intends (a member, not a member). Each is shown at once; a refusal puts the
// screen back by refetching what the server has.

function failed(title: string) {
  return (error: unknown) => toast({ title, description: getFriendlyMessage(error), variant: 'destructive' });
}

/** Creating a group: `submit` resolves with its id once it is saved or queued (the page opens it either way). */
export function useCreateGroup(userId: string) {
  const client = useQueryClient();
  const { profile } = useAuth();
  const mutation = useWrite(groupWrites.create, {
    onMutate: async ({ group }): Promise<CacheUndo> => {
      const now = new Date().toISOString();
      const row: Group = {
        ...group,
        description: group.description ?? null,
        is_public: group.is_public ?? true,
        owner_id: userId,
        // The database makes the invite code; none is shown until the group is saved.
        invite_code: '',
        created_at: now,
        updated_at: now,
      };
      // The group's page opens at once: the creator its only member (the owner), and no posts yet.
      const owner = {
        user_id: userId,
        display_name: profile?.full_name || profile?.username || null,
        username: profile?.username ?? '',
        avatar_url: profile?.avatar_url ?? null,
        longest_streak: 0,
        one_thing_title: null,
        role: 'owner',
        joined_at: now,
      } satisfies GroupMemberSummary;
      return [
        await patchQuery<Group[]>(client, groupKeys.mine(userId), (list) => withGroup(list, row)),
        await patchQuery<Group | null>(client, groupKeys.detail(group.id), () => row),
        await patchQuery<GroupMemberSummary[]>(client, groupKeys.members(group.id), () => [owner]),
        await patchQuery<Feed>(client, groupKeys.posts(group.id), () => ({ pages: [[]], pageParams: [null] })),
      ];
    },
    onSuccess: () => toast({ title: 'Group created' }),
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      failed('Could not create the group')(error);
    },
    onSettled: () => refreshAfterWrite('groups', client),
  });
  return {
    ...mutation,
    submit: async (input: NewGroup): Promise<string> => {
      const id = crypto.randomUUID();
      await mutation.submit({ userId, group: { ...input, id } });
      return id;
    },
  };
}

export function useUpdateGroup(groupId: string) {
  const client = useQueryClient();
  const mutation = useWrite(groupWrites.update, {
    onMutate: async ({ patch }): Promise<CacheUndo> => [
      await patchQuery<Group | null | undefined>(client, groupKeys.detail(groupId), (group) =>
        withGroupEdit(group, patch),
      ),
    ],
    onSuccess: () => toast({ title: 'Group updated' }),
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      failed('Could not update the group')(error);
    },
    onSettled: () => refreshAfterWrite('groups', client),
  });
  return mapWriteInput(mutation, (patch: GroupEdit) => ({ groupId, patch }));
}

export function useDeleteGroup(groupId: string) {
  const client = useQueryClient();
  const mutation = useWrite(groupWrites.delete, {
    onMutate: async (): Promise<CacheUndo> => {
      await client.cancelQueries({ queryKey: groupKeys.all });
      const lists = client.getQueriesData<Group[]>({ queryKey: groupKeys.lists() });
      for (const [key, list] of lists) if (Array.isArray(list)) client.setQueryData(key, withoutGroup(list, groupId));
      return lists;
    },
    onSuccess: () => {
      client.removeQueries({ queryKey: groupKeys.detail(groupId) });
      toast({ title: 'Group deleted' });
    },
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      failed('Could not delete the group')(error);
    },
    onSettled: () => refreshAfterWrite('groups', client),
  });
  return mapWriteInput(mutation, () => groupId);
}

export function useJoinGroup(userId: string) {
  const client = useQueryClient();
  const mutation = useWrite(groupWrites.join, {
    onMutate: async ({ groupId }): Promise<CacheUndo> => {
      // The group as the public list or its page shows it joins the user's groups.
      const group =
        client.getQueryData<Group | null>(groupKeys.detail(groupId)) ??
        client
          .getQueriesData<Group[]>({ queryKey: groupKeys.lists() })
          .flatMap(([, list]) => (Array.isArray(list) ? list : []))
          .find((g) => g.id === groupId);
      return group ? [await patchQuery<Group[]>(client, groupKeys.mine(userId), (list) => withGroup(list, group))] : [];
    },
    onSuccess: () => toast({ title: 'Joined the group' }),
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      failed('Could not join the group')(error);
    },
    onSettled: () => refreshAfterWrite('groups', client),
  });
  return mapWriteInput(mutation, (groupId: string) => ({ groupId, userId }));
}

/** Joined when saved; queued offline (a revoked invite is then refused with the queue's toast). */
export function useJoinByInvite() {
  const client = useQueryClient();
  return useWrite(groupWrites.joinByInvite, {
    onSuccess: () => toast({ title: 'Joined the group' }),
    onError: failed('Could not join the group'),
    onSettled: () => refreshAfterWrite('groups', client),
  });
}

export function useLeaveGroup(userId: string) {
  const client = useQueryClient();
  const mutation = useWrite(groupWrites.leave, {
    onMutate: async ({ groupId }): Promise<CacheUndo> => [
      await patchQuery<Group[]>(client, groupKeys.mine(userId), (list) => withoutGroup(list ?? [], groupId)),
    ],
    onSuccess: () => toast({ title: 'You left the group' }),
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      failed('Could not leave the group')(error);
    },
    onSettled: () => refreshAfterWrite('groups', client),
  });
  return mapWriteInput(mutation, (groupId: string) => ({ groupId, userId }));
}

export function useRemoveMember(groupId: string) {
  const client = useQueryClient();
  const mutation = useWrite(groupWrites.removeMember, {
    onSuccess: () => toast({ title: 'Member removed' }),
    onError: failed('Could not remove the member'),
    onSettled: () => refreshAfterWrite('groups', client),
  });
  return mapWriteInput(mutation, (memberId: string) => ({ groupId, memberId }));
}

type Feed = InfiniteData<GroupPost[]>;

/** The post shows at the top of the feed at once (also offline); a refusal takes it out again. */
export function useCreatePost(groupId: string, userId: string) {
  const client = useQueryClient();
  const mutation = useWrite(postWrites.create, {
    onMutate: async ({ id, body }): Promise<CacheUndo> => {
      const post: GroupPost = {
        id,
        group_id: groupId,
        user_id: userId,
        kind: 'post',
        body,
        created_at: new Date().toISOString(),
        checkin_source: null,
      };
      return [await patchQuery<Feed | undefined>(client, groupKeys.posts(groupId), (feed) => withPost(feed, post))];
    },
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      failed('Could not post')(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.posts(groupId) }),
  });
  return mapWriteInput(mutation, (body: string) => ({ id: crypto.randomUUID(), groupId, userId, body }));
}

export function useDeletePost(groupId: string) {
  const client = useQueryClient();
  return useWrite(postWrites.delete, {
    onMutate: async (postId): Promise<CacheUndo> => [
      await patchQuery<Feed | undefined>(client, groupKeys.posts(groupId), (feed) => withoutPost(feed, postId)),
    ],
    onSuccess: () => toast({ title: 'Post deleted' }),
    onError: (error, _variables, undo) => {
      undoPatches(client, undo);
      failed('Could not delete the post')(error);
    },
    onSettled: () => client.invalidateQueries({ queryKey: groupKeys.posts(groupId) }),
  });
}
