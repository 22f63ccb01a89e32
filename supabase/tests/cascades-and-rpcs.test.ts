// What deleting a parent does to its children, and the security-definer RPCs, through supabase-js.
import { describe, expect, it } from 'vitest';
import {
  countRows,
  createTestClient,
  createUser,
  expectOk,
  expectPgError,
  insertId,
  insertRow,
  selectRows,
  setupTestServer,
  randomEmail,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

async function profileFor(
  userId: string,
  values: { full_name?: string; username?: string; share_one_thing?: boolean },
) {
  await server.db.query(
    `insert into public.profiles (user_id, full_name, username, share_one_thing) values ($1, $2, $3, $4)
     on conflict (user_id) do update
       set full_name = excluded.full_name, username = excluded.username, share_one_thing = excluded.share_one_thing`,
    [userId, values.full_name ?? null, values.username ?? null, values.share_one_thing ?? false],
  );
}

/** Completions on the last `days` days up to today (the owner's calendar day). */
async function doneForDays(habitId: string, userId: string, days: number) {
  await server.db.query(
    `insert into public.habit_completions (habit_id, user_id, completion_date)
     select $1, $2, public.user_today($2) - i from generate_series(0, $3 - 1) as i`,
    [habitId, userId, days],
  );
}

describe('cascades', () => {
  it('deleting a goal removes its steps and time blocks and unlinks sessions and habits', async () => {
    const user = await createUser(server, randomEmail('cascade-goal'));
    const goalId = await insertId(server, 'one_thing_goals', valid.goal(user.userId));
    const stepId = await insertId(server, 'one_thing_tasks', valid.step(goalId));
    await insertId(
      server,
      'one_thing_tasks',
      valid.step(goalId, { start_time: '09:00', end_time: '10:00', step_id: stepId }),
    );
    const sessionId = await insertId(
      server,
      'deep_work_sessions',
      valid.session(user.userId, { goal_id: goalId, task_id: stepId }),
    );
    const habitId = await insertId(server, 'habits', valid.habit(user.userId, { linked_goal_id: goalId }));

    expectOk(await user.client.from('one_thing_goals').delete().eq('id', goalId), 204);

    expect(await countRows(server, 'one_thing_tasks', { goal_id: goalId })).toBe(0);
    const [session] = await selectRows(server, 'deep_work_sessions', { id: sessionId });
    expect(session).toMatchObject({ goal_id: null, task_id: null, duration_minutes: 25 });
    const [habit] = await selectRows(server, 'habits', { id: habitId });
    expect(habit).toMatchObject({ linked_goal_id: null });
  });

  it('deleting a step removes its time blocks but not the other steps', async () => {
    const user = await createUser(server, randomEmail('cascade-step'));
    const goalId = await insertId(server, 'one_thing_goals', valid.goal(user.userId));
    const stepId = await insertId(server, 'one_thing_tasks', valid.step(goalId));
    const keptStep = await insertId(server, 'one_thing_tasks', valid.step(goalId));
    const blockId = await insertId(
      server,
      'one_thing_tasks',
      valid.step(goalId, { start_time: '09:00', end_time: '10:00', step_id: stepId }),
    );
    const keptBlock = await insertId(
      server,
      'one_thing_tasks',
      valid.step(goalId, { start_time: '11:00', end_time: '12:00', step_id: keptStep }),
    );

    expectOk(await user.client.from('one_thing_tasks').delete().eq('id', stepId), 204);

    expect(await countRows(server, 'one_thing_tasks', { id: blockId })).toBe(0);
    expect(await countRows(server, 'one_thing_tasks', { id: keptStep })).toBe(1);
    expect(await countRows(server, 'one_thing_tasks', { id: keptBlock })).toBe(1);
  });

  it('deleting a habit removes its completions only', async () => {
    const user = await createUser(server, randomEmail('cascade-habit'));
    const habitId = await insertId(server, 'habits', valid.habit(user.userId));
    const keptHabit = await insertId(server, 'habits', valid.habit(user.userId));
    await insertId(server, 'habit_completions', valid.completion(user.userId, habitId));
    await insertId(server, 'habit_completions', valid.completion(user.userId, habitId));
    await insertId(server, 'habit_completions', valid.completion(user.userId, keptHabit));

    expectOk(await user.client.from('habits').delete().eq('id', habitId), 204);

    expect(await countRows(server, 'habit_completions', { habit_id: habitId })).toBe(0);
    expect(await countRows(server, 'habit_completions', { habit_id: keptHabit })).toBe(1);
  });

  it('deleting a playbook or a session keeps the rows that came from it', async () => {
    const user = await createUser(server, randomEmail('cascade-playbook'));
    const playbookId = await insertId(server, 'playbooks', valid.playbook(user.userId));
    const goalId = await insertId(
      server,
      'one_thing_goals',
      valid.goal(user.userId, { source_type: 'playbook', source_playbook_id: playbookId }),
    );
    const sessionId = await insertId(
      server,
      'deep_work_sessions',
      valid.session(user.userId, { playbook_id: playbookId }),
    );
    const logId = await insertId(server, 'shield_block_log', valid.shieldLog(user.userId, { session_id: sessionId }));

    expectOk(await user.client.from('playbooks').delete().eq('id', playbookId), 204);
    expect((await selectRows(server, 'one_thing_goals', { id: goalId }))[0]).toMatchObject({
      source_playbook_id: null,
      source_type: 'playbook',
    });
    expect((await selectRows(server, 'deep_work_sessions', { id: sessionId }))[0]).toMatchObject({ playbook_id: null });

    expectOk(await user.client.from('deep_work_sessions').delete().eq('id', sessionId), 204);
    expect((await selectRows(server, 'shield_block_log', { id: logId }))[0]).toMatchObject({
      session_id: null,
      domain: 'youtube.com',
    });
  });

  it('deleting a group removes its memberships and posts', async () => {
    const owner = await createUser(server, randomEmail('cascade-group'));
    const groupId = await insertId(server, 'groups', valid.group(owner.userId));
    await insertId(server, 'group_posts', valid.post(groupId, owner.userId));
    expect(await countRows(server, 'group_members', { group_id: groupId })).toBe(1);

    expectOk(await owner.client.from('groups').delete().eq('id', groupId), 204);

    expect(await countRows(server, 'group_members', { group_id: groupId })).toBe(0);
    expect(await countRows(server, 'group_posts', { group_id: groupId })).toBe(0);
  });
});

describe('delete_my_account()', () => {
  const userTables = [
    'profiles',
    'user_settings',
    'playbooks',
    'one_thing_goals',
    'habits',
    'habit_completions',
    'deep_work_sessions',
    'shield_block_log',
    'reflections',
    'group_members',
    'group_posts',
  ];

  it('removes the auth user and every row of theirs, and nothing of anybody else', async () => {
    const leaving = await createUser(server, randomEmail('leaving'));
    const staying = await createUser(server, randomEmail('staying'));
    for (const user of [leaving, staying]) {
      const id = user.userId;
      await profileFor(id, { full_name: 'Someone' });
      await insertRow(server, 'user_settings', { user_id: id });
      const playbookId = await insertId(server, 'playbooks', valid.playbook(id));
      const goalId = await insertId(server, 'one_thing_goals', valid.goal(id, { source_playbook_id: playbookId }));
      await insertId(server, 'one_thing_tasks', valid.step(goalId));
      const habitId = await insertId(server, 'habits', valid.habit(id));
      await insertId(server, 'habit_completions', valid.completion(id, habitId));
      const sessionId = await insertId(server, 'deep_work_sessions', valid.session(id, { goal_id: goalId }));
      await insertId(server, 'shield_block_log', valid.shieldLog(id, { session_id: sessionId }));
      await insertId(server, 'reflections', valid.reflection(id));
    }
    // A group owned by the leaving user, with the staying user's post in it, and the reverse.
    const leavingGroup = await insertId(server, 'groups', valid.group(leaving.userId));
    await insertRow(server, 'group_members', { group_id: leavingGroup, user_id: staying.userId });
    await insertId(server, 'group_posts', valid.post(leavingGroup, staying.userId));
    const stayingGroup = await insertId(server, 'groups', valid.group(staying.userId));
    await insertRow(server, 'group_members', { group_id: stayingGroup, user_id: leaving.userId });
    await insertId(server, 'group_posts', valid.post(stayingGroup, leaving.userId));
    await insertId(server, 'group_posts', valid.post(stayingGroup, staying.userId));

    // A void function: PostgREST answers 204 with no body.
    expectOk(await leaving.client.rpc('delete_my_account'), 204);

    const { rows } = await server.db.query<{ n: number }>('select count(*)::int as n from auth.users where id = $1', [
      leaving.userId,
    ]);
    expect(rows[0]?.n).toBe(0);
    for (const table of userTables) {
      expect({ table, leaving: await countRows(server, table, { user_id: leaving.userId }) }).toEqual({
        table,
        leaving: 0,
      });
    }
    expect(await countRows(server, 'groups', { id: leavingGroup })).toBe(0);
    // Only the staying user's own post is left in their group.
    expect(await countRows(server, 'group_posts', { group_id: stayingGroup })).toBe(1);

    for (const table of userTables) {
      expect({ table, staying: await countRows(server, table, { user_id: staying.userId }) }).toEqual({
        table,
        staying: 1,
      });
    }
    expect(await countRows(server, 'groups', { id: stayingGroup })).toBe(1);
    const { rows: tasks } = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.one_thing_tasks t join public.one_thing_goals g on g.id = t.goal_id where g.user_id = $1',
      [staying.userId],
    );
    expect(tasks[0]?.n).toBe(1);
  });

  it('cannot be called anonymously', async () => {
    const anon = createTestClient(server);
    expectPgError(await anon.rpc('delete_my_account'), '42501', 401);
  });
});

