// Names other members see (20261201000800_community.sql): the name a person chose, never their e-mail
// address or its local part (sign-up's default), "Member" without a chosen name.
import { describe, expect, it } from 'vitest';
import {
  type TestUser,
  createUser,
  expectOk,
  insertId,
  insertRow,
  randomEmail,
  setupTestServer,
  valid,
} from './fixtures.ts';

const server = setupTestServer({ shared: true });

async function named(user: TestUser, names: { full_name: string | null; username: string | null }): Promise<void> {
  await server.db.query('update public.profiles set full_name = $2, username = $3 where user_id = $1', [
    user.userId,
    names.full_name,
    names.username,
  ]);
}

async function summaries(viewer: TestUser, groupId: string) {
  const result = await viewer.client.rpc('group_member_summaries', { gid: groupId });
  expectOk(result, 200);
  return result.data as { user_id: string; display_name: string; username: string | null }[];
}

describe('member names in groups', () => {
  it('shows the chosen name, never the e-mail address or its local part, and "Member" without a name', async () => {
    const owner = await createUser(server, randomEmail('names-owner'));
    const defaulted = await createUser(server, `User.${Date.now()}@example.com`);
    const addressed = await createUser(server, randomEmail('names-address'));
    const chosen = await createUser(server, randomEmail('names-chosen'));
    const nameless = await createUser(server, randomEmail('names-none'));
    await named(owner, { full_name: 'Olivia', username: null });
    // What sign-up stores when no name is typed: the local part in both names (any case, any spaces).
    const localPart = defaulted.email.split('@')[0] ?? '';
    await named(defaulted, { full_name: ` ${localPart.toLowerCase()} `, username: localPart.toUpperCase() });
    await named(addressed, { full_name: addressed.email.toUpperCase(), username: addressed.email.split('@')[0] ?? '' });
    await named(chosen, { full_name: 'Ada Lovelace', username: chosen.email.split('@')[0] ?? '' });
    await named(nameless, { full_name: '  ', username: null });

    const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: true }));
    for (const member of [defaulted, addressed, chosen, nameless])
      await insertRow(server, 'group_members', { group_id: groupId, user_id: member.userId });

    const byUser = new Map((await summaries(chosen, groupId)).map((row) => [row.user_id, row]));
    expect(byUser.get(owner.userId)).toMatchObject({ display_name: 'Olivia', username: null });
    expect(byUser.get(defaulted.userId)).toMatchObject({ display_name: 'Member', username: null });
    expect(byUser.get(addressed.userId)).toMatchObject({ display_name: 'Member', username: null });
    expect(byUser.get(chosen.userId)).toMatchObject({ display_name: 'Ada Lovelace', username: null });
    expect(byUser.get(nameless.userId)).toMatchObject({ display_name: 'Member', username: null });

    // Nothing of any member's address is in what another member reads.
    const seen = JSON.stringify([...byUser.values()].map(({ display_name, username }) => [display_name, username]));
    for (const member of [owner, defaulted, addressed, chosen, nameless]) {
      expect(seen.toLowerCase()).not.toContain(member.email.split('@')[0]?.toLowerCase());
    }
  });

  it('shows a username that is not from the e-mail', async () => {
    const owner = await createUser(server, randomEmail('names-u-owner'));
    const member = await createUser(server, randomEmail('names-u-member'));
    await named(member, { full_name: null, username: 'sam' });
    const groupId = await insertId(server, 'groups', valid.group(owner.userId, { is_public: false }));
    await insertRow(server, 'group_members', { group_id: groupId, user_id: member.userId });
    const row = (await summaries(owner, groupId)).find((summary) => summary.user_id === member.userId);
    expect(row).toMatchObject({ display_name: 'sam', username: 'sam' });
  });
});
