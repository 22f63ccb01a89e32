import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type GroupEdit,
  type NewGroup,
  createGroup,
  deleteGroup,
  getFriendlyMessage,
  groupKeys,
  invalidateAfter,
  joinGroup,
  joinGroupByInvite,
  leaveGroup,
  mapWriteInput,
  postWrites,
  removeGroupMember,
  updateGroup,
  useWrite,
} from '@onething/shared-data';
import { toast } from '@onething/shared-ui/toaster';

function failed(title: string) {
  return (error: unknown) => toast({ title, description: getFriendlyMessage(error), variant: 'destructive' });
}

function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () => invalidateAfter('groups', queryClient);
}

export function useCreateGroup(userId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (input: NewGroup) => createGroup(userId, input),
    onSuccess: () => toast({ title: 'Group created' }),
    onError: failed('Could not create the group'),
    onSettled: invalidate,
  });
}

export function useUpdateGroup(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (patch: GroupEdit) => updateGroup(groupId, patch),
    onSuccess: () => toast({ title: 'Group updated' }),
    onError: failed('Could not update the group'),
    onSettled: invalidate,
  });
}

export function useDeleteGroup(groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteGroup(groupId),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: groupKeys.detail(groupId) });
      toast({ title: 'Group deleted' });
    },
    onError: failed('Could not delete the group'),
    onSettled: () => invalidateAfter('groups', queryClient),
  });
}

export function useJoinGroup(userId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (groupId: string) => joinGroup(groupId, userId),
    onSuccess: () => toast({ title: 'Joined the group' }),
    onError: failed('Could not join the group'),
    onSettled: invalidate,
  });
}

export function useJoinByInvite() {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (code: string) => joinGroupByInvite(code),
    onSuccess: () => toast({ title: 'Joined the group' }),
    onError: failed('Could not join the group'),
    onSettled: invalidate,
  });
}

export function useLeaveGroup(userId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (groupId: string) => leaveGroup(groupId, userId),
    onSuccess: () => toast({ title: 'You left the group' }),
    onError: failed('Could not leave the group'),
    onSettled: invalidate,
  });
}

export function useRemoveMember(groupId: string) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (memberId: string) => removeGroupMember(groupId, memberId),
    onSuccess: () => toast({ title: 'Member removed' }),
    onError: failed('Could not remove the member'),
    onSettled: invalidate,
  });
}

export function useCreatePost(groupId: string, userId: string) {
  const queryClient = useQueryClient();
  const mutation = useWrite(postWrites.create, {
    onError: failed('Could not post'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.posts(groupId) }),
  });
  return mapWriteInput(mutation, (body: string) => ({ id: crypto.randomUUID(), groupId, userId, body }));
}

export function useDeletePost(groupId: string) {
  const queryClient = useQueryClient();
  return useWrite(postWrites.delete, {
    onSuccess: () => toast({ title: 'Post deleted' }),
    onError: failed('Could not delete the post'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: groupKeys.posts(groupId) }),
  });
}
