// Community and groups against the real builds and the real local backend: two users in two browser
// contexts, a private group joined by invite, posts, check-ins written by the database only after opting
// in, the owner removing the member; axe in both themes and the 375 px layout.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { adminRest, anonKey, signedInUser, type TestUser } from '../support/session';
import { E2E_BACKEND_URL } from '../support/ports';
import { saveShot } from '../support/screenshots';

/** A REST call as the user, for arranging data the way the app would write it. */
async function rest(user: TestUser, path: string, init: { method: string; body?: unknown }) {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/${path}`, {
    method: init.method,
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method} ${path}: ${response.status} ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>[]) : [];
}

/**
 * Starts a deep work session as the user and completes it as the deep work page does at 0. The database takes
 * no more minutes than have passed since the start, so the start is moved back first (service role).
 */
async function completeDeepWork(user: TestUser, minutes: number) {
  const [session] = await rest(user, 'deep_work_sessions', {
    method: 'POST',
    body: { user_id: user.userId, duration_minutes: minutes },
  });
  const id = String(session?.['id']);
  const startedAt = new Date(Date.now() - minutes * 60_000).toISOString();
  const moved = await adminRest(`deep_work_sessions?id=eq.${id}`, {
    method: 'PATCH',
    body: JSON.stringify({ created_at: startedAt }),
  });
  if (moved.status >= 300) throw new Error(`could not move the session's start: ${moved.status}`);
  await rest(user, 'rpc/finish_deep_work_session', {
    method: 'POST',
    body: { p_session_id: id, p_duration_minutes: minutes },
  });
}

async function newUser(browser: Browser, name: string, theme: 'light' | 'dark' = 'light', width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
  const user = await signedInUser(page);
  await rest(user, `profiles?user_id=eq.${user.userId}`, { method: 'PATCH', body: { full_name: name } });
  return { context, page, user };
}

