// axe-core finds no WCAG A/AA violations on the habit tracker and its form, in both themes.
import { expect, test } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import { createHabitViaApi, habitCard, openHabits } from '../support/habits-helpers';

for (const theme of ['light', 'dark'] as const) {
  test(`the habit tracker and its form have no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    const user = await signedInUser(page);
    const createdAt = new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString();
    await createHabitViaApi(user, { name: 'Meditate', category: 'Mindfulness', created_at: createdAt });
    await createHabitViaApi(user, {
      name: 'Gym',
      category: 'Fitness',
      scheduled_days: ['Monday', 'Thursday'],
      created_at: createdAt,
    });
    await openHabits(page);
    await habitCard(page, 'Meditate').getByRole('button', { name: 'Mark Meditate done today' }).click();
    await expect(habitCard(page, 'Meditate')).toContainText('1/7 this week');
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('main').getByRole('button', { name: 'New Habit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Create Habit' }).click();
    await expect(dialog.getByText('Habit name is required')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
