// Community rules kept by the database (20261201000800_community.sql): who sees and writes what in groups,
// check-ins written only by the database for users who opted in, invite codes that rotate, the invite preview.
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  insertRow,
  selectRows,
  setupTestServer,
  randomEmail,
  uniqueName,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

async function user(
  name: string,
  profile: { share_checkins?: boolean; share_one_thing?: boolean } = {},
): Promise<TestUser> {
  const created = await createUser(server, randomEmail(name));
  await server.db.query(
    'update public.profiles set full_name = $2, share_checkins = $3, share_one_thing = $4 where user_id = $1',
    [created.userId, name, profile.share_checkins ?? false, profile.share_one_thing ?? false],
  );
  return created;
}

/** A group of `owner` with `members` in it (inserted as the superuser). */
async function groupOf(owner: TestUser, members: TestUser[], isPublic = false): Promise<string> {
  const id = await insertId(server, 'groups', valid.group(owner.userId, { is_public: isPublic }));
  for (const member of members) await insertRow(server, 'group_members', { group_id: id, user_id: member.userId });
  return id;
}

async function inviteCode(groupId: string): Promise<string> {
  const [group] = await selectRows(server, 'groups', { id: groupId });
  return String(group?.['invite_code']);
}

async function checkins(groupId: string): Promise<{ user_id: string; body: string }[]> {
  const { rows } = await server.db.query<{ user_id: string; body: string }>(
    "select user_id, body from public.group_posts where group_id = $1 and kind = 'checkin' order by created_at, id",
    [groupId],
  );
  return rows;
}

/**
 * Starts a session as the user (open), as if it had started `minutes` ago (the superuser moves its start), and
 * ends it the way the deep work page does.
 */
async function completeSession(who: TestUser, minutes: number, emergencyCanceled = false): Promise<string> {
  const started = await who.client
    .from('deep_work_sessions')
    .insert({ user_id: who.userId, duration_minutes: minutes })
    .select()
    .single();
  expectOk(started, 201);
  const id = (started.data as { id: string }).id;
  await server.db.query(
    'update public.deep_work_sessions set created_at = now() - make_interval(mins => $2) where id = $1',
    [id, minutes],
  );
  const done = await who.client.rpc('finish_deep_work_session', {
    p_session_id: id,
    p_duration_minutes: minutes,
    p_emergency_canceled: emergencyCanceled,
  });
  expectOk(done);
  return id;
}

describe('a private group is invisible to non-members', () => {
  it('no row of the group, its members or its posts, no summary, no count', async () => {
    const [owner, member, outsider] = await Promise.all([user('Olive'), user('Milo'), user('Oscar')]);
    const groupId = await groupOf(owner, [member]);
    await insertRow(server, 'group_posts', valid.post(groupId, member.userId));
    const c = outsider.client;
    expect((await c.from('groups').select('id').eq('id', groupId)).data).toEqual([]);
    expect((await c.from('group_members').select('user_id').eq('group_id', groupId)).data).toEqual([]);
    expect((await c.from('group_posts').select('id').eq('group_id', groupId)).data).toEqual([]);
    expectPgError(await c.rpc('group_member_summaries', { gid: groupId }), '42501', 403);
    const counts = await c.rpc('group_member_counts', { gids: [groupId] });
    expectOk(counts);
    expect(counts.data).toEqual([]);
    const join = await c.from('group_members').insert({ group_id: groupId, user_id: outsider.userId });
    expectPgError(join, '42501', 403);
  });

  it('members see the count; a public group shows it to everyone', async () => {
    const [owner, member, outsider] = await Promise.all([user('Pia'), user('Pete'), user('Paul')]);
    const privateId = await groupOf(owner, [member]);
    const publicId = await groupOf(owner, [], true);
    const mine = await member.client.rpc('group_member_counts', { gids: [privateId, publicId] });
    expect(mine.data).toEqual(
      expect.arrayContaining([
        { group_id: privateId, member_count: 2 },
        { group_id: publicId, member_count: 1 },
      ]),
    );
    const theirs = await outsider.client.rpc('group_member_counts', { gids: [privateId, publicId] });
    expect(theirs.data).toEqual([{ group_id: publicId, member_count: 1 }]);
  });
});

