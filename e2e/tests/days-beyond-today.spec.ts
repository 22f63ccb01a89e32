// Days beyond today and honest numbers, against the real local backend: a step planned on another day (its own
// schedule, moved in the edit dialog), the start the form suggests from the clock, blocks whose time has passed
// shown as missed on the planner, the dashboard and deep work, the open steps of past days moved to today with
// Undo, and the dashboard's durations in minutes, its real weekly total and the habits in the habits page's order.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { adminRest, anonKey, signedInUser, type TestUser } from '../support/session';
import { E2E_BACKEND_URL } from '../support/ports';
import { addStepThroughUi, browserToday, expectToast, stepsHeading, tasksOf } from '../support/onething-helpers';
import { browserDateKey, createHabitViaApi } from '../support/habits-helpers';

const CONFLICT = 'This time slot is already taken by another step. Please choose a different time.';

/** An RPC as the user (RLS applies), returning its single result. */
async function rpc<T = { id: string }>(user: TestUser, fn: string, body: unknown): Promise<T> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Accept: 'application/vnd.pgrst.object+json',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function goalOf(user: TestUser, title: string): Promise<string> {
  return (await rpc(user, 'create_goal', { p_title: title })).id;
}

async function stepOn(user: TestUser, goalId: string, title: string, date: string, start: string, minutes = 30) {
  return (
    await rpc(user, 'create_step', {
      p_goal_id: goalId,
      p_title: title,
      p_start_time: start,
      p_duration_minutes: minutes,
      p_date: date,
    })
  ).id;
}

async function completeStep(user: TestUser, stepId: string) {
  await rpc(user, 'set_step_completed', { p_step_id: stepId, p_completed: true });
}

/** Each block's [title, date, start, end], by title. */
async function blocksOf(goalId: string) {
  return (await tasksOf(goalId))
    .filter((t) => t.start_time !== null)
    .map((t) => [t.title, t.date, t.start_time, t.end_time])
    .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
}

async function openPlanner(page: Page) {
  await page.goto('/one-thing');
  await expect(stepsHeading(page)).toBeVisible({ timeout: 20_000 });
  return page.getByRole('main');
}

