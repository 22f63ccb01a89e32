// Quick add: a habit from its name, a schedule preset and a time; the four laws are optional and, when
// opened, keep the spec's messages. The defaults saved read as sentences.
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/session';
import { db, expectToast, habitCard, openHabits } from '../support/habits-helpers';

test('quick add with the Mon/Wed/Fri preset saves the days, the time and grammatical defaults', async ({ page }) => {
  const user = await signedInUser(page);
  await openHabits(page);
  const quickAdd = page.getByRole('region', { name: 'Quick add' });

  // Nothing typed: the name is asked for, nothing is saved.
  await quickAdd.getByRole('button', { name: 'Add Habit' }).click();
  await expect(quickAdd.getByText('Habit name is required')).toBeVisible();
  await expect(quickAdd.getByLabel('Habit name')).toBeFocused();

  await quickAdd.getByLabel('Habit name').fill('practice Spanish.');
  await quickAdd.getByRole('combobox', { name: 'Schedule' }).click();
  await page.getByRole('option', { name: 'Mon/Wed/Fri' }).click();
  await quickAdd.getByLabel('Time').fill('18:30');
  await expect(quickAdd.getByRole('button', { name: 'Four laws (optional)' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await quickAdd.getByRole('button', { name: 'Add Habit' }).click();

  await expectToast(page, 'Success', 'Habit created successfully');
  const card = habitCard(page, 'practice Spanish.');
  await expect(card).toContainText('Mon, Wed, Fri');
  await expect(card).toContainText('6:30 PM - 6:45 PM');
  await expect(card).toContainText('0/3 this week');
  await expect(quickAdd.getByLabel('Habit name')).toHaveValue('');

  const { body } = await db(`habits?user_id=eq.${user.userId}&select=*`);
  expect((body as Record<string, unknown>[])[0]).toMatchObject({
    scheduled_days: ['Monday', 'Wednesday', 'Friday'],
    target_per_week: 3,
    scheduled_time: '18:30:00',
    cue: 'It is 6:30 PM',
    two_minute_version: 'Practice Spanish for two minutes',
    routine: 'Practice Spanish for two minutes',
    identity: 'I am someone who practices Spanish regularly',
    implementation_intention: 'When it is 6:30 PM, I will practice Spanish',
    description: 'A Wellness habit: practice Spanish',
  });
});

test('opened, the four laws keep the spec messages and their words are saved', async ({ page }) => {
  const user = await signedInUser(page);
  await openHabits(page);
  const quickAdd = page.getByRole('region', { name: 'Quick add' });
  await quickAdd.getByLabel('Habit name').fill('Read');
  await quickAdd.getByRole('button', { name: 'Four laws (optional)' }).click();
  await quickAdd.getByRole('button', { name: 'Add Habit' }).click();
  await expect(quickAdd.getByText('Cue is required - what triggers this habit?')).toBeVisible();
  await expect(quickAdd.getByText("Start small - what's the 2-minute version?")).toBeVisible();
  await expect(quickAdd.getByLabel('Cue')).toBeFocused();

  await quickAdd.getByLabel('Cue').fill('when I get into bed.');
  await quickAdd.getByLabel('Two-Minute Version').fill('One page');
  await quickAdd.getByLabel('Time').fill('22:00');
  await quickAdd.getByRole('button', { name: 'Add Habit' }).click();
  await expectToast(page, 'Success', 'Habit created successfully');
  await expect(habitCard(page, 'Read')).toBeVisible();
  const { body } = await db(`habits?user_id=eq.${user.userId}&select=*`);
  expect((body as Record<string, unknown>[])[0]).toMatchObject({
    cue: 'when I get into bed.',
    two_minute_version: 'One page',
    identity: 'I am someone who reads regularly',
    implementation_intention: 'When I get into bed at 10:00 PM, I will read',
    target_per_week: 7,
  });
});
