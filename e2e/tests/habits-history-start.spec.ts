// A habit kept before it was added: its history page takes the day it began ("Tracking since"), after which
// earlier days can be logged on the calendar and count in the streak the database keeps. A day after the
// habit was added is refused with a message.
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/session';
import { browserDateKey, createHabitViaApi, db, habitCard, openHabits } from '../support/habits-helpers';

test('logging days from before the habit was added, back to the day it began', async ({ page }) => {
  const user = await signedInUser(page);
  const habit = await createHabitViaApi(user, { name: 'Practise piano' });
  await openHabits(page);
  await habitCard(page, 'Practise piano').getByRole('link', { name: 'Practise piano' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Practise piano' })).toBeVisible();
  const since = page.getByRole('textbox', { name: 'Tracking since' });
  const tomorrow = await browserDateKey(page, 1);
  await since.fill(tomorrow);
  await page.getByRole('form', { name: 'Tracking since' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Choose a day on or before the day you added the habit.')).toBeVisible();

  const began = await browserDateKey(page, -40);
  await since.fill(began);
  await page.getByRole('form', { name: 'Tracking since' }).getByRole('button', { name: 'Save' }).click();
  await expect
    .poll(async () => (await db(`habits?id=eq.${habit.id}&select=history_start`)).body)
    .toEqual([{ history_start: began }]);

  // Yesterday and the day before, both before the habit was added today, can now be logged.
  const current = page.getByTestId('history-current-streak');
  for (const offset of [-2, -1]) {
    const key = await browserDateKey(page, offset);
    const title = page.locator('#history-month-title');
    const wanted = await page.evaluate((day) => {
      const [y, m] = day.split('-').map(Number) as [number, number];
      return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(new Date(y, m - 1, 1));
    }, key);
    if ((await title.textContent()) !== wanted) await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(title).toHaveText(wanted);
    const day = page.locator(`button[data-day-key="${key}"]`);
    await day.click();
    await expect(day).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(current).toHaveText('2 days');
  await expect
    .poll(async () => ((await db(`habit_completions?habit_id=eq.${habit.id}&select=id`)).body as unknown[]).length)
    .toBe(2);
});
