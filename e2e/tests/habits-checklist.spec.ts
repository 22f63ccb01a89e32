// /habits opens on today's checklist: today's habits by scheduled time, one press to complete (the same
// toggle and database function as the cards), the four-laws details behind a disclosure on each card.
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/session';
import { browserToday, createHabitViaApi, db, expectToast, habitCard, openHabits } from '../support/habits-helpers';

test('the checklist lists today in time order and completes a habit with one press', async ({ page }) => {
  const user = await signedInUser(page);
  // Created in an order that is neither the time order nor its reverse.
  await createHabitViaApi(user, { name: 'Evening read', category: 'Learning', scheduled_time: '21:00:00' });
  await createHabitViaApi(user, { name: 'Morning stretch', category: 'Health', scheduled_time: '06:30:00' });
  const lunch = await createHabitViaApi(user, { name: 'Lunch walk', category: 'Fitness', scheduled_time: '12:15:00' });
  await openHabits(page);
  const today = await browserToday(page);

  const checklist = page.getByTestId('today-checklist');
  await expect(checklist.getByRole('heading', { level: 2, name: 'Today' })).toBeVisible();
  await expect(checklist.getByTestId('checklist-item')).toHaveText([
    /6:30 AM\s*Morning stretch/,
    /12:15 PM\s*Lunch walk/,
    /9:00 PM\s*Evening read/,
  ]);
  // The cards below follow the same order.
  await expect(page.getByTestId('habit-card').getByRole('heading', { level: 3 })).toHaveText([
    'Morning stretch',
    'Lunch walk',
    'Evening read',
  ]);
  await expect(checklist.getByTestId('today-checklist-count')).toHaveText('0 of 3 completed');

  const toggle = checklist.getByRole('button', { name: 'Mark Lunch walk done today' });
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(
    habitCard(page, 'Lunch walk').getByRole('button', { name: 'Mark Lunch walk done today' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(checklist.getByTestId('today-checklist-count')).toHaveText('1 of 3 completed');
  await expectToast(page, 'Great job! 🎉', 'Another step towards building your ideal self');
  await expect
    .poll(async () =>
      (
        (await db(`habit_completions?habit_id=eq.${lunch.id}&select=completion_date`)).body as {
          completion_date: string;
        }[]
      ).map((r) => r.completion_date),
    )
    .toEqual([today.key]);

  // One click clears it again.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(checklist.getByTestId('today-checklist-count')).toHaveText('0 of 3 completed');
});

test('the four-laws details open on demand', async ({ page }) => {
  const user = await signedInUser(page);
  await createHabitViaApi(user, {
    name: 'Meditate',
    category: 'Mindfulness',
    two_minute_version: 'Three slow breaths',
  });
  await openHabits(page);
  const card = habitCard(page, 'Meditate');
  const disclosure = card.getByRole('button', { name: 'Show details for Meditate' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await expect(card.getByText('Three slow breaths')).toBeHidden();
  await disclosure.click();
  await expect(card.getByRole('button', { name: 'Hide details for Meditate' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(card.getByText('Three slow breaths')).toBeVisible();
  await card.getByRole('button', { name: 'Hide details for Meditate' }).click();
  await expect(card.getByText('Three slow breaths')).toBeHidden();
});
