// The group reads and writes against the real local backend: the feed's cursor paging, the check-in texts the
// database writes, search, invites and member counts.
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GOAL_CHECKIN_TEXT, GROUP_FEED_PAGE_SIZE, deepWorkCheckinText, feedCursorAfter } from '../rules/community';
import { setSupabaseClient, type TypedSupabaseClient } from '../../supabase';
import { type TestAccount, serviceClient, signInAsApp, signUpUser } from '../../testing';
import type { GroupPost } from '../../types/database';
import { createSession } from '../../deep-work/api/create-session';
import { finishSession } from '../../deep-work/api/finish-session';
import { completeGoal } from '../../goals-and-steps/api/complete-goal';
import { createGoal } from '../../goals-and-steps/api/create-goal';
import { createGroup } from './create-group';
import { createGroupPost } from './create-group-post';
import { getGroupInvitePreview } from './get-group-invite-preview';
import { listGroupMemberCounts } from './get-group-member-counts';
import { listGroupMembers } from './get-group-members';
import { listGroupPosts } from './get-group-posts';
import { listMyGroups } from './get-my-groups';
import { listPublicGroups } from './get-public-groups';
import { joinGroup } from './join-group';
import { joinGroupByInvite } from './join-group-by-invite';
import { leaveGroup } from './leave-group';
import { updateGroup } from './update-group';
import { updateProfile } from '../../profile-and-account/api/update-profile';

let me: TestAccount;
let service: TypedSupabaseClient;

beforeAll(async () => {
  service = await serviceClient();
});

afterAll(() => setSupabaseClient(null));