/** Minutes since the browser's local midnight, with seconds as a fraction. */
function nowMinutes(page: Page): Promise<number> {
  return page.evaluate(() => {
    const d = new Date();
    return d.getHours() * 60 + d.getMinutes() + d.getSeconds() / 60;
  });
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A step's row in the steps list (not its block in Today's Schedule). */
function stepRow(page: Page, title: string) {
  return page
    .getByRole('main')
    .getByRole('region', { name: /^Step-by-Step Actions/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

test('a step planned on another day: its own schedule, refused only by that day, moved in the edit dialog', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/landing');
  const today = await browserToday(page);
  const tomorrow = await browserDateKey(page, 1);
  const later = await browserDateKey(page, 3);
  const goalId = await goalOf(user, 'Plan the week');
  await stepOn(user, goalId, 'Tomorrow first', tomorrow, '09:00');

  const main = await openPlanner(page);
  const form = main.getByRole('form', { name: 'Add a step' });
  // Choosing tomorrow suggests its first free slot from 09:00: after the block already there.
  await form.getByLabel('Date').fill(tomorrow);
  await expect(form.getByLabel('Start time')).toHaveValue('09:30');
  await form.getByLabel('Step description').fill('Tomorrow second');
  await form.getByRole('button', { name: 'Add Step' }).click();
  await expectToast(page, 'Step Created');
  await expect(stepRow(page, 'Tomorrow second')).toContainText('Tomorrow · 9:30 AM - 10:00 AM');
  // Nothing today: no schedule for today.
  await expect(main.getByRole('region', { name: "Today's Schedule" })).toHaveCount(0);

  // The same time is taken on that day, free on another.
  await addStepThroughUi(page, 'Clash', { date: tomorrow, start: '09:15' });
  await expectToast(page, 'Time Conflict', CONFLICT);
  await expect(form.getByLabel('Start time')).toHaveAccessibleDescription(CONFLICT);
  await form.getByLabel('Date').fill(today);
  await expect(form.getByLabel('Start time')).not.toHaveAttribute('aria-invalid');
  await form.getByRole('button', { name: 'Add Step' }).click();
  await expect(stepsHeading(page)).toHaveText('Step-by-Step Actions (0/3)');
  await expect(main.getByRole('region', { name: "Today's Schedule" })).toContainText('Clash');

  // The edit dialog moves a block to another day, and refuses a taken slot there.
  await main.getByRole('button', { name: 'Edit step "Tomorrow second"' }).click();
  let dialog = page.getByRole('dialog', { name: 'Edit Step' });
  await expect(dialog.getByLabel('Date')).toHaveValue(tomorrow);
  await dialog.getByLabel('Date').fill(later);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Step Updated');
  await expect(dialog).toBeHidden();
  await main.getByRole('button', { name: 'Edit step "Clash"' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit Step' });
  await dialog.getByLabel('Date').fill(tomorrow);
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Time Conflict', CONFLICT);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  expect(await blocksOf(goalId)).toEqual([
    ['Clash', today, '09:15:00', '09:45:00'],
    ['Tomorrow first', tomorrow, '09:00:00', '09:30:00'],
    ['Tomorrow second', later, '09:30:00', '10:00:00'],
  ]);
});

test('the form suggests the next free slot after now, rounded up to the quarter hour, skipping taken blocks', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/landing');
  // Read the clock away from a quarter-hour boundary, so the page (a moment later) rounds to the same quarter.
  let minutes = await nowMinutes(page);
  if (minutes % 15 > 14.4 || minutes % 15 < 0.02) {
    await page.waitForTimeout(40_000);
    minutes = await nowMinutes(page);
  }
  const today = await browserToday(page);
  const tomorrow = await browserDateKey(page, 1);
  const quarter = Math.ceil(minutes / 15) * 15;
  const goalId = await goalOf(user, 'Use the evening');
  let expected: { date: string; start: string };
  if (quarter + 30 > 24 * 60 - 1) {
    // The day is over: tomorrow at 09:00.
    expected = { date: tomorrow, start: '09:00' };
  } else if (quarter + 60 <= 24 * 60 - 1) {
    // The next quarter is taken: right after the block there.
    await stepOn(user, goalId, 'Already planned', today, hhmm(quarter), 30);
    expected = { date: today, start: hhmm(quarter + 30) };
  } else {
    expected = { date: today, start: hhmm(quarter) };
  }

  const main = await openPlanner(page);
  const form = main.getByRole('form', { name: 'Add a step' });
  await expect(form.getByLabel('Date')).toHaveValue(expected.date);
  await expect(form.getByLabel('Start time')).toHaveValue(expected.start);
  // A later day starts at 09:00.
  await form.getByLabel('Date').fill(await browserDateKey(page, 4));
  await expect(form.getByLabel('Start time')).toHaveValue('09:00');
});

test('blocks whose end has passed without their step done show as Missed on the planner, the dashboard and deep work; no axe violations', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await signedInUser(page);
  await page.goto('/landing');
  const minutes = await nowMinutes(page);
  test.skip(minutes < 31 || minutes >= 23 * 60 + 58, 'needs a clock between 00:31 and 23:58');
  const today = await browserToday(page);
  const yesterday = await browserDateKey(page, -1);
  const goalId = await goalOf(user, 'Keep the rhythm');
  await stepOn(user, goalId, 'Early start', today, '00:00', 15);
  await completeStep(user, await stepOn(user, goalId, 'Done early', today, '00:15', 15));
  await stepOn(user, goalId, 'Late finish', today, '23:58', 1);
  await stepOn(user, goalId, 'Left yesterday', yesterday, '10:00', 30);

  const main = await openPlanner(page);
  const schedule = main.getByRole('region', { name: "Today's Schedule" });
  await expect(schedule.getByRole('listitem')).toHaveText([
    /^12:00 AM - 12:15 AMEarly startMissed$/,
    /^12:15 AM - 12:30 AMDone earlyDone$/,
    /^11:58 PM - 11:59 PMLate finishUpcoming$/,
  ]);
  await expect(stepRow(page, 'Left yesterday')).toContainText('Yesterday · 10:00 AM - 10:30 AM');
  await expect(stepRow(page, 'Left yesterday')).toContainText('Missed');
  await expect(stepRow(page, 'Done early')).not.toContainText('Missed');
  await expect(stepRow(page, 'Late finish')).not.toContainText('Missed');
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => window.localStorage.setItem('onething-theme', value), theme);
    await page.reload();
    await expect(schedule.getByRole('listitem')).toHaveCount(3);
    expect(await axeViolations(page), `planner, ${theme}`).toEqual([]);
  }

  await page.goto('/');
  const card = page.getByRole('main').getByTestId('one-thing-card');
  await expect(card.getByRole('region', { name: "Today's Schedule" }).getByRole('listitem')).toHaveText([
    '12:00 AM - 12:15 AMEarly startMissed',
    '12:15 AM - 12:30 AMDone earlyDone',
    '11:58 PM - 11:59 PMLate finishUpcoming',
  ]);
  expect(await axeViolations(page), 'dashboard, dark').toEqual([]);

  await openPlanner(page);
  await page.getByRole('button', { name: 'Start Working on Your ONE Thing' }).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  const steps = page.getByTestId('session-step');
  await expect(steps.filter({ hasText: 'Early start' })).toContainText('Missed');
  await expect(steps.filter({ hasText: 'Done early' })).not.toContainText('Missed');
  await expect(steps.filter({ hasText: 'Late finish' })).not.toContainText('Missed');
});