describe('what members may write', () => {
  it('a member cannot post as someone else, post a check-in or backdate a post', async () => {
    const [owner, member] = await Promise.all([user('Quinn'), user('Quincy')]);
    const groupId = await groupOf(owner, [member]);
    const c = member.client;
    expectPgError(await c.from('group_posts').insert(valid.post(groupId, owner.userId)), '42501', 403);
    expectPgError(
      await c.from('group_posts').insert(valid.post(groupId, member.userId, { kind: 'checkin' })),
      '42501',
      403,
    );
    expectPgError(
      await c.from('group_posts').insert(valid.post(groupId, member.userId, { created_at: '2099-01-01T00:00:00Z' })),
      '42501',
      403,
    );
    expectOk(await c.from('group_posts').insert(valid.post(groupId, member.userId)), 201);
  });

  it('a post is plain text of at most 2,000 characters', async () => {
    const [owner] = await Promise.all([user('Rita')]);
    const groupId = await groupOf(owner, []);
    expectPgError(
      await owner.client.from('group_posts').insert(valid.post(groupId, owner.userId, { body: 'x'.repeat(2001) })),
      '23514',
      400,
    );
    expectPgError(
      await owner.client.from('group_posts').insert(valid.post(groupId, owner.userId, { body: '   ' })),
      '23514',
      400,
    );
  });

  it('authors delete their own posts, the owner deletes any, a member not someone else’s', async () => {
    const [owner, member, second] = await Promise.all([user('Sam'), user('Sara'), user('Seth')]);
    const groupId = await groupOf(owner, [member, second]);
    const byOwner = await insertId(server, 'group_posts', valid.post(groupId, owner.userId));
    const bySecond = await insertId(server, 'group_posts', valid.post(groupId, second.userId));
    const byMember = await insertId(server, 'group_posts', valid.post(groupId, member.userId));
    await member.client.from('group_posts').delete().in('id', [byOwner, bySecond]);
    expect(await selectRows(server, 'group_posts', { id: byOwner })).toHaveLength(1);
    expect(await selectRows(server, 'group_posts', { id: bySecond })).toHaveLength(1);
    expectOk(await member.client.from('group_posts').delete().eq('id', byMember));
    expect(await selectRows(server, 'group_posts', { id: byMember })).toHaveLength(0);
    expectOk(await owner.client.from('group_posts').delete().eq('id', bySecond));
    expect(await selectRows(server, 'group_posts', { id: bySecond })).toHaveLength(0);
  });

  it('a member cannot edit the group; nobody sets the invite code or hands the group over', async () => {
    const [owner, member] = await Promise.all([user('Tara'), user('Tom')]);
    const groupId = await groupOf(owner, [member]);
    const edit = await member.client.from('groups').update({ name: 'Taken over' }).eq('id', groupId).select();
    expectOk(edit);
    expect(edit.data).toEqual([]);
    expectPgError(
      await owner.client.from('groups').update({ invite_code: 'guessable' }).eq('id', groupId),
      '42501',
      403,
    );
    expectPgError(
      await owner.client.from('groups').update({ owner_id: member.userId }).eq('id', groupId),
      '42501',
      403,
    );
    expectPgError(
      await member.client.from('groups').insert({ name: 'Mine', owner_id: member.userId, invite_code: 'chosen' }),
      '42501',
      403,
    );
    expectPgError(
      await member.client.from('group_members').insert({ group_id: groupId, user_id: member.userId, role: 'owner' }),
      '42501',
      403,
    );
    const [group] = await selectRows(server, 'groups', { id: groupId });
    expect(group?.['owner_id']).toBe(owner.userId);
  });

  it('the owner edits the group and removes a member; the member can no longer read it', async () => {
    const [owner, member] = await Promise.all([user('Uma'), user('Ugo')]);
    const groupId = await groupOf(owner, [member]);
    const edit = await owner.client
      .from('groups')
      .update({ name: 'Renamed', description: 'New words' })
      .eq('id', groupId)
      .select();
    expect(edit.data).toHaveLength(1);
    expectOk(await owner.client.from('group_members').delete().match({ group_id: groupId, user_id: member.userId }));
    expect((await member.client.from('groups').select('id').eq('id', groupId)).data).toEqual([]);
    expect((await member.client.from('group_posts').select('id').eq('group_id', groupId)).data).toEqual([]);
  });

  it('a group name is at most 100 characters and a description 1,000', async () => {
    const owner = await user('Vera');
    expectPgError(
      await owner.client.from('groups').insert({ name: 'x'.repeat(101), owner_id: owner.userId }),
      '23514',
      400,
    );
    expectPgError(
      await owner.client.from('groups').insert({ name: 'Fine', description: 'x'.repeat(1001), owner_id: owner.userId }),
      '23514',
      400,
    );
  });
});

