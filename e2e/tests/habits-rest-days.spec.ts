// Rest days on the habits page with the real backend: skipping today keeps the streak (and says so on the card
// and in the history), a vacation for every habit takes them out of today's list with "Paused until {date}" and
// resuming brings them back, and with streak freezes on a missed day after a 7-day run shows as frozen.
import { expect, test } from '@playwright/test';
import { adminRest, signedInUser } from '../support/session';
import { axeViolations } from '../support/shell-helpers';
import { followSystemTheme, saveShotsEveryWay } from '../support/screenshots';
import { browserDateKey, createHabitViaApi, db, expectToast, habitCard, openHabits } from '../support/habits-helpers';

const DAY_MS = 24 * 3600 * 1000;

async function completeDays(userId: string, habitId: string, keys: string[]) {
  const rows = keys.map((key) => ({ habit_id: habitId, user_id: userId, completion_date: key }));
  expect((await adminRest('habit_completions', { method: 'POST', body: JSON.stringify(rows) })).status).toBe(201);
}

test('skipping today keeps the streak, shows "Skipped today" and a skipped day in the history; undo counts it again', async ({
  page,
}) => {
  await followSystemTheme(page);
  const user = await signedInUser(page);
  await page.goto('/habits');
  const habit = await createHabitViaApi(user, {
    name: 'Stretch',
    created_at: new Date(Date.now() - 10 * DAY_MS).toISOString(),
  });
  const past = await Promise.all([1, 2, 3].map((i) => browserDateKey(page, -i)));
  await completeDays(user.userId, habit.id, past);
  const today = await browserDateKey(page, 0);

  await openHabits(page);
  const card = habitCard(page, 'Stretch');
  await expect(card.getByText('Scheduled for today')).toBeVisible();
  await card.getByRole('button', { name: 'Skip today for Stretch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Skip Stretch today?' });
  await dialog.getByLabel('Reason (optional)').fill('Sore back');
  await dialog.getByRole('button', { name: 'Skip today' }).click();
  await expectToast(page, 'Day skipped', 'A rest day: your streak is kept.');
  await expect(card.getByText('Skipped today')).toBeVisible();
  await expect(card.getByText('/6 this week')).toBeVisible();
  await expect
    .poll(async () => (await db(`habit_skips?habit_id=eq.${habit.id}&select=skip_date,reason`)).body)
    .toEqual([{ skip_date: today, reason: 'Sore back' }]);
  await saveShotsEveryWay(page, 'habits-skipped');

  await card.getByRole('link', { name: 'Stretch' }).click();
  await expect(page.locator(`[data-heat-day="${today}"]`)).toHaveAttribute('data-state', 'skipped');
  await expect(page.getByTestId('history-current-streak')).toHaveText('3 days');
  expect(await axeViolations(page)).toEqual([]);
  await page.goBack();

  await habitCard(page, 'Stretch').getByRole('button', { name: 'Undo skip for Stretch' }).click();
  await expectToast(page, 'Skip undone', 'The day counts again.');
  await expect(habitCard(page, 'Stretch').getByText('Scheduled for today')).toBeVisible();
  await expect.poll(async () => (await db(`habit_skips?habit_id=eq.${habit.id}`)).body).toEqual([]);
});

