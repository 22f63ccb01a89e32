// Each habit's history at /habits/:habitId: backfilling a day of last week from the month calendar mends
// the streak the database counts; clearing it breaks it again; an unknown id shows a not-found state.
import { expect, test, type Page } from '@playwright/test';
import { adminRest, signedInUser } from '../support/session';
import { browserDateKey, createHabitViaApi, db, habitCard, openHabits } from '../support/habits-helpers';

async function storedRun(habitId: string) {
  const { body } = await db(`habits?id=eq.${habitId}&select=streak`);
  return (body as { streak: number }[])[0]?.streak;
}

/** Shows the month holding the day in the history calendar. */
async function showMonthOf(page: Page, key: string) {
  const title = page.locator('#history-month-title');
  const wanted = await page.evaluate((day) => {
    const [y, m] = day.split('-').map(Number) as [number, number];
    return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1));
  }, key);
  if ((await title.textContent()) !== wanted) await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(title).toHaveText(wanted);
}

test('backfilling a day of last week in the history view mends the streak, clearing it breaks it', async ({ page }) => {
  const user = await signedInUser(page);
  await page.goto('/habits');
  const keys = await Promise.all(Array.from({ length: 11 }, (_, i) => browserDateKey(page, -(i + 1))));
  const missed = keys[6] as string; // a week ago today: always last week
  const habit = await createHabitViaApi(user, {
    name: 'Journal',
    created_at: new Date(Date.now() - 20 * 24 * 3600 * 1000).toISOString(),
  });
  const done = keys
    .filter((key) => key !== missed)
    .map((key) => ({ habit_id: habit.id, user_id: user.userId, completion_date: key }));
  expect((await adminRest('habit_completions', { method: 'POST', body: JSON.stringify(done) })).status).toBe(201);

  await openHabits(page);
  await habitCard(page, 'Journal').getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(new RegExp(`/habits/${habit.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Journal' })).toBeVisible();
  const current = page.getByTestId('history-current-streak');
  const longest = page.getByTestId('history-longest-streak');
  await expect(current).toHaveText('6 days');
  await expect(longest).toHaveText('6 days');
  await expect(page.locator(`[data-heat-day="${missed}"]`)).toHaveAttribute('data-state', 'missed');

  await showMonthOf(page, missed);
  const day = page.locator(`button[data-day-key="${missed}"]`);
  await expect(day).toHaveAttribute('aria-pressed', 'false');
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  await expect(current).toHaveText('11 days');
  await expect(longest).toHaveText('11 days');
  await expect(page.locator(`[data-heat-day="${missed}"]`)).toHaveAttribute('data-state', 'done');
  await expect.poll(() => storedRun(habit.id)).toBe(11);

  // Clearing it again: the intended state "not done", the streak back to the six days after it.
  await day.click();
  await expect(day).toHaveAttribute('aria-pressed', 'false');
  await expect(current).toHaveText('6 days');
  await expect.poll(() => storedRun(habit.id)).toBe(6);

  // Days after today and before the habit existed are not buttons.
  await expect(page.locator(`button[data-day-key="${await browserDateKey(page, 1)}"]`)).toHaveCount(0);
  await expect(page.locator(`button[data-day-key="${await browserDateKey(page, -25)}"]`)).toHaveCount(0);
});

test('an unknown habit id shows a not-found state with a way back', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/habits/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Habit not found' })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('main').getByRole('link', { name: 'Go to Habit Tracker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();
});