describe('join_group_by_invite(code)', () => {
  it('joins a private group as a member, once, and returns its id', async () => {
    const owner = await createUser(server, randomEmail('invite-owner'));
    const joiner = await createUser(server, randomEmail('invite-joiner'));
    const group = await insertRow(server, 'groups', valid.group(owner.userId, { is_public: false }));
    const groupId = String(group['id']);

    const hidden = await joiner.client.from('groups').select('id').eq('id', groupId);
    expect(hidden.data).toEqual([]);
    expectPgError(
      await joiner.client.from('group_members').insert({ group_id: groupId, user_id: joiner.userId }),
      '42501',
      403,
    );

    const joined = await joiner.client.rpc('join_group_by_invite', { code: group['invite_code'] });
    expectOk(joined, 200);
    expect(joined.data).toBe(groupId);
    const again = await joiner.client.rpc('join_group_by_invite', { code: ` ${String(group['invite_code'])} ` });
    expect(again.data).toBe(groupId);

    const members = await selectRows(server, 'group_members', { group_id: groupId, user_id: joiner.userId });
    expect(members).toHaveLength(1);
    expect(members[0]).toMatchObject({ role: 'member' });
    const visible = await joiner.client.from('groups').select('id, name').eq('id', groupId);
    expect(visible.data).toEqual([{ id: groupId, name: group['name'] }]);
  });

  it('rejects an unknown code with 400 and anonymous callers with 401', async () => {
    const user = await createUser(server, randomEmail('invite-bad'));
    expectPgError(await user.client.rpc('join_group_by_invite', { code: 'not-a-code' }), '22023', 400);
    const owner = await createUser(server, randomEmail('invite-anon'));
    const group = await insertRow(server, 'groups', valid.group(owner.userId, { is_public: false }));
    expectPgError(
      await createTestClient(server).rpc('join_group_by_invite', { code: group['invite_code'] }),
      '42501',
      401,
    );
    expect(await countRows(server, 'group_members', { group_id: String(group['id']) })).toBe(1);
  });
});

