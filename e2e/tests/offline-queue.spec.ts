// Offline: pages read online show their cached data with no connection, writes made offline wait in a
// persisted queue (the top bar says so), survive the tab being closed, and reach the database once each, in
// order, when a new page opens online. A write the server refuses on replay is shown and loses no other
// write. Two tabs stay in step.
import { expect, test, type Page } from '@playwright/test';
import { E2E_BACKEND_URL } from '../support/ports';
import { anonKey, signedInUser, type TestUser } from '../support/session';
import { createHabitViaApi, habitCard } from '../support/habits-helpers';
import { addStepThroughUi, browserToday, db, expectToast, goalsOf, tasksOf } from '../support/onething-helpers';
import {
  expectAllSaved,
  goalWithSteps,
  letTheCacheSettle,
  main,
  openThroughSidebar,
  status,
} from '../support/offline-helpers';

const SIDEBAR_PAGES = [
  { link: 'Dashboard', path: '/' },
  { link: 'ONE Thing', path: '/one-thing' },
  { link: 'Habits', path: '/habits' },
  { link: 'Deep Work', path: '/deep-work' },
  { link: 'Calendar', path: '/calendar' },
  { link: 'Reflection', path: '/reflection' },
  { link: 'Playbooks', path: '/playbooks' },
  { link: 'Community', path: '/community' },
] as const;