async function createGroup(page: Page, name: string, options: { private: boolean; description: string }) {
  await page.goto('/community');
  await page.getByRole('main').getByRole('button', { name: 'Create Group' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Group' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Description').fill(options.description);
  if (options.private) await dialog.getByRole('switch', { name: 'Private group' }).click();
  await dialog.getByRole('button', { name: 'Create Group' }).click();
  await expect(page).toHaveURL(/\/group\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return page.url().split('/group/')[1] ?? '';
}

const feed = (page: Page) => page.getByRole('list', { name: 'Posts and check-ins' });

test('a private group: invisible to others, joined by invite, posts, check-ins after opting in, member removed', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const a = await newUser(browser, 'Ada Owner');
  const b = await newUser(browser, 'Ben Member');
  const name = `Focus Friends ${Date.now()}`;

  const groupId = await createGroup(a.page, name, { private: true, description: 'We ship one thing a week.' });
  await expect(a.page.getByText('Private group', { exact: true })).toBeVisible();
  // The page opens at once; the database makes the invite code when it saves the group.
  await expect(a.page.getByLabel('Invite link')).toHaveValue(/\/community\?invite=[0-9a-f]{32}$/);
  const invite = await a.page.getByLabel('Invite link').inputValue();

  // B cannot find or open it.
  await b.page.goto('/community');
  await b.page.getByLabel('Search groups').fill(name);
  await expect(b.page.getByText('No public groups match the search.')).toBeVisible();
  await expect(b.page.getByRole('link', { name })).toHaveCount(0);
  await b.page.goto(`/group/${groupId}`);
  await expect(b.page.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();

  // B opens the invite link, sees what it is, joins and posts (markup stays text).
  await b.page.goto(new URL(invite).pathname + new URL(invite).search);
  await expect(b.page.getByRole('heading', { name: `You are invited to join ${name}` })).toBeVisible();
  await expect(b.page.getByText('Private group · 1 member')).toBeVisible();
  await b.page.getByRole('button', { name: 'Join Group' }).click();
  await expect(b.page).toHaveURL(new RegExp(`/group/${groupId}$`));
  const text = 'Hello team <img src=x onerror="window.hacked=1"> **not bold**';
  await b.page.getByLabel('Share an update with the group').fill(text);
  await b.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(feed(b.page).getByText(text)).toBeVisible();
  expect(await b.page.evaluate(() => 'hacked' in window)).toBe(false);
  await expect(b.page.getByRole('region', { name: /Members/ })).toContainText('Ada Owner');

  // Before A opts in, A's completed session posts nothing.
  await completeDeepWork(a.user, 25);
  await b.page.reload();
  await expect(feed(b.page).getByText(text)).toBeVisible();
  await expect(feed(b.page)).not.toContainText('deep work session');

  // A opts in from Settings; the next session appears in B's open feed (polled), written by the database.
  await a.page.goto('/settings');
  const share = a.page.getByRole('switch', { name: 'Share my check-ins with my groups' });
  await expect(share).toHaveAttribute('aria-checked', 'false');
  await share.click();
  await expect(share).toHaveAttribute('aria-checked', 'true');
  await completeDeepWork(a.user, 50);
  await expect(feed(b.page).getByText('Ada Owner completed a 50-minute deep work session')).toBeVisible({
    timeout: 45_000,
  });
  await expect(feed(b.page)).not.toContainText('25-minute');

  // B cannot delete A's check-in; B deletes their own post after confirming.
  await expect(feed(b.page).getByRole('button', { name: 'Delete check-in' })).toHaveCount(0);
  await feed(b.page).getByRole('button', { name: 'Delete post' }).click();
  await b.page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(feed(b.page).getByText(text)).toHaveCount(0);
  await b.page.getByLabel('Share an update with the group').fill('Second try');
  await b.page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(feed(b.page).getByText('Second try')).toBeVisible();

  // The owner removes B, after confirming; B's post stays as a former member's; B's link no longer works.
  await a.page.goto(`/group/${groupId}`);
  await a.page.getByRole('button', { name: 'Remove Ben Member' }).click();
  const confirm = a.page.getByRole('alertdialog', { name: 'Remove Ben Member?' });
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(a.page.getByRole('button', { name: 'Remove Ben Member' })).toHaveCount(0);
  await expect(feed(a.page).getByRole('listitem').filter({ hasText: 'Second try' })).toContainText('Former member');
  const newInvite = await a.page.getByLabel('Invite link').inputValue();
  expect(newInvite).not.toBe(invite);

  await b.page.reload();
  await expect(b.page.getByRole('heading', { level: 1, name: 'Group not found' })).toBeVisible();
  await b.page.goto(new URL(invite).pathname + new URL(invite).search);
  await expect(b.page.getByText('This invite link is not valid')).toBeVisible();

  await a.context.close();
  await b.context.close();
});

test('public groups: My groups first, search, join and leave; the owner edits and deletes with confirmation', async ({
  browser,
}) => {
  const a = await newUser(browser, 'Cleo Owner');
  const b = await newUser(browser, 'Dan Joiner');
  const tag = Date.now().toString(36);
  const name = `Morning Runners ${tag}`;
  const groupId = await createGroup(a.page, name, { private: false, description: `Run before work ${tag}` });

  await b.page.goto('/community');
  await b.page.getByLabel('Search groups').fill(`before work ${tag}`);
  const card = b.page.getByRole('article', { name });
  await expect(card).toContainText('1 member');
  await card.getByRole('button', { name: `Join ${name}` }).click();
  const mine = b.page.getByRole('region', { name: 'My groups' });
  await expect(mine.getByRole('article', { name })).toContainText('2 members');
  await mine.getByRole('link', { name }).click();
  await expect(b.page.getByRole('heading', { level: 1, name })).toBeVisible();
  await b.page.getByRole('button', { name: 'Leave Group' }).click();
  await b.page.getByRole('alertdialog').getByRole('button', { name: 'Leave Group' }).click();
  await expect(b.page).toHaveURL(/\/community$/);
  await expect(b.page.getByRole('region', { name: 'My groups' }).getByRole('link', { name })).toHaveCount(0);

  await a.page.goto(`/group/${groupId}`);
  await a.page.getByRole('button', { name: 'Edit Group' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Edit Group' });
  await dialog.getByLabel('Name').fill(`${name} Club`);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: `${name} Club` })).toBeVisible();
  await a.page.getByRole('button', { name: 'Delete Group' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(a.page.getByRole('heading', { level: 1, name: `${name} Club` })).toBeVisible();
  await a.page.getByRole('button', { name: 'Delete Group' }).click();
  await a.page.getByRole('alertdialog').getByRole('button', { name: 'Delete Group' }).click();
  await expect(a.page).toHaveURL(/\/community$/);
  await expect(a.page.getByRole('link', { name: `${name} Club` })).toHaveCount(0);

  await a.context.close();
  await b.context.close();
});

for (const theme of ['light', 'dark'] as const) {
  for (const width of [1280, 375]) {
    test(`community and group pages: no axe violations, nothing wider than the screen (${theme}, ${width} px)`, async ({
      browser,
    }) => {
      const a = await newUser(browser, 'Eve Owner', theme, width);
      const b = await newUser(browser, 'Finn Sharer', theme, width);
      await rest(b.user, `profiles?user_id=eq.${b.user.userId}`, {
        method: 'PATCH',
        body: { share_checkins: true, share_one_thing: true },
      });
      const groupId = await createGroup(a.page, `Writers ${theme} ${width} ${Date.now()}`, {
        private: true,
        description: 'Five hundred words before breakfast, every day of the week, for as long as it takes.',
      });
      const [group] = await rest(a.user, `groups?id=eq.${groupId}&select=invite_code`, { method: 'GET' });
      await rest(b.user, 'rpc/join_group_by_invite', { method: 'POST', body: { code: group?.['invite_code'] } });
      await rest(a.user, 'group_posts', {
        method: 'POST',
        body: { group_id: groupId, user_id: a.user.userId, body: 'Welcome! Say hi and share your ONE Thing.' },
      });
      await completeDeepWork(b.user, 50);

      const noOverflow = async (page: Page) =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await a.page.goto(`/group/${groupId}`);
      await expect(feed(a.page).getByText('Finn Sharer completed a 50-minute deep work session')).toBeVisible();
      await expect(a.page.getByRole('region', { name: /Members/ })).toContainText('Finn Sharer');
      expect(await axeViolations(a.page)).toEqual([]);
      await noOverflow(a.page);
      await saveShot(a.page, `group-${theme}-${width}.png`, { fullPage: true });

      await a.page.getByRole('button', { name: 'Remove Finn Sharer' }).click();
      await expect(a.page.getByRole('alertdialog')).toBeVisible();
      expect(await axeViolations(a.page)).toEqual([]);
      await a.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

      await a.page.goto('/community');
      await expect(a.page.getByRole('region', { name: 'My groups' }).getByRole('article')).toHaveCount(1);
      expect(await axeViolations(a.page)).toEqual([]);
      await noOverflow(a.page);
      await saveShot(a.page, `community-${theme}-${width}.png`, { fullPage: true });

      await a.page.getByRole('main').getByRole('button', { name: 'Create Group' }).click();
      await a.page.getByRole('dialog').getByRole('button', { name: 'Create Group' }).click();
      await expect(a.page.getByRole('dialog').getByText('Please enter a group name')).toBeVisible();
      expect(await axeViolations(a.page)).toEqual([]);
      await saveShot(a.page, `create-${theme}-${width}.png`);

      await a.context.close();
      await b.context.close();
    });
  }
}