describe('group_member_summaries(gid)', () => {
  it('lists members with name, streak and only the opted-in ONE Thing titles', async () => {
    const owner = await createUser(server, randomEmail('sum-owner'));
    const sharer = await createUser(server, randomEmail('sum-sharer'));
    const private_ = await createUser(server, randomEmail('sum-private'));
    await profileFor(owner.userId, { full_name: 'Olivia Owner' });
    await profileFor(sharer.userId, { full_name: ' ', username: 'sam', share_one_thing: true });
    await profileFor(private_.userId, { full_name: 'Pat Private', share_one_thing: false });
    await insertId(server, 'one_thing_goals', valid.goal(sharer.userId, { title: 'Run a marathon', is_active: true }));
    await insertId(
      server,
      'one_thing_goals',
      valid.goal(sharer.userId, { title: 'Old finished goal', is_active: false }),
    );
    await insertId(server, 'one_thing_goals', valid.goal(private_.userId, { title: 'Secret plan', is_active: true }));
    // Current streaks of 4 and 9 days (the best one shows) and of 2 days, ending today.
    await doneForDays(await insertId(server, 'habits', valid.habit(sharer.userId)), sharer.userId, 4);
    await doneForDays(await insertId(server, 'habits', valid.habit(sharer.userId)), sharer.userId, 9);
    await doneForDays(await insertId(server, 'habits', valid.habit(private_.userId)), private_.userId, 2);

    const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: false }));
    await insertRow(server, 'group_members', {
      group_id: groupId,
      user_id: sharer.userId,
      joined_at: '2026-01-01T00:00:00Z',
    });
    await insertRow(server, 'group_members', {
      group_id: groupId,
      user_id: private_.userId,
      joined_at: '2026-01-02T00:00:00Z',
    });

    const result = await private_.client.rpc('group_member_summaries', { gid: groupId });
    expectOk(result, 200);
    expect(result.data).toEqual([
      expect.objectContaining({
        user_id: owner.userId,
        display_name: 'Olivia Owner',
        longest_streak: 0,
        one_thing_title: null,
        role: 'owner',
        avatar_url: null,
      }),
      expect.objectContaining({
        user_id: sharer.userId,
        display_name: 'sam',
        username: 'sam',
        longest_streak: 9,
        one_thing_title: 'Run a marathon',
        role: 'member',
      }),
      expect.objectContaining({
        user_id: private_.userId,
        display_name: 'Pat Private',
        longest_streak: 2,
        one_thing_title: null,
        role: 'member',
      }),
    ]);
    expect(Object.keys((result.data as object[])[0] ?? {}).sort()).toEqual([
      'avatar_url',
      'display_name',
      'joined_at',
      'longest_streak',
      'one_thing_title',
      'role',
      'user_id',
      'username',
    ]);

    // Opting out takes effect at once.
    await profileFor(sharer.userId, { username: 'sam', share_one_thing: false });
    const after = await owner.client.rpc('group_member_summaries', { gid: groupId });
    expect(
      (after.data as { user_id: string; one_thing_title: string | null }[]).find((m) => m.user_id === sharer.userId)
        ?.one_thing_title,
    ).toBeNull();
  });

  it('is refused to non-members and anonymous callers', async () => {
    const owner = await createUser(server, randomEmail('sum-refuse-owner'));
    const outsider = await createUser(server, randomEmail('sum-outsider'));
    const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: true }));
    expectPgError(await outsider.client.rpc('group_member_summaries', { gid: groupId }), '42501', 403);
    expectPgError(await createTestClient(server).rpc('group_member_summaries', { gid: groupId }), '42501', 401);
  });
});