describe('invite links', () => {
  it('the preview shows name, description and member count; an unknown code shows nothing', async () => {
    const [owner, member, guest] = await Promise.all([user('Wes'), user('Wendy'), user('Will')]);
    const groupId = await groupOf(owner, [member]);
    await server.db.query("update public.groups set description = 'Quiet focus' where id = $1", [groupId]);
    const code = await inviteCode(groupId);
    const preview = await guest.client.rpc('group_invite_preview', { code });
    expectOk(preview);
    const [group] = await selectRows(server, 'groups', { id: groupId });
    expect(preview.data).toEqual([
      { id: groupId, name: group?.['name'], description: 'Quiet focus', is_public: false, member_count: 2 },
    ]);
    expect((await guest.client.rpc('group_invite_preview', { code: 'nope' })).data).toEqual([]);
    const joined = await guest.client.rpc('join_group_by_invite', { code });
    expect(joined.data).toBe(groupId);
  });

  it('removing a member rotates the code, so their old link fails; leaving does not', async () => {
    const [owner, member, leaver] = await Promise.all([user('Xena'), user('Xavi'), user('Xia')]);
    const groupId = await groupOf(owner, [member, leaver]);
    const first = await inviteCode(groupId);
    expectOk(await leaver.client.from('group_members').delete().match({ group_id: groupId, user_id: leaver.userId }));
    expect(await inviteCode(groupId)).toBe(first);
    expectOk(await owner.client.from('group_members').delete().match({ group_id: groupId, user_id: member.userId }));
    const second = await inviteCode(groupId);
    expect(second).not.toBe(first);
    expectPgError(await member.client.rpc('join_group_by_invite', { code: first }), '22023', 400);
    expect((await member.client.rpc('group_invite_preview', { code: first })).data).toEqual([]);
  });

  it('a public group made private gets a new code', async () => {
    const [owner, outsider] = await Promise.all([user('Yara'), user('Yuri')]);
    const groupId = await groupOf(owner, [], true);
    const seen = await outsider.client.from('groups').select('invite_code').eq('id', groupId).single();
    const oldCode = (seen.data as { invite_code: string }).invite_code;
    expectOk(await owner.client.from('groups').update({ is_public: false }).eq('id', groupId));
    expect(await inviteCode(groupId)).not.toBe(oldCode);
    expectPgError(await outsider.client.rpc('join_group_by_invite', { code: oldCode }), '22023', 400);
  });
});