test('the open steps of past days move to today in one action, at their times where free, and Undo puts them back', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/landing');
  const today = await browserToday(page);
  const yesterday = await browserDateKey(page, -1);
  const twoDaysAgo = await browserDateKey(page, -2);
  const goalId = await goalOf(user, 'Catch up');
  await stepOn(user, goalId, 'Already today', today, '09:00');
  await stepOn(user, goalId, 'From two days ago', twoDaysAgo, '09:00');
  await stepOn(user, goalId, 'From yesterday', yesterday, '10:00');
  await completeStep(user, await stepOn(user, goalId, 'Done yesterday', yesterday, '11:00'));
  const before = await blocksOf(goalId);

  const main = await openPlanner(page);
  const move = main.getByRole('button', { name: 'Move 2 unfinished steps to today' });
  await move.click();
  await expectToast(page, 'Steps Moved', '2 steps moved to today.');
  await expect(move).toHaveCount(0);
  // 09:00 is taken today: right after it; 10:00 is free.
  expect(await blocksOf(goalId)).toEqual([
    ['Already today', today, '09:00:00', '09:30:00'],
    ['Done yesterday', yesterday, '11:00:00', '11:30:00'],
    ['From two days ago', today, '09:30:00', '10:00:00'],
    ['From yesterday', today, '10:00:00', '10:30:00'],
  ]);
  await expect(stepRow(page, 'From two days ago')).toContainText('9:30 AM - 10:00 AM');
  await expect(stepRow(page, 'From two days ago')).not.toContainText('Yesterday');

  await page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Steps Moved' })
    .getByRole('button', { name: 'Undo' })
    .click();
  await expectToast(page, 'Steps Moved Back', 'They are back on their days.');
  await expect(main.getByRole('button', { name: 'Move 2 unfinished steps to today' })).toBeVisible();
  expect(await blocksOf(goalId)).toEqual(before);
});

test("the dashboard: minutes under an hour, the spec's weekly figure with the real week's total, habits in the habits page's order", async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/landing');
  const started = new Date(
    await page.evaluate(() => {
      const d = new Date();
      d.setHours(0, 1, 0, 0);
      return d.toISOString();
    }),
  );
  for (const minutes of [10, 15]) {
    const { status } = await adminRest('deep_work_sessions', {
      method: 'POST',
      body: JSON.stringify({
        user_id: user.userId,
        title: 'Focus',
        duration_minutes: minutes,
        completed_at: started.toISOString(),
        emergency_canceled: false,
      }),
    });
    expect(status).toBeLessThan(300);
  }
  // Created in another order than the day's (the server lists the newest first: Stretch, Read, run).
  await createHabitViaApi(user, { name: 'run', scheduled_time: '07:00:00' });
  await createHabitViaApi(user, { name: 'Read', scheduled_time: '21:00:00' });
  await createHabitViaApi(user, { name: 'Stretch', scheduled_time: '07:00:00' });

  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByTestId('stat-today')).toContainText('25 min');
  await expect(main.getByTestId('stat-today')).toContainText('of 2.9 h this week');
  await expect(main.getByTestId('stat-week')).toContainText('2.9 h');
  await expect(main.getByTestId('stat-week-logged')).toHaveText('25 min');
  const dashboardOrder = await main
    .getByTestId('todays-habits-card')
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  expect(dashboardOrder.map((text) => /(run|Stretch|Read)/.exec(text)?.[1])).toEqual(['run', 'Stretch', 'Read']);

  await page.goto('/habits');
  const cards = page.getByTestId('habit-card');
  await expect(cards).toHaveCount(3, { timeout: 20_000 });
  const habitsOrder = await cards.evaluateAll((items) =>
    items.map((item) => document.getElementById(item.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
  );
  expect(habitsOrder).toEqual(['run', 'Stretch', 'Read']);
});
