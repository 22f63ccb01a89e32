// Undo from the toast: a completion is set back to the state it had, a deleted habit comes back with its id,
// creation time and completions. One habit toast at a time.
import { expect, test } from '@playwright/test';
import { adminRest, signedInUser } from '../support/session';
import { browserDateKey, browserToday, createHabitViaApi, db, habitCard, openHabits } from '../support/habits-helpers';

async function completionDates(habitId: string) {
  const { body } = await db(`habit_completions?habit_id=eq.${habitId}&select=completion_date`);
  return (body as { completion_date: string }[]).map((r) => r.completion_date).sort();
}

test('completing a habit offers Undo, which clears the day again', async ({ page }) => {
  const user = await signedInUser(page);
  const habit = await createHabitViaApi(user, { name: 'Stretch', category: 'Health' });
  await openHabits(page);
  const today = await browserToday(page);
  const toggle = page.getByTestId('today-checklist').getByRole('button', { name: 'Mark Stretch done today' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => completionDates(habit.id)).toEqual([today.key]);

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Great job! 🎉' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => completionDates(habit.id)).toEqual([]);
  // The undo's own toast replaced the first one.
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Habit unchecked' })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Great job! 🎉' })).toHaveCount(0);
});

test('deleting a habit offers Undo, which restores it with its history', async ({ page }) => {
  const user = await signedInUser(page);
  const createdAt = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
  const habit = await createHabitViaApi(user, { name: 'Journal', category: 'Learning', created_at: createdAt });
  await page.goto('/habits');
  const days = [await browserDateKey(page, -1), await browserDateKey(page, -2)];
  const seeded = await adminRest('habit_completions', {
    method: 'POST',
    body: JSON.stringify(
      days.map((completion_date) => ({ habit_id: habit.id, user_id: user.userId, completion_date })),
    ),
  });
  expect(seeded.status).toBe(201);
  const before = ((await db(`habits?id=eq.${habit.id}&select=*`)).body as Record<string, unknown>[])[0];

  await openHabits(page);
  await habitCard(page, 'Journal').getByRole('button', { name: 'Delete Journal' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(habitCard(page, 'Journal')).toHaveCount(0);
  await expect.poll(async () => ((await db(`habits?id=eq.${habit.id}&select=id`)).body as unknown[]).length).toBe(0);

  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Habit deleted successfully' });
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(habitCard(page, 'Journal')).toBeVisible();
  await expect(habitCard(page, 'Journal')).toContainText('2 day streak');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Habit restored' })).toBeVisible();
  const after = ((await db(`habits?id=eq.${habit.id}&select=*`)).body as Record<string, unknown>[])[0];
  const { updated_at: _a, ...restored } = after ?? {};
  const { updated_at: _b, ...original } = before ?? {};
  expect(restored).toEqual(original);
  expect(await completionDates(habit.id)).toEqual([...days].sort());
});
