// Offline reloads: after one online visit of every sidebar page, each page reloaded with no connection (the
// service worker serves the app's files) shows the data it last read and the user's profile, from the
// persisted cache, with the "Offline" status and neither an error nor a spinner that never ends. The suite
// blocks service workers (playwright.config.ts); this spec is about pages the worker serves, so it allows
// them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { startPrivateStack } from '../support/app-stack';
import { chromiumLaunchOptions } from '../support/browser';
import { createHabitViaApi } from '../support/habits-helpers';
import { browserToday } from '../support/onething-helpers';
import { letTheCacheSettle, main, openThroughSidebar, status } from '../support/offline-helpers';
import { createGoal, createStep, postAsUser } from '../support/seed-rows';
import { adminRest, AUTH_STORAGE_KEY, signedInUser, type TestUser } from '../support/session';

/** A deployment of its own, stopped before the cold start so that only the worker's caches can answer. */
const COLD_START_STACK_PORT = 4930;

test.use({ serviceWorkers: 'allow' });

const GOAL = 'Finish the offline chapter';
const STEP = 'Draft the outline';
const HABIT = 'Read on the train';
const GROUP = 'Commuter writers';
const ANSWER = 'Wrote two pages between stations';
const NAME = 'Ada Commuter';

/** What each sidebar page shows of the rows seeded online. */
const PAGES: { path: string; link: string; shows: (page: Page) => Locator | Promise<void> }[] = [
  { path: '/', link: 'Dashboard', shows: (page) => main(page).getByText(GOAL).first() },
  { path: '/one-thing', link: 'ONE Thing', shows: (page) => main(page).getByText(STEP).first() },
  { path: '/habits', link: 'Habits', shows: (page) => main(page).getByText(HABIT).first() },
  { path: '/deep-work', link: 'Deep Work', shows: (page) => main(page).getByText(STEP).first() },
  { path: '/calendar', link: 'Calendar', shows: (page) => main(page).getByText(HABIT).first() },
  { path: '/reflection', link: 'Reflection', shows: (page) => expectAnswer(page) },
  { path: '/playbooks', link: 'Playbooks', shows: (page) => main(page).getByText(GOAL).first() },
  { path: '/community', link: 'Community', shows: (page) => main(page).getByText(GROUP).first() },
];

async function expectAnswer(page: Page) {
  await expect
    .poll(() =>
      main(page)
        .locator('textarea')
        .evaluateAll((fields) => fields.map((f) => (f as HTMLTextAreaElement).value)),
    )
    .toContain(ANSWER);
}

async function expectShown(page: Page, entry: (typeof PAGES)[number]) {
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  const shown = await entry.shows(page);
  if (shown) await expect(shown).toBeVisible();
}

/** A goal with a step today, a habit, a playbook, a daily reflection and a group: one thing for each page. */
async function seedEveryPage(page: Page, user: TestUser) {
  await page.goto('/landing');
  const today = await browserToday(page);
  const goal = await createGoal(user, { title: GOAL });
  await createStep(user, goal.id, STEP, today, '09:00', 30);
  await createHabitViaApi(user, { name: HABIT });
  await postAsUser(user, 'rpc/save_goal_as_playbook', { p_goal_id: goal.id });
  await postAsUser(user, 'rpc/save_reflection', {
    p_kind: 'daily',
    p_period_start: today,
    p_answers: { did: ANSWER },
  });
  await postAsUser(user, 'groups', { name: GROUP, owner_id: user.userId });
  const named = await adminRest(`profiles?user_id=eq.${user.userId}`, {
    method: 'PATCH',
    body: JSON.stringify({ full_name: NAME }),
  });
  expect(named.status).toBeLessThan(300);
  return goal;
}

test('offline reload: every sidebar page shows its last known data from the persisted cache', async ({
  context,
  page,
}) => {
  test.setTimeout(180_000);
  const user = await signedInUser(page);
  const goal = await seedEveryPage(page, user);

  // One online visit, as a person makes it: the app opened once, then page after page from the sidebar.
  await page.goto('/');
  for (const entry of PAGES) {
    await openThroughSidebar(page, entry.link, entry.path);
    await expectShown(page, entry);
  }
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await letTheCacheSettle(page);

  // Changed on the server meanwhile: what the pages show offline is what they last read, not this.
  const renamed = await adminRest(`one_thing_goals?id=eq.${goal.id}`, {
    method: 'PATCH',
    body: JSON.stringify({ title: 'Renamed elsewhere' }),
  });
  expect(renamed.status).toBeLessThan(300);

  await context.setOffline(true);
  for (const entry of PAGES) {
    const response = await page.goto(entry.path);

    expect(response?.fromServiceWorker(), entry.path).toBe(true);
    await expectShown(page, entry);
    await expect(status(page), entry.path).toHaveText('Offline');
    await expect(page.getByTestId('offline-page-notice'), entry.path).toHaveCount(0);
    await expect(page.getByTestId('page-skeleton'), entry.path).toHaveCount(0);
    await expect(page.getByRole('alert'), entry.path).toHaveCount(0);
    await expect(main(page).getByText('Renamed elsewhere'), entry.path).toHaveCount(0);
    // The profile too is the one last loaded: the user's name, not the e-mail's.
    await expect(page.getByRole('button', { name: `Account menu for ${NAME}` }), entry.path).toBeVisible();
  }
});

test('a signed-in user opening the app offline from a cold start, with an access token that has expired, lands signed in on the dashboard with its cached data', async () => {
  test.setTimeout(120_000);
  const profile = mkdtempSync(path.join(tmpdir(), 'onething-offline-session-'));
  const stack = await startPrivateStack(COLD_START_STACK_PORT);
  const launch = (offline: boolean) =>
    chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions(),
      baseURL: stack.shell.url,
      reducedMotion: 'reduce',
      serviceWorkers: 'allow',
      offline,
    });
  let context: BrowserContext = await launch(false);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const user = await signedInUser(page);
    await page.goto('/landing');
    await createGoal(user, { title: GOAL });
    await page.goto('/');
    await expect(main(page).getByText(GOAL).first()).toBeVisible({ timeout: 20_000 });
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
    await letTheCacheSettle(page);
    // The access token expires while the laptop is closed: opened offline, it cannot be refreshed.
    await page.evaluate((key) => {
      const session = JSON.parse(localStorage.getItem(key) ?? '{}') as { expires_at?: number };
      session.expires_at = Math.floor(Date.now() / 1000) - 60;
      localStorage.setItem(key, JSON.stringify(session));
    }, AUTH_STORAGE_KEY);
  } finally {
    await context.close();
    await stack.close();
  }

  context = await launch(true);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(main(page).getByText(GOAL).first()).toBeVisible({ timeout: 20_000 });
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('greeting')).toBeVisible();
    await expect(status(page)).toHaveText('Offline');
    await expect(page.getByTestId('offline-page-notice')).toHaveCount(0);
    await expect(page.getByTestId('page-skeleton')).toHaveCount(0);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
