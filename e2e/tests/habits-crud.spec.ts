// Creating, validating, editing and deleting habits, and that users only ever see their own.
import { expect, test, type Page } from '@playwright/test';
import { signedInUser } from '../support/session';
import { createHabitViaApi, db, expectToast, habitCard, openHabits } from '../support/habits-helpers';

function dialog(page: Page) {
  return page.getByRole('dialog');
}

test('a habit created with only the required fields gets the defaults filled in', async ({ page }) => {
  const user = await signedInUser(page);
  await openHabits(page);
  await expect(page.getByText('No habits created yet')).toBeVisible();

  await page.getByRole('button', { name: 'New Habit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Create New Habit' })).toBeVisible();
  // Form defaults: Wellness, Easy, every day (target 7), 15 minutes, the first suggested slot 07:00. The
  // four laws (with the difficulty) are one click away.
  await expect(dialog(page).getByRole('combobox', { name: 'Category' })).toHaveText(/Wellness/);
  await dialog(page).getByRole('button', { name: 'More: the four laws' }).click();
  await expect(dialog(page).getByRole('combobox', { name: 'Difficulty' })).toHaveText(/Easy/);
  await expect(dialog(page).getByLabel('Scheduled Time')).toHaveValue('07:00');
  await expect(dialog(page).getByLabel('Duration (minutes)')).toHaveValue('15');
  await expect(dialog(page).getByRole('checkbox', { checked: true })).toHaveCount(7);
  await expect(dialog(page)).toContainText('Target: 7 days per week');

  await dialog(page).getByLabel('Habit Name').fill('Meditate');
  await dialog(page).getByLabel('Cue').fill('I pour my morning coffee');
  await dialog(page).getByLabel('Two-Minute Version').fill('Sit and take three breaths');
  await dialog(page).getByRole('button', { name: 'Create Habit' }).click();

  await expectToast(page, 'Success', 'Habit created successfully');
  await expect(dialog(page)).toHaveCount(0);
  const card = habitCard(page, 'Meditate');
  await expect(card).toContainText('Wellness');
  await expect(card).toContainText('Scheduled for today');
  await expect(card).toContainText('7:00 AM - 7:15 AM');
  await expect(card).toContainText('A Wellness habit: Meditate');
  await expect(card).toContainText('I am someone who meditates regularly');
  await expect(card).toContainText("I'll set up my space to make this habit easy to do");
  await expect(card).toContainText('I feel accomplished and one step closer to my goals');
  await expect(card).toContainText('When I pour my morning coffee at 7:00 AM, I will meditate');
  await expect(card).toContainText('Sit and take three breaths');
  await expect(card).toContainText('0 day streak');
  await expect(card).toContainText('0/7 this week');
  await expect(page.getByTestId('identity-theme').filter({ hasText: 'Mindful Person' })).toContainText(
    '1 active habit',
  );

  const { body } = await db(`habits?user_id=eq.${user.userId}&select=*`);
  const [row] = body as Record<string, unknown>[];
  expect(row).toMatchObject({
    name: 'Meditate',
    category: 'Wellness',
    difficulty: 'Easy',
    target_per_week: 7,
    scheduled_days: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    scheduled_time: '07:00:00',
    duration_minutes: 15,
    routine: 'Sit and take three breaths',
    description: 'A Wellness habit: Meditate',
    identity: 'I am someone who meditates regularly',
    habit_stack: null,
    streak: 0,
  });

  // The next habit's suggested time starts after this one ends, on a 15-minute boundary.
  await page.getByRole('button', { name: 'New Habit' }).click();
  await expect(dialog(page).getByLabel('Scheduled Time')).toHaveValue('07:15');
});