describe('check-ins', () => {
  it('nothing is posted for a user who did not opt in', async () => {
    const [owner, quiet] = await Promise.all([user('Zoe'), user('Zack')]);
    const groupId = await groupOf(owner, [quiet]);
    await completeSession(quiet, 50);
    const goal = await quiet.client.rpc('create_goal', { p_title: 'Quiet goal' });
    expectOk(goal);
    expectOk(await quiet.client.rpc('complete_goal', { p_goal_id: (goal.data as { id: string }).id }));
    expect(await checkins(groupId)).toEqual([]);
  });

  it('an opted-in user checks in to each of their groups once per session and goal', async () => {
    const [owner, sharer] = await Promise.all([user('Ada'), user('Ben', { share_checkins: true })]);
    const first = await groupOf(owner, [sharer]);
    const second = await groupOf(owner, [sharer], true);
    const sessionId = await completeSession(sharer, 50);
    await completeSession(sharer, 25, true);
    // Ending an ended session again (another tab) posts nothing more.
    expectOk(await sharer.client.rpc('finish_deep_work_session', { p_session_id: sessionId, p_duration_minutes: 50 }));
    const goal = await sharer.client.rpc('create_goal', { p_title: 'Ship it' });
    const goalId = (goal.data as { id: string }).id;
    expectOk(await sharer.client.rpc('complete_goal', { p_goal_id: goalId }));
    // Reopened and completed again: still one check-in for that goal.
    expectOk(await sharer.client.rpc('activate_goal', { p_goal_id: goalId }));
    expectOk(await sharer.client.rpc('complete_goal', { p_goal_id: goalId }));
    const expected = [
      { user_id: sharer.userId, body: 'completed a 50-minute deep work session' },
      { user_id: sharer.userId, body: 'completed their ONE Thing' },
    ];
    expect(await checkins(first)).toEqual(expected);
    expect(await checkins(second)).toEqual(expected);
  });

  it('a finished session inserted directly is refused and checks in nowhere', async () => {
    const [owner, sharer] = await Promise.all([user('Cleo'), user('Dan', { share_checkins: true })]);
    const groupId = await groupOf(owner, [sharer]);
    const recorded = await sharer.client
      .from('deep_work_sessions')
      .insert({ user_id: sharer.userId, duration_minutes: 90, completed_at: new Date().toISOString() });
    expectPgError(recorded, '42501', 403);
    expect(await checkins(groupId)).toEqual([]);
  });

  it('after opting out no new check-ins are posted and the past ones stay', async () => {
    const [owner, sharer] = await Promise.all([user('Eve'), user('Finn', { share_checkins: true })]);
    const groupId = await groupOf(owner, [sharer]);
    await completeSession(sharer, 50);
    expectOk(await sharer.client.from('profiles').update({ share_checkins: false }).eq('user_id', sharer.userId));
    await completeSession(sharer, 30);
    expect(await checkins(groupId)).toEqual([
      { user_id: sharer.userId, body: 'completed a 50-minute deep work session' },
    ]);
  });

  it('a member who left gets no check-ins there; co-members cannot read the sharing choices', async () => {
    const [owner, sharer] = await Promise.all([user('Gus'), user('Hana', { share_checkins: true })]);
    const groupId = await groupOf(owner, [sharer]);
    expectOk(await sharer.client.from('group_members').delete().match({ group_id: groupId, user_id: sharer.userId }));
    await completeSession(sharer, 50);
    expect(await checkins(groupId)).toEqual([]);
    const profile = await owner.client.from('profiles').select('share_checkins').eq('user_id', sharer.userId);
    expect(profile.data).toEqual([]);
  });
});

describe('member summaries', () => {
  it('show the ONE Thing title only for members who opted in', async () => {
    const [owner, open, closed] = await Promise.all([
      user('Ivy'),
      user('Jon', { share_one_thing: true }),
      user('Kai', { share_checkins: true }),
    ]);
    const groupId = await groupOf(owner, [open, closed]);
    expectOk(await open.client.rpc('create_goal', { p_title: 'Write the book' }));
    expectOk(await closed.client.rpc('create_goal', { p_title: uniqueName('Secret plan') }));
    const summary = await owner.client.rpc('group_member_summaries', { gid: groupId });
    expectOk(summary);
    const rows = summary.data as { display_name: string; one_thing_title: string | null }[];
    // About the titles, not the order: members who joined in the same clock tick (PGlite's clock has
    // millisecond steps) are ordered by user id, so compare by name.
    const byName = rows
      .map((r) => [r.display_name, r.one_thing_title])
      .sort(([a], [b]) => String(a).localeCompare(String(b)));
    expect(byName).toEqual([
      ['Ivy', null],
      ['Jon', 'Write the book'],
      ['Kai', null],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Secret plan');
  });
});