describe('community rules beyond the matrix', () => {
  it('public groups are listed for every signed-in user but not for anonymous visitors', async () => {
    const owner = await createUser(server, randomEmail('public-owner'));
    const visitor = await createUser(server, randomEmail('public-visitor'));
    const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: true }));
    expect((await visitor.client.from('groups').select('id').eq('id', groupId)).data).toEqual([{ id: groupId }]);
    expect((await createTestClient(server).from('groups').select('id').eq('id', groupId)).data).toEqual([]);
  });

  it('creating a group makes the creator its owner member, private groups included', async () => {
    const owner = await createUser(server, randomEmail('create-owner'));
    const created = await owner.client
      .from('groups')
      .insert({ owner_id: owner.userId, name: 'Night owls', is_public: false })
      .select()
      .single();
    expectOk(created, 201);
    const members = await owner.client.from('group_members').select('user_id, role').eq('group_id', created.data?.id);
    expect(members.data).toEqual([{ user_id: owner.userId, role: 'owner' }]);
  });

  it('joining a public group works only as yourself and only as a plain member', async () => {
    const owner = await createUser(server, randomEmail('join-owner'));
    const joiner = await createUser(server, randomEmail('join-joiner'));
    const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: true }));
    expectPgError(
      await joiner.client.from('group_members').insert({ group_id: groupId, user_id: joiner.userId, role: 'owner' }),
      '42501',
      403,
    );
    expectOk(await joiner.client.from('group_members').insert({ group_id: groupId, user_id: joiner.userId }), 201);
    const role = await selectRows(server, 'group_members', { group_id: groupId, user_id: joiner.userId });
    expect(role[0]).toMatchObject({ role: 'member' });
  });

  it('the owner cannot leave their own group, a member cannot remove others or delete their posts', async () => {
    const owner = await createUser(server, randomEmail('leave-owner'));
    const a = await createUser(server, randomEmail('leave-a'));
    const b = await createUser(server, randomEmail('leave-b'));
    const groupId = await insertId(server, 'groups', valid.group(owner.userId));
    await insertRow(server, 'group_members', { group_id: groupId, user_id: a.userId });
    await insertRow(server, 'group_members', { group_id: groupId, user_id: b.userId });
    const postOfB = await insertId(server, 'group_posts', valid.post(groupId, b.userId));
    const postOfOwner = await insertId(server, 'group_posts', valid.post(groupId, owner.userId));

    expectOk(await owner.client.from('group_members').delete().match({ group_id: groupId, user_id: owner.userId }));
    expect(await countRows(server, 'group_members', { group_id: groupId, user_id: owner.userId })).toBe(1);

    expectOk(await a.client.from('group_members').delete().match({ group_id: groupId, user_id: b.userId }));
    expect(await countRows(server, 'group_members', { group_id: groupId, user_id: b.userId })).toBe(1);

    expectOk(await a.client.from('group_posts').delete().in('id', [postOfB, postOfOwner]));
    expect(await countRows(server, 'group_posts', { group_id: groupId })).toBe(2);
  });

  it('profiles of co-members are neither readable nor writable', async () => {
    const owner = await createUser(server, randomEmail('profile-owner'));
    const peer = await createUser(server, randomEmail('profile-peer'));
    await profileFor(owner.userId, { full_name: 'Olive' });
    await profileFor(peer.userId, { full_name: 'Peer' });
    const groupId = await insertId(server, 'groups', valid.group(owner.userId));
    await insertRow(server, 'group_members', { group_id: groupId, user_id: peer.userId });

    const read = await peer.client.from('profiles').select('full_name').eq('user_id', owner.userId);
    expect(read.data).toEqual([]);
    const write = await peer.client
      .from('profiles')
      .update({ full_name: 'Hacked' })
      .eq('user_id', owner.userId)
      .select();
    expect(write.data).toEqual([]);
    expect((await selectRows(server, 'profiles', { user_id: owner.userId }))[0]).toMatchObject({ full_name: 'Olive' });
  });
});