beforeEach(async () => {
  me = await signInAsApp();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

describe('the feed', () => {
  it('pages newest first by (created_at, id): posts sharing a time are neither skipped nor repeated', async () => {
    const group = await createGroup(me.userId, { name: 'Feed', is_public: false });
    const sameTime = '2026-03-01T10:00:00.123456+00:00';
    const rows = Array.from({ length: GROUP_FEED_PAGE_SIZE + 5 }, (_, i) => ({
      group_id: group.id,
      user_id: me.userId,
      body: `post ${i}`,
      created_at: i < 10 ? sameTime : `2026-03-01T1${Math.floor(i / 10)}:00:0${i % 10}+00:00`,
    }));
    expect((await service.from('group_posts').insert(rows)).error).toBeNull();

    const first = await listGroupPosts(group.id);
    expect(first).toHaveLength(GROUP_FEED_PAGE_SIZE);
    const second = await listGroupPosts(group.id, { after: feedCursorAfter(first) });
    const all = [...first, ...second];
    expect(second).toHaveLength(5);
    expect(new Set(all.map((p) => p.id)).size).toBe(rows.length);
    const order = (a: GroupPost, b: GroupPost) =>
      Date.parse(b.created_at) - Date.parse(a.created_at) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
    expect(all).toEqual([...all].sort(order));
  });

  it('a member posts as themselves and the text comes back as sent', async () => {
    const group = await createGroup(me.userId, { name: 'Texts', is_public: false });
    const text = '<img src=x onerror=alert(1)> plain & simple';
    const post = await createGroupPost(group.id, me.userId, text);
    expect(post).toMatchObject({ kind: 'post', user_id: me.userId, body: text });
  });
});

/** A session started `minutes` ago and ended now with those minutes (only the service role can move a start). */
async function workedSession(minutes: number): Promise<void> {
  const open = await createSession(me.userId, { duration_minutes: minutes });
  const startedAt = new Date(Date.now() - minutes * 60_000).toISOString();
  expect(
    (await service.from('deep_work_sessions').update({ created_at: startedAt }).eq('id', open.id)).error,
  ).toBeNull();
  expect(await finishSession(open.id, { durationMinutes: minutes })).not.toBeNull();
}

describe('check-ins', () => {
  it('the database writes the texts the app knows, only after opting in', async () => {
    const group = await createGroup(me.userId, { name: 'Check-ins', is_public: false });
    await workedSession(50);
    expect(await listGroupPosts(group.id)).toEqual([]);

    await updateProfile(me.userId, { share_checkins: true });
    await workedSession(45);
    const goal = await createGoal({ title: 'Launch' });
    await completeGoal(goal.id);

    const bodies = (await listGroupPosts(group.id)).map((p) => [p.kind, p.body]);
    expect(bodies).toEqual([
      ['checkin', GOAL_CHECKIN_TEXT],
      ['checkin', deepWorkCheckinText(45)],
    ]);
  });
});

describe('browsing and invites', () => {
  it('search matches name or description; my groups include private ones; counts for what I can see', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const byName = await createGroup(me.userId, { name: `Runners ${tag}`, is_public: true });
    const byText = await createGroup(me.userId, {
      name: 'Readers',
      description: `Books, ${tag} and tea`,
      is_public: true,
    });
    const hidden = await createGroup(me.userId, { name: `Secret ${tag}`, is_public: false });
    const found = await listPublicGroups(tag);
    expect(found.map((g) => g.id).sort()).toEqual([byName.id, byText.id].sort());
    // Punctuation that means something to the filter syntax is searched as plain text.
    expect((await listPublicGroups(`"${tag}" (and),`)).map((g) => g.id)).toEqual([]);
    expect((await listMyGroups(me.userId)).map((g) => g.id)).toEqual([hidden.id, byText.id, byName.id]);
    expect(await listGroupMemberCounts([hidden.id, byName.id])).toEqual({ [hidden.id]: 1, [byName.id]: 1 });
  });

  it('an invite shows its group before joining, then joins it', async () => {
    const group = await createGroup(me.userId, { name: 'Invite only', description: 'Small', is_public: false });
    const guest = await signUpUser();
    setSupabaseClient(guest.client);
    expect(await getGroupInvitePreview(group.invite_code)).toEqual({
      id: group.id,
      name: 'Invite only',
      description: 'Small',
      is_public: false,
      member_count: 1,
    });
    expect(await getGroupInvitePreview('unknown')).toBeNull();
    expect(await joinGroupByInvite(group.invite_code)).toBe(group.id);
    expect(await listGroupMemberCounts([group.id])).toEqual({ [group.id]: 2 });
  });
});

describe('members', () => {
  it('reads group members through the summaries, with display fields only', async () => {
    const group = await service.from('groups').insert({ name: 'Club', owner_id: me.userId }).select('id').single();
    const members = await listGroupMembers(group.data?.id ?? '');
    expect(members).toEqual([
      expect.objectContaining({
        user_id: me.userId,
        role: 'owner',
        // Sign-up's default name is the e-mail's local part, which other members never see.
        display_name: 'Member',
        username: null,
      }),
    ]);
  });
});

describe('writes sent twice', () => {
  it('a group and a post created with the client ids answer with the same rows and make one each', async () => {
    const groupId = crypto.randomUUID();
    const group = await createGroup(me.userId, { id: groupId, name: 'Twice', is_public: true });
    expect(group).toMatchObject({ id: groupId, owner_id: me.userId });
    expect(await createGroup(me.userId, { id: groupId, name: 'Twice', is_public: true })).toEqual(group);

    const postId = crypto.randomUUID();
    const post = await createGroupPost(groupId, me.userId, 'Once only', postId);
    expect(post).toMatchObject({ id: postId, body: 'Once only' });
    expect(await createGroupPost(groupId, me.userId, 'Once only', postId)).toEqual(post);
    const { data } = await service.from('group_posts').select('id').eq('group_id', groupId);
    expect(data).toEqual([{ id: postId }]);

    // Another user's id is refused: their row is neither answered nor changed.
    const other = await signInAsApp();
    await expect(createGroup(other.userId, { id: groupId, name: 'Mine', is_public: true })).rejects.toMatchObject({
      code: '42501',
    });
    const { data: kept } = await service.from('groups').select('name, owner_id').eq('id', groupId);
    expect(kept).toEqual([{ name: 'Twice', owner_id: me.userId }]);

    // Joining twice and leaving twice both succeed.
    await joinGroup(groupId, other.userId);
    await joinGroup(groupId, other.userId);
    expect((await listGroupMembers(groupId)).map((m) => m.user_id).sort()).toEqual([me.userId, other.userId].sort());
    await leaveGroup(groupId, other.userId);
    await leaveGroup(groupId, other.userId);
    const { data: members } = await service.from('group_members').select('user_id').eq('group_id', groupId);
    expect(members).toEqual([{ user_id: me.userId }]);
  });

  it('a join sent again after the group became private succeeds for a member and is still refused to others', async () => {
    const groupId = crypto.randomUUID();
    await createGroup(me.userId, { id: groupId, name: 'Closing soon', is_public: true });
    const member = await signInAsApp();
    await joinGroup(groupId, member.userId);
    setSupabaseClient(me.client);
    await updateGroup(groupId, { is_public: false });

    setSupabaseClient(member.client);
    await joinGroup(groupId, member.userId);
    const outsider = await signInAsApp();
    await expect(joinGroup(groupId, outsider.userId)).rejects.toMatchObject({ status: 403 });
    const { data } = await service.from('group_members').select('user_id').eq('group_id', groupId);
    expect(data?.map((m) => m.user_id).sort()).toEqual([me.userId, member.userId].sort());
  });
});