test('a vacation for every habit takes them out of today’s list with "Paused until"; resuming brings one back', async ({
  page,
}) => {
  await followSystemTheme(page);
  const user = await signedInUser(page);
  await createHabitViaApi(user, { name: 'Read' });
  await createHabitViaApi(user, { name: 'Run' });
  await openHabits(page);
  const until = await browserDateKey(page, 6);
  const untilLabel = await page.evaluate((key) => {
    const [y, m, d] = key.split('-').map(Number) as [number, number, number];
    return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(y, m - 1, d),
    );
  }, until);

  // A range that ends before it starts is refused with its message.
  await page.getByRole('button', { name: 'Pause all' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause all habits' });
  await dialog.getByLabel('Until').fill(await browserDateKey(page, -1));
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(dialog.getByText('A pause cannot end before it starts.')).toBeVisible();
  await saveShotsEveryWay(page, 'habits-pause-dialog');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByLabel('Until').fill(until);
  await dialog.getByRole('button', { name: 'Pause', exact: true }).click();
  await expectToast(page, 'Paused', `Paused until ${untilLabel}.`);

  for (const name of ['Read', 'Run']) {
    await expect(habitCard(page, name).getByText(`Paused until ${untilLabel}`)).toBeVisible();
  }
  await page.getByRole('switch', { name: 'Show only habits scheduled for today' }).click();
  await expect(page.getByText('No habits scheduled for today')).toBeVisible();
  await page.getByRole('switch', { name: 'Show only habits scheduled for today' }).click();
  await saveShotsEveryWay(page, 'habits-paused');

  await habitCard(page, 'Run').getByRole('button', { name: 'Resume Run' }).click();
  await expectToast(page, 'Resumed', 'Welcome back');
  await expect(habitCard(page, 'Run').getByText('Scheduled for today')).toBeVisible();
  await expect(habitCard(page, 'Read').getByText(`Paused until ${untilLabel}`)).toBeVisible();
  await page.getByRole('switch', { name: 'Show only habits scheduled for today' }).click();
  await expect(habitCard(page, 'Run')).toBeVisible();
  await expect(habitCard(page, 'Read')).toBeHidden();
});

test('with streak freezes on, a day missed after a 7-day run is covered: the streak goes on and the day shows frozen', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await page.goto('/habits');
  const habit = await createHabitViaApi(user, {
    name: 'Meditate',
    created_at: new Date(Date.now() - 12 * DAY_MS).toISOString(),
  });
  // Done from 9 days ago to 3 days ago (7 days), missed 2 days ago, done yesterday.
  const done = await Promise.all([9, 8, 7, 6, 5, 4, 3, 1].map((i) => browserDateKey(page, -i)));
  const missed = await browserDateKey(page, -2);
  await completeDays(user.userId, habit.id, done);

  await openHabits(page);
  await page.getByRole('switch', { name: 'Use streak freezes' }).click();
  await expectToast(page, 'Settings Saved', 'Streak freezes are on');
  await habitCard(page, 'Meditate').getByRole('link', { name: 'Meditate' }).click();
  await expect(page.getByTestId('history-current-streak')).toHaveText('8 days');
  await expect(page.locator(`[data-heat-day="${missed}"]`)).toHaveAttribute('data-state', 'frozen');
});

test('archiving a habit keeps its history and takes it out of the daily lists; Restore brings it back', async ({
  page,
}) => {
  const user = await signedInUser(page);
  const habit = await createHabitViaApi(user, { name: 'Floss' });
  await createHabitViaApi(user, { name: 'Walk' });
  await openHabits(page);
  await habitCard(page, 'Floss').getByRole('button', { name: 'Archive Floss' }).click();
  await expectToast(page, 'Habit archived', 'Kept with its history');
  await expect(habitCard(page, 'Floss')).toBeHidden();
  const archived = page.getByRole('region', { name: 'Archived habits (1)' });
  await expect(archived.getByRole('link', { name: 'Floss' })).toBeVisible();
  await expect(page.getByTestId('today-checklist').getByText('Floss')).toHaveCount(0);
  await expect
    .poll(
      async () =>
        ((await db(`habits?id=eq.${habit.id}&select=archived_at`)).body as { archived_at: string | null }[])[0]
          ?.archived_at,
    )
    .not.toBeNull();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Walk').first()).toBeVisible();
  await expect(page.getByText('Floss')).toHaveCount(0);

  await openHabits(page);
  await page
    .getByRole('region', { name: 'Archived habits (1)' })
    .getByRole('button', { name: 'Restore Floss' })
    .click();
  await expectToast(page, 'Habit restored', 'Back in your daily lists.');
  await expect(habitCard(page, 'Floss')).toBeVisible();
  await expect(page.getByRole('region', { name: /Archived habits/ })).toHaveCount(0);
});

test('reordering the habits by keyboard puts them in that order, kept after a reload', async ({ page }) => {
  const user = await signedInUser(page);
  await createHabitViaApi(user, { name: 'Early', scheduled_time: '06:00:00' });
  const late = await createHabitViaApi(user, { name: 'Late', scheduled_time: '21:00:00' });
  await openHabits(page);
  const names = () => page.getByTestId('habit-card').getByRole('heading', { level: 3 }).allTextContents();
  expect(await names()).toEqual(['Early', 'Late']);

  await page.getByRole('button', { name: 'Reorder' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reorder habits' });
  const handle = dialog.getByRole('button', { name: 'Reorder habit 2: Late' });
  await handle.focus();
  // Space picks it up, ArrowUp moves it, Space drops it; each step is announced.
  await page.keyboard.press('Space');
  await expect(page.getByText('Picked up habit Late, position 2 of 2.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Habit Late moved to position 1 of 2.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText('Habit Late dropped at position 1 of 2.')).toBeAttached();
  await expect(dialog.getByRole('listitem').first()).toHaveText('Late');
  expect(await axeViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Save order' }).click();
  await expectToast(page, 'Order saved', 'Your habits are in your order.');
  await expect.poll(names).toEqual(['Late', 'Early']);
  await expect
    .poll(
      async () =>
        ((await db(`habits?id=eq.${late.id}&select=sort_order`)).body as { sort_order: number }[])[0]?.sort_order,
    )
    .toBe(0);
  await page.reload();
  await expect.poll(names).toEqual(['Late', 'Early']);
});