async function rpcAs(user: TestUser, fn: string, args: Record<string, unknown>) {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

test('offline: cached pages show, ten writes wait in the queue, survive closing the tab and land once each, in order', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signedInUser(page);
  const floss = await createHabitViaApi(user, { name: 'Floss' });
  const stretch = await createHabitViaApi(user, { name: 'Stretch' });
  await goalWithSteps(page, 'Offline-proof goal', [
    ['Step one', '09:00'],
    ['Step two', '10:00'],
    ['Step three', '11:00'],
  ]);

  // Every sidebar page read once online (its remote loaded and its data cached).
  for (const { link, path } of SIDEBAR_PAGES) await openThroughSidebar(page, link, path);
  await letTheCacheSettle(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  for (const { link, path } of SIDEBAR_PAGES) {
    await openThroughSidebar(page, link, path);
    await expect(page.getByTestId('offline-page-notice')).toHaveCount(0);
  }

  // Ten writes of different kinds, offline.
  await openThroughSidebar(page, 'ONE Thing', '/one-thing');
  const planner = main(page);
  await planner.getByRole('button', { name: 'Mark "Step one" as complete' }).click();
  await planner.getByRole('button', { name: 'Mark "Step two" as complete' }).click();
  await planner.getByRole('button', { name: 'Mark "Step two" as incomplete' }).click();
  await expect(planner.getByRole('button', { name: 'Mark "Step two" as complete' })).toBeVisible();
  await planner.getByRole('textbox', { name: 'Why This Matters' }).fill('First why');
  await planner.getByRole('button', { name: 'Save Why' }).click();
  await addStepThroughUi(page, 'Offline step A', { start: '14:00' });
  await expect(page.getByRole('form', { name: 'Add a step' }).getByLabel('Step description')).toHaveValue('');
  await addStepThroughUi(page, 'Offline step B', { start: '15:00' });
  await expect(page.getByRole('form', { name: 'Add a step' }).getByLabel('Step description')).toHaveValue('');
  await planner.getByRole('button', { name: 'Delete step "Step three"' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await planner.getByRole('textbox', { name: 'Why This Matters' }).fill('Second why');
  await planner.getByRole('button', { name: 'Save Why' }).click();
  await expect(status(page)).toHaveText('Offline · 8 changes waiting');

  await openThroughSidebar(page, 'Habits', '/habits');
  await habitCard(page, 'Floss').getByRole('button', { name: 'Mark Floss done today' }).click();
  await habitCard(page, 'Stretch').getByRole('button', { name: 'Mark Stretch done today' }).click();
  await expect(habitCard(page, 'Floss').getByRole('button', { name: 'Mark Floss done today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(status(page)).toHaveText('Offline · 10 changes waiting');
  const today = await browserToday(page);

  // The tab closes with everything queued; a new tab opens online.
  await page.waitForTimeout(300);
  await page.close();
  await context.setOffline(false);
  const next = await context.newPage();
  const replayStarted = Date.now();
  await next.goto('/one-thing');
  // The last write made offline reaches the database (the new tab adopted the closed tab's queue).
  await expect
    .poll(
      async () => (await db(`habit_completions?user_id=eq.${user.userId}&completion_date=eq.${today}&select=id`)).body,
      {
        timeout: 30_000,
      },
    )
    .toHaveLength(2);
  console.log(`replayed 10 queued writes in ${Date.now() - replayStarted} ms (page load included)`);
  await expectAllSaved(next);
  const [goal] = await goalsOf(user.userId);
  expect(goal).toMatchObject({ title: 'Offline-proof goal', why_description: 'Second why' });
  const tasks = await tasksOf(goal!.id);
  // Each once: a step is one row, its time block another (step_id set).
  const stepRows = tasks.filter((t) => t.step_id === null);
  expect(stepRows.map((t) => t.title).sort()).toEqual(['Offline step A', 'Offline step B', 'Step one', 'Step two']);
  expect(tasks.filter((t) => t.step_id !== null)).toHaveLength(4);
  // In order: Step two completed, then open again; A before B.
  expect(stepRows.find((t) => t.title === 'Step one')?.completed).toBe(true);
  expect(stepRows.find((t) => t.title === 'Step two')?.completed).toBe(false);
  const created = stepRows.map((t) => t.title);
  expect(created.indexOf('Offline step A')).toBeLessThan(created.indexOf('Offline step B'));

  const { body } = await db(`habit_completions?user_id=eq.${user.userId}&completion_date=eq.${today}&select=habit_id`);
  expect((body as { habit_id: string }[]).map((c) => c.habit_id).sort()).toEqual([floss.id, stretch.id].sort());
});

test('a write refused on replay is shown, and the other queued writes are applied', async ({ context, page }) => {
  test.setTimeout(120_000);
  const user = await signedInUser(page);
  await goalWithSteps(page, 'Contested goal', [
    ['Step one', '09:00'],
    ['Step two', '10:00'],
  ]);
  await letTheCacheSettle(page);
  const planner = main(page);

  await context.setOffline(true);
  await expect(status(page)).toHaveText('Offline');
  await planner.getByRole('button', { name: 'Mark "Step one" as complete' }).click();
  await planner.getByRole('button', { name: 'Edit step "Step two"' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Start time').fill('16:00');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog).toBeHidden();
  await planner.getByRole('textbox', { name: 'Why This Matters' }).fill('Still worth it');
  await planner.getByRole('button', { name: 'Save Why' }).click();
  await expect(status(page)).toHaveText('Offline · 3 changes waiting');

  // Meanwhile, on another device, 16:00 is taken.
  const [goal] = await goalsOf(user.userId);
  await rpcAs(user, 'create_step', {
    p_goal_id: goal!.id,
    p_title: 'Taken elsewhere',
    p_start_time: '16:00',
    p_duration_minutes: 30,
    p_date: await browserToday(page),
  });

  await context.setOffline(false);
  await expectToast(page, 'Time Conflict');
  await expectAllSaved(page, { timeout: 30_000 });
  const [after] = await goalsOf(user.userId);
  expect(after).toMatchObject({ why_description: 'Still worth it' });
  const tasks = await tasksOf(goal!.id);
  const stepOne = tasks.find((t) => t.title === 'Step one' && t.step_id === null);
  expect(stepOne?.completed).toBe(true);
  const blockTwo = tasks.find((t) => t.title === 'Step two' && t.step_id !== null);
  expect(blockTwo?.start_time?.slice(0, 5)).toBe('10:00');
  // The page shows the server's state again: step two at 10:00.
  await expect(planner.getByText('Taken elsewhere').first()).toBeVisible();
});

test('two tabs: a habit ticked in one is ticked in the other within 2 s, without a reload', async ({
  context,
  page,
}) => {
  const user = await signedInUser(page);
  await createHabitViaApi(user, { name: 'Read' });
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/habits');
    await expect(habitCard(tab, 'Read')).toBeVisible({ timeout: 20_000 });
  }
  const toggle = (tab: Page) => habitCard(tab, 'Read').getByRole('button', { name: 'Mark Read done today' });
  await expect(toggle(other)).toHaveAttribute('aria-pressed', 'false');
  // Both tabs' offline sessions (loaded once the page has settled) are listening.
  for (const tab of [page, other]) await expect(status(tab)).toHaveAttribute('data-offline-mode', 'on');
  await toggle(page).click();
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  const settled = Date.now();
  await expect(toggle(other)).toHaveAttribute('aria-pressed', 'true', { timeout: 2000 });
  console.log(`other tab in step after ${Date.now() - settled} ms`);
});
