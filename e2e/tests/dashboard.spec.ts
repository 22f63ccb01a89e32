// The dashboard against the real local backend: empty states for a new user; goal, steps, habits and
// sessions shown with the spec's texts and figures; the habit toggle shared with /habits; the start
// button's navigation state; the one-time welcome; axe in both themes and a 375 px screen.
import { expect, test, type Page } from '@playwright/test';
import { pushesTo, recordHistoryPushes } from '../support/history-pushes';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { adminRest, signedInUser } from '../support/session';
import { browserDateKey, browserToday, createHabitViaApi, expectToast, habitCard } from '../support/habits-helpers';
import { seedCrowdedAccount } from '../support/crowded-account';
import { addSession, completeStep, createGoal, createStep } from '../support/seed-rows';
import { saveShot } from '../support/screenshots';

async function openDashboard(page: Page, path = '/') {
  await page.goto(path);
  const main = page.getByRole('main');
  await expect(
    main.getByRole('heading', { level: 1, name: /Dashboard\s*Good (morning|afternoon|evening)/ }),
  ).toBeVisible();
  await expect(main.getByTestId('dashboard-skeleton')).toHaveCount(0, { timeout: 20_000 });
  return main;
}

/** A marker that a page reload would wipe. */
async function markNoReload(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function expectNoReload(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
}

/** Noon today in the browser's zone, minus `hoursBack` hours... kept on today's local date. */
async function todayAt(page: Page, hour: number): Promise<Date> {
  return new Date(
    await page.evaluate((h) => {
      const d = new Date();
      d.setHours(h, 0, 0, 0);
      return d.toISOString();
    }, hour),
  );
}

test('a new user sees the empty states, and Add Habit opens the new-habit dialog', async ({ page }) => {
  await signedInUser(page);
  const main = await openDashboard(page);

  await expect(main.getByText('Set your ONE Thing to start focusing on what matters most.')).toBeVisible();
  const card = main.getByTestId('one-thing-card');
  await expect(card.getByRole('heading', { name: 'No ONE Thing Set' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Set Your ONE Thing' })).toHaveAttribute('href', '/one-thing');
  await expect(card.getByRole('button', { name: 'Start Deep Work Session' })).toBeDisabled();

  const habits = main.getByTestId('todays-habits-card');
  await expect(habits.getByRole('heading', { name: "Today's Habits" })).toBeVisible();
  await expect(habits.getByRole('heading', { name: 'No Habits Scheduled Today' })).toBeVisible();
  await expect(habits.getByRole('link', { name: 'Add Habits' })).toBeVisible();

  await expect(main.getByTestId('stat-progress')).toContainText('0%');
  await expect(main.getByTestId('stat-streak')).toContainText('0 days');
  // Durations under an hour read in minutes, so no deep work yet is '0 min', never '0 h'.
  await expect(main.getByTestId('stat-today')).toContainText('0 min');
  await expect(main.getByTestId('stat-today')).toContainText('of 0 min this week');
  await expect(main.getByTestId('stat-week-logged')).toHaveText('0 min');
  await expect(main.getByTestId('habit-heatmap')).toContainText('0 completions in the last 12 weeks');

  const actions = main.getByRole('region', { name: 'Quick Actions' });
  await expect(actions.getByRole('link', { name: 'Set ONE Thing' })).toHaveAttribute('href', '/one-thing');
  await expect(actions.getByRole('link', { name: 'Daily Reflection' })).toHaveAttribute('href', '/reflection');
  await expect(actions.getByRole('link', { name: 'Deep Work' })).toHaveAttribute('href', '/deep-work');

  await actions.getByRole('link', { name: 'Add Habit' }).click();
  await expect(page.getByRole('dialog', { name: 'Create New Habit' })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/habits$/);
});

test('the goal, steps, habits and sessions appear with the spec texts, and numbers follow changes made elsewhere without a reload', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/landing');
  const today = (await browserToday(page)).key;
  const goal = await createGoal(user, {
    title: 'Ship the book',
    description: 'Finish the manuscript',
    priority: 'High',
    deadline: await browserDateKey(page, 30),
  });
  const first = await createStep(user, goal.id, 'Outline chapter 3', today, '14:00', 60);
  await createStep(user, goal.id, 'Write the intro', today, '09:00', 30);
  await completeStep(user, first.id);
  for (const name of ['Read', 'Walk', 'Stretch', 'Journal', 'Meditate']) await createHabitViaApi(user, { name });
  await addSession(user, 50, await todayAt(page, 0));
  await addSession(user, 40, await todayAt(page, 0));
  await addSession(user, 30, await todayAt(page, 0), true);

  const main = await openDashboard(page);
  await expect(main.getByText('Focus on your ONE Thing today. Everything else is secondary.')).toBeVisible();
  const card = main.getByTestId('one-thing-card');
  await expect(card.getByRole('heading', { name: 'Your ONE Thing Today' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/one-thing');
  await expect(card.getByRole('heading', { name: 'Ship the book' })).toBeVisible();
  await expect(card.getByText('Finish the manuscript')).toBeVisible();
  await expect(card.getByText('High Priority')).toBeVisible();
  await expect(card.getByText(/^Due [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  // today's schedule, sorted by start time, in 12-hour ranges, each with its status: the finished block done,
  // the open one missed or upcoming by the clock (days-beyond-today.spec.ts checks which, on fixed days)
  await expect(card.getByRole('listitem')).toHaveText([
    /^9:00 AM - 9:30 AMWrite the intro(Missed|Upcoming)$/,
    '2:00 PM - 3:00 PMOutline chapter 3Done',
  ]);
  await expect(card.getByRole('button', { name: 'Start Deep Work Session' })).toBeEnabled();

  await expect(main.getByTestId('stat-progress')).toContainText('50%');
  await expect(main.getByTestId('stat-today')).toContainText('1.5 h');
  await expect(main.getByTestId('stat-today')).toContainText('of 10.5 h this week');
  await expect(main.getByTestId('stat-week')).toContainText('10.5 h');
  await expect(main.getByTestId('stat-week-logged')).toHaveText('1.5 h');
  await expect(main.getByTestId('deep-work-chart').locator(`g[data-date="${today}"]`)).toHaveAttribute(
    'data-minutes',
    '90',
  );
  await expect(main.getByTestId('blocked-sites')).toHaveText('The shield blocked nothing in the last 7 days.');

  const habits = main.getByTestId('todays-habits-card');
  await expect(habits.getByTestId('habits-completed')).toHaveText('0 of 5 completed');
  await expect(habits.getByRole('button', { name: /^Mark .* done today$/ })).toHaveCount(4);
  await expect(habits.getByRole('link', { name: 'View 1 more habits' })).toHaveAttribute('href', '/habits');

  // A change on another page (a habit checked on /habits) shows here without a reload.
  await markNoReload(page);
  await habits.getByRole('link', { name: 'View 1 more habits' }).click();
  await expect(habitCard(page, 'Read')).toBeVisible({ timeout: 20_000 });
  await habitCard(page, 'Read').getByRole('button', { name: 'Mark Read done today' }).click();
  await expectToast(page, 'Great job! 🎉', 'Another step towards building your ideal self');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(main.getByTestId('habits-completed')).toHaveText('1 of 5 completed');
  await expect(main.getByTestId('stat-streak')).toContainText('1 day');
  await expect(main.getByTestId('habit-heatmap').locator(`[data-date="${today}"]`)).toHaveAttribute('data-level', '1');
  await expectNoReload(page);

  // Completing the last step on the planner turns the card into its completed state.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'ONE Thing' }).click();
  await page.getByRole('main').getByRole('button', { name: 'Mark "Write the intro" as complete' }).click();
  await expect
    .poll(async () => (await adminRest(`one_thing_goals?id=eq.${goal.id}&select=is_active`)).body)
    .toEqual([{ is_active: false }]);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(card.getByRole('heading', { name: 'ONE Thing Completed!' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Set New ONE Thing' })).toHaveAttribute('href', '/one-thing');
  await expect(card.getByRole('button', { name: 'Start Deep Work Session' })).toBeDisabled();
  await expect(main.getByText('Set your ONE Thing to start focusing on what matters most.')).toBeVisible();
  await expectNoReload(page);
});

test('the completed card lists up to 3 previous achievements with their dates', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/landing');
  const today = (await browserToday(page)).key;
  for (const title of ['Goal one', 'Goal two', 'Goal three', 'Goal four', 'Goal five']) {
    const goal = await createGoal(user, { title });
    const step = await createStep(user, goal.id, `Step of ${title}`, today, '09:00', 30);
    await completeStep(user, step.id);
  }
  const main = await openDashboard(page);
  const card = main.getByTestId('one-thing-card');
  await expect(card.getByRole('heading', { name: 'ONE Thing Completed!' })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Goal five' })).toBeVisible();
  const achievements = card.getByRole('region', { name: 'Previous Achievements' }).getByRole('listitem');
  await expect(achievements).toHaveCount(3);
  await expect(achievements.nth(0)).toContainText('Goal four');
  await expect(achievements.nth(2)).toContainText('Goal two');
  await expect(achievements.nth(0)).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
});

test('a habit toggled on the dashboard is checked on /habits without a reload, and unchecked back', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const habit = await createHabitViaApi(user, { name: 'Meditate' });
  const main = await openDashboard(page);
  const today = (await browserToday(page)).key;
  const habits = main.getByTestId('todays-habits-card');
  await expect(habits.getByTestId('habits-completed')).toHaveText('0 of 1 completed');

  const toggle = habits.getByRole('button', { name: 'Mark Meditate done today' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(habits.getByTestId('habits-completed')).toHaveText('1 of 1 completed');
  await expectToast(page, 'Great job! 🎉', 'Another step towards building your ideal self');
  await expect
    .poll(async () => (await adminRest(`habit_completions?habit_id=eq.${habit.id}&select=completion_date`)).body)
    .toEqual([{ completion_date: today }]);
  await expect(main.getByTestId('habit-heatmap').locator(`[data-date="${today}"]`)).toHaveAttribute('data-level', '4');

  await markNoReload(page);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Habits' }).click();
  await expect(habitCard(page, 'Meditate').getByRole('button', { name: 'Mark Meditate done today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await habitCard(page, 'Meditate').getByRole('button', { name: 'Mark Meditate done today' }).click();
  await expectToast(page, 'Habit unchecked', 'Keep working on your habits');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await expect(habits.getByTestId('habits-completed')).toHaveText('0 of 1 completed');
  await expect(habits.getByRole('button', { name: 'Mark Meditate done today' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expectNoReload(page);
});

// A toggle the server refuses (a 4xx: a rule) rolls back with the spec's toast. A server fault (5xx) or no
// connection keeps it queued and retries instead (offline-queue.spec.ts, habits-offline.spec.ts).
test('a failed toggle on the dashboard rolls back and shows the error toast', async ({ page }) => {
  await signedInUser(page).then((user) => createHabitViaApi(user, { name: 'Stretch' }));
  const main = await openDashboard(page);
  await page.route('**/rest/v1/rpc/set_habit_completion', (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: '{"code":"P0001","message":"boom","details":null,"hint":null}',
    }),
  );
  const toggle = main.getByRole('button', { name: 'Mark Stretch done today' });
  await toggle.click();
  await expectToast(page, 'Error', 'Failed to update habit completion');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});

test("the start button hands the goal and today's blocks to /deep-work, and goes without state once the session holds that goal", async ({
  page,
}) => {
  const user = await signedInUser(page);
  await recordHistoryPushes(page);
  await page.goto('/landing');
  const today = (await browserToday(page)).key;
  const goal = await createGoal(user, { title: 'Launch the podcast' });
  await createStep(user, goal.id, 'Record episode one', today, '10:00', 45);

  const main = await openDashboard(page);
  await main.getByRole('button', { name: 'Start Deep Work Session' }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  const handed = (await pushesTo(page, '/deep-work')).at(-1)?.state as {
    oneThingGoal: { id: string; title: string };
    todaysBlocks: Array<{ title: string; date: string }>;
  };
  expect(handed.oneThingGoal).toMatchObject({ id: goal.id, title: 'Launch the podcast' });
  expect(handed.todaysBlocks.map((b) => [b.title, b.date])).toEqual([['Record episode one', today]]);
  await expect(page.getByRole('main').getByText('Launch the podcast').first()).toBeVisible();
  // The page takes the handed goal into the stored session in an effect after it paints: wait for it.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (
            JSON.parse(localStorage.getItem('onething-deep-work-session') ?? 'null') as {
              sessionData?: { oneThingGoal?: { id?: string } };
            } | null
          )?.sessionData?.oneThingGoal?.id,
      ),
    )
    .toBe(goal.id);

  // The session now holds this goal: the second start goes without state.
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Dashboard' }).click();
  await main.getByRole('button', { name: 'Start Deep Work Session' }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  const pushes = await pushesTo(page, '/deep-work');
  expect(pushes).toHaveLength(2);
  expect(pushes[1]!.state).toBeNull();
});

test('the welcome shows once after onboarding and the parameter is removed', async ({ page }) => {
  await signedInUser(page);
  const main = await openDashboard(page, '/?onboarded=true');
  await expect(main.getByRole('heading', { name: 'Welcome to ONE Thing OS!' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await page.reload();
  await expect(main.getByTestId('todays-habits-card')).toBeVisible({ timeout: 20_000 });
  await expect(main.getByRole('heading', { name: 'Welcome to ONE Thing OS!' })).toHaveCount(0);
});

for (const theme of ['light', 'dark'] as const) {
  test(`no axe violations and no horizontal scroll at 375 px (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    await page.goto('/landing');
    await seedCrowdedAccount(page, user);

    const main = await openDashboard(page);
    await main
      .getByTestId('todays-habits-card')
      .getByRole('button', { name: /^Mark .* done today$/ })
      .first()
      .click();
    await expectToast(page, 'Great job! 🎉', 'Another step towards building your ideal self');
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await expect(main.getByTestId('deep-work-chart')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await expectNoSidewaysScroll(page, `horizontal overflow at ${width} px`);
      await saveShot(page, `dashboard-${theme}-${width}.png`, { fullPage: true });
    }
  });
}
