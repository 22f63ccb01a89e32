// The growth pages offline: a reflection, a group, a post and a playbook written with no connection wait in
// the persisted queue (a reflection edited several times is one queued write), show at once, survive the
// tab being closed, and land in the database exactly once each when a new page opens online.
import { expect, test, type Page } from '@playwright/test';
import { followSystemTheme, saveShotsEveryWay } from '../support/screenshots';
import { signedInUser } from '../support/session';
import { browserToday, db } from '../support/onething-helpers';
import { expectAllSaved, letTheCacheSettle, main, openThroughSidebar, status } from '../support/offline-helpers';
import { insertPlaybook } from '../support/playbook-helpers';

const feed = (page: Page) => page.getByRole('list', { name: 'Posts and check-ins' });
const saveStatus = (page: Page) => page.getByTestId('reflection-save-status');

async function rowsOf(table: string, query: string) {
  const { status: code, body } = await db(`${table}?${query}`);
  expect(code).toBe(200);
  return body as Record<string, unknown>[];
}

test('offline: a reflection, a group, a post and a playbook wait in the queue and land once each', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  await followSystemTheme(page);
  const user = await signedInUser(page);

  // Online: a group to post in, and each page read once (its code loaded and its data cached).
  await page.goto('/community');
  await main(page).getByRole('button', { name: 'Create Group' }).click();
  const create = page.getByRole('dialog', { name: 'Create Group' });
  await create.getByLabel('Name').fill('Morning writers');
  await create.getByRole('button', { name: 'Create Group' }).click();
  await expect(page).toHaveURL(/\/group\/[0-9a-f-]{36}$/);
  const groupId = page.url().split('/group/')[1] ?? '';
  await expect(page.getByText('No posts yet. Share how your ONE Thing is going.')).toBeVisible();
  await openThroughSidebar(page, 'Reflection', '/reflection');
  await expect(page.getByTestId('reflection-facts')).toBeVisible();
  await openThroughSidebar(page, 'Playbooks', '/playbooks');
  await main(page).getByRole('button', { name: 'New Playbook' }).click();
  await main(page).getByRole('button', { name: 'Cancel' }).click();
  await openThroughSidebar(page, 'Community', '/community');
  await letTheCacheSettle(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');

  // A post in the group: shown at once.
  await main(page)
    .getByRole('link', { name: /Morning writers/ })
    .first()
    .click();
  await page.getByLabel('Share an update with the group').fill('Wrote 500 words before breakfast');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(feed(page).getByText('Wrote 500 words before breakfast')).toBeVisible();
  await expect(page.getByLabel('Share an update with the group')).toHaveValue('');

  // A new group: its page opens with its owner as the only member.
  await openThroughSidebar(page, 'Community', '/community');
  await main(page).getByRole('button', { name: 'Create Group' }).click();
  await create.getByLabel('Name').fill('Offline readers');
  await create.getByRole('button', { name: 'Create Group' }).click();
  await expect(page).toHaveURL(/\/group\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Offline readers' })).toBeVisible();
  await expect(page.getByText('1 member')).toBeVisible();
  // Its invite code is the database's to make: no half link to copy until the group is saved.
  await expect(page.getByText('The invite link appears once the group is saved.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy Link' })).toHaveCount(0);
  await saveShotsEveryWay(page, 'offline-new-group');

  // A reflection typed in three goes: one queued write of the whole entry.
  await openThroughSidebar(page, 'Reflection', '/reflection');
  const did = page.getByLabel('What did I do today for my ONE Thing?');
  await did.fill('Outlined');
  await expect(saveStatus(page)).toHaveText(/Not saved yet/);
  await did.fill('Outlined chapter one');
  await expect(saveStatus(page)).toHaveText(/Not saved yet/);
  await page.getByLabel('What am I grateful for?').fill('A quiet train');
  await expect(saveStatus(page)).toHaveText(/Not saved yet/);
  await expect(status(page)).toHaveText('Offline · 3 changes waiting');
  await saveShotsEveryWay(page, 'offline-reflection');

  // A playbook: in the list at once.
  await openThroughSidebar(page, 'Playbooks', '/playbooks');
  await main(page).getByRole('button', { name: 'New Playbook' }).click();
  const editor = main(page).getByRole('form', { name: 'New Playbook' });
  await editor.getByLabel(/^Title/).fill('Writing sprint');
  await editor.getByRole('button', { name: 'Create Playbook' }).click();
  await expect(main(page).getByRole('heading', { name: 'Writing sprint' })).toBeVisible();
  await expect(status(page)).toHaveText('Offline · 4 changes waiting');
  const today = await browserToday(page);

  // The tab closes with everything queued; a new tab opens online, on another page.
  await page.waitForTimeout(300);
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/');
  await expect
    .poll(async () => (await rowsOf('playbooks', `user_id=eq.${user.userId}&select=id`)).length, { timeout: 30_000 })
    .toBe(1);
  await expectAllSaved(next);

  const reflections = await rowsOf('reflections', `user_id=eq.${user.userId}&select=kind,period_start,answers`);
  expect(reflections).toEqual([
    {
      kind: 'daily',
      period_start: today,
      answers: { did: 'Outlined chapter one', grateful: 'A quiet train' },
    },
  ]);
  const posts = await rowsOf('group_posts', `user_id=eq.${user.userId}&kind=eq.post&select=group_id,body`);
  expect(posts).toEqual([{ group_id: groupId, body: 'Wrote 500 words before breakfast' }]);
  const groups = await rowsOf('groups', `owner_id=eq.${user.userId}&select=name&order=created_at`);
  expect(groups.map((g) => g['name'])).toEqual(['Morning writers', 'Offline readers']);
  const playbooks = await rowsOf('playbooks', `user_id=eq.${user.userId}&select=title`);
  expect(playbooks).toEqual([{ title: 'Writing sprint' }]);
  const members = await rowsOf('group_members', `user_id=eq.${user.userId}&select=role`);
  expect(members).toEqual([{ role: 'owner' }, { role: 'owner' }]);
});