test('every validation message is shown as a field error', async ({ page }) => {
  await signedInUser(page);
  await openHabits(page);
  await page.getByRole('button', { name: 'New Habit' }).click();
  const form = dialog(page);

  await form.getByLabel('Scheduled Time').fill('');
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await form.getByRole('checkbox', { name: day }).click();
  }
  await expect(form).toContainText('Target: 0 days per week');
  await form.getByRole('button', { name: 'Create Habit' }).click();

  const messages = [
    'Habit name is required',
    'Cue is required - what triggers this habit?',
    'Scheduled time is required',
    "Start small - what's the 2-minute version?",
    'Please select at least one day',
  ];
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toBeVisible();
  await expect(form.getByLabel('Habit Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Habit Name')).toBeFocused();

  // Messages follow the edits once shown; nothing is saved while any remains.
  await form.getByLabel('Habit Name').fill('Walk');
  await expect(form.getByText('Habit name is required')).toHaveCount(0);
  await form.getByLabel('Cue').fill('Lunch ends');
  await form.getByLabel('Scheduled Time').fill('12:30');
  await form.getByLabel('Two-Minute Version').fill('Shoes on');
  await form.getByRole('checkbox', { name: 'Monday' }).click();
  await form.getByRole('checkbox', { name: 'Thursday' }).click();
  await expect(form).toContainText('Target: 2 days per week');
  for (const message of messages) await expect(form.getByText(message, { exact: true })).toHaveCount(0);

  // The duration falls back to 15 when what was typed cannot be read.
  const duration = form.getByLabel('Duration (minutes)');
  await expect(duration).toHaveAttribute('min', '5');
  await expect(duration).toHaveAttribute('max', '480');
  await expect(duration).toHaveAttribute('step', '5');
  await duration.fill('');
  await duration.blur();
  await expect(duration).toHaveValue('15');

  await form.getByRole('button', { name: 'Create Habit' }).click();
  await expectToast(page, 'Success', 'Habit created successfully');
  const card = habitCard(page, 'Walk');
  await expect(card).toContainText('Mon, Thu');
  await expect(card).toContainText('12:30 PM - 12:45 PM');
  await expect(card).toContainText('0/2 this week');
});

test('edit a habit, then delete it after confirming', async ({ page }) => {
  const user = await signedInUser(page);
  const habit = await createHabitViaApi(user, { name: 'Plan the day', category: 'Productivity' });
  await openHabits(page);
  const card = habitCard(page, 'Plan the day');

  await card.getByRole('button', { name: 'Edit Plan the day' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Habit' })).toBeVisible();
  await expect(form.getByLabel('Habit Name')).toHaveValue('Plan the day');
  await form.getByLabel('Habit Name').fill('Plan tomorrow');
  await form.getByLabel('Reward').fill('A calm evening');
  for (const day of ['Sunday', 'Saturday']) await form.getByRole('checkbox', { name: day }).click();
  await expect(form).toContainText('Target: 5 days per week');
  await form.getByRole('button', { name: 'Save Changes' }).click();

  await expectToast(page, 'Success', 'Habit updated successfully');
  const edited = habitCard(page, 'Plan tomorrow');
  await expect(edited).toContainText('Mon, Tue, Wed, Thu, Fri');
  await expect(edited).toContainText('A calm evening');
  await expect(edited).toContainText('0/5 this week');
  const { body } = await db(`habits?id=eq.${habit.id}&select=name,target_per_week,reward`);
  expect(body).toEqual([{ name: 'Plan tomorrow', target_per_week: 5, reward: 'A calm evening' }]);

  // Cancel keeps it.
  await edited.getByRole('button', { name: 'Delete Plan tomorrow' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByRole('heading', { name: 'Delete habit?' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Delete Plan tomorrow' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expectToast(page, 'Success', 'Habit deleted successfully');
  await expect(habitCard(page, 'Plan tomorrow')).toHaveCount(0);
  await expect(page.getByText('No habits created yet')).toBeVisible();
  await expect.poll(async () => (await db(`habits?id=eq.${habit.id}&select=id`)).body).toEqual([]);
});

test("a second user sees none of the first user's habits", async ({ browser }) => {
  const first = await browser.newContext();
  const second = await browser.newContext();
  try {
    const firstPage = await first.newPage();
    const owner = await signedInUser(firstPage);
    await createHabitViaApi(owner, { name: 'Private habit' });
    await openHabits(firstPage);
    await expect(habitCard(firstPage, 'Private habit')).toBeVisible();

    const secondPage = await second.newPage();
    await signedInUser(secondPage);
    await openHabits(secondPage);
    await expect(secondPage.getByText('No habits created yet')).toBeVisible();
    await expect(secondPage.getByText('Private habit')).toHaveCount(0);
    await expect(secondPage.getByTestId('week-progress-count')).toHaveText('0/0');
  } finally {
    await first.close();
    await second.close();
  }
});