test('offline: "Use as ONE Thing" makes the goal and its steps show on /one-thing at once; a step completed then lands on its row', async ({
  context,
  page,
}) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  const { id: playbookId } = await insertPlaybook(user, {
    title: 'Launch the newsletter',
    description: 'One issue a week',
    tasks: [
      { id: 't1', title: 'Write the first issue', estimated_duration: 60, sort_order: 0, completed: false },
      { id: 't2', title: 'Send it', estimated_duration: 30, sort_order: 1, completed: false },
    ],
    time_blocks: [{ title: 'Write the first issue', start_time: '09:00:00', end_time: '10:00:00', step_number: 1 }],
  });

  // Online: both pages read once.
  await page.goto('/one-thing');
  await expect(main(page).getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
  await openThroughSidebar(page, 'Playbooks', '/playbooks');
  await expect(main(page).getByRole('article', { name: 'Launch the newsletter' })).toBeVisible();
  await letTheCacheSettle(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  await main(page)
    .getByRole('article', { name: 'Launch the newsletter' })
    .getByRole('button', { name: 'Use as ONE Thing' })
    .click();
  await page.getByRole('dialog', { name: 'Use as ONE Thing' }).getByRole('button', { name: 'Create Goal' }).click();
  await expect(page).toHaveURL(/\/one-thing$/);
  await expect(main(page).getByRole('heading', { level: 2, name: 'Launch the newsletter' })).toBeVisible();
  // Its steps show at once too, with the ids the database will give them: a step completed now lands on its row.
  await expect(main(page).getByRole('heading', { name: 'Step-by-Step Actions (0/2)' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Mark "Write the first issue" as complete' }).click();
  await expect(main(page).getByRole('heading', { name: 'Step-by-Step Actions (1/2)' })).toBeVisible();
  await expect(status(page)).toHaveText('Offline · 2 changes waiting');
  expect(await rowsOf('one_thing_goals', `user_id=eq.${user.userId}&select=id`)).toEqual([]);

  await context.setOffline(false);
  await expect
    .poll(async () => (await rowsOf('one_thing_goals', `user_id=eq.${user.userId}&select=id`)).length, {
      timeout: 45_000,
    })
    .toBe(1);
  await expectAllSaved(page, { timeout: 45_000 });
  const goals = await rowsOf(
    'one_thing_goals',
    `user_id=eq.${user.userId}&select=id,title,is_active,source_type,source_playbook_id`,
  );
  expect(goals).toHaveLength(1);
  expect(goals[0]).toMatchObject({
    title: 'Launch the newsletter',
    is_active: true,
    source_type: 'playbook',
    source_playbook_id: playbookId,
  });
  // The steps the database made, the first one completed by the write queued after it.
  await expect(main(page).getByRole('heading', { name: 'Step-by-Step Actions (1/2)' })).toBeVisible();
  const tasks = await rowsOf(
    'one_thing_tasks',
    `goal_id=eq.${String(goals[0]?.['id'])}&select=title,start_time,completed&order=sort_order,start_time.nullsfirst`,
  );
  expect(tasks).toEqual([
    { title: 'Write the first issue', start_time: null, completed: true },
    { title: 'Write the first issue', start_time: '09:00:00', completed: true },
    { title: 'Send it', start_time: null, completed: false },
  ]);
});
