// The New Habit dialog asks for the name, the schedule and the time first; the four laws' fields are one
// click away behind "More: the four laws", opened by themselves when a required one is empty on save, and
// open when editing a habit that has them. Everything by keyboard; axe in both themes, at 1280 and 375 px.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import { createHabitViaApi, db, expectToast, habitCard, openHabits } from '../support/habits-helpers';

const FOUR_LAWS_LABELS = [
  'Cue',
  'Environment',
  'Habit Stack',
  'Implementation Intention',
  'Identity',
  'Two-Minute Version',
  'Reward',
];

const dialog = (page: Page) => page.getByRole('dialog', { name: /Create New Habit|Edit Habit/ });
const more = (form: Locator) => form.getByRole('button', { name: 'More: the four laws' });

/** Presses Tab until the focused element matches, at most `limit` times. */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

for (const width of [1280, 375]) {
  test(`the New Habit dialog shows the name, schedule and time first, the four laws one click away (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await signedInUser(page);
    await openHabits(page);
    await page.getByRole('main').getByRole('button', { name: 'New Habit' }).click();
    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Create New Habit' })).toBeVisible();

    for (const label of ['Habit Name', 'Category', 'Scheduled Time', 'Duration (minutes)']) {
      await expect(form.getByLabel(label), label).toBeVisible();
    }
    await expect(form.getByRole('checkbox')).toHaveCount(7);
    await expect(more(form)).toHaveAttribute('aria-expanded', 'false');
    for (const label of FOUR_LAWS_LABELS) await expect(form.getByLabel(label)).toHaveCount(0);
    // Light enough that saving is on the first screen of the dialog.
    await expect(form.getByRole('button', { name: 'Create Habit' })).toBeInViewport();

    await more(form).click();
    await expect(more(form)).toHaveAttribute('aria-expanded', 'true');
    for (const law of ['Make it Obvious', 'Make it Attractive', 'Make it Easy', 'Make it Satisfying']) {
      await expect(form.getByRole('group', { name: law })).toBeVisible();
    }
    for (const label of FOUR_LAWS_LABELS) await expect(form.getByLabel(label)).toBeVisible();
    await more(form).click();
    await expect(form.getByLabel('Cue')).toHaveCount(0);
  });
}

test('a habit made by keyboard alone; an empty cue opens the four laws at its message', async ({ page }) => {
  const user = await signedInUser(page);
  await openHabits(page);
  await page.getByRole('main').getByRole('button', { name: 'New Habit' }).focus();
  await page.keyboard.press('Enter');
  const form = dialog(page);
  await expect(form).toBeVisible();

  await tabTo(page, form.getByLabel('Habit Name'));
  await page.keyboard.type('Journal');
  await page.keyboard.press('Enter');

  // Saving without the four laws' required fields opens them, with the spec's messages at the fields.
  await expect(more(form)).toHaveAttribute('aria-expanded', 'true');
  const cue = form.getByLabel('Cue');
  await expect(cue).toBeFocused();
  await expect(cue).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Cue is required - what triggers this habit?', { exact: true })).toBeVisible();
  await expect(form.getByText("Start small - what's the 2-minute version?", { exact: true })).toBeVisible();
  await expect(form.getByText('Habit name is required')).toHaveCount(0);
  expect((await db(`habits?user_id=eq.${user.userId}&select=id`)).body).toEqual([]);

  await page.keyboard.type('I sit down after dinner');
  await tabTo(page, form.getByLabel('Two-Minute Version'));
  await page.keyboard.type('Write one line');
  await page.keyboard.press('Enter');

  await expectToast(page, 'Success', 'Habit created successfully');
  await expect(form).toHaveCount(0);
  await expect(habitCard(page, 'Journal')).toBeVisible();
  const { body } = await db(`habits?user_id=eq.${user.userId}&select=name,cue,two_minute_version,routine`);
  expect(body).toEqual([
    {
      name: 'Journal',
      cue: 'I sit down after dinner',
      two_minute_version: 'Write one line',
      routine: 'Write one line',
    },
  ]);

  // The disclosure by keyboard: Space opens and closes it.
  await page.getByRole('main').getByRole('button', { name: 'New Habit' }).click();
  await tabTo(page, more(form));
  await page.keyboard.press('Space');
  await expect(more(form)).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(form.getByLabel('Cue')).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Space');
  await expect(more(form)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
});

test('editing a habit that has four-laws values shows them open', async ({ page }) => {
  const user = await signedInUser(page);
  await createHabitViaApi(user, { name: 'Stretch', cue: 'I close my laptop', two_minute_version: 'Touch my toes' });
  await openHabits(page);
  await habitCard(page, 'Stretch').getByRole('button', { name: 'Edit Stretch' }).click();
  const form = dialog(page);
  await expect(form.getByRole('heading', { name: 'Edit Habit' })).toBeVisible();
  await expect(more(form)).toHaveAttribute('aria-expanded', 'true');
  await expect(form.getByLabel('Cue')).toHaveValue('I close my laptop');
  await expect(form.getByLabel('Two-Minute Version')).toHaveValue('Touch my toes');
});

for (const theme of ['light', 'dark'] as const) {
  test(`the New Habit dialog has no axe violations, closed, open and with messages (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    await signedInUser(page);
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
      await openHabits(page);
      await page.getByRole('main').getByRole('button', { name: 'New Habit' }).click();
      const form = dialog(page);
      await expect(more(form)).toBeVisible();
      expect(await axeViolations(page), `closed, ${width} px`).toEqual([]);
      await form.getByRole('button', { name: 'Create Habit' }).click();
      await expect(form.getByText('Habit name is required')).toBeVisible();
      await expect(more(form)).toHaveAttribute('aria-expanded', 'true');
      expect(await axeViolations(page), `with messages, ${width} px`).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);
    }
  });
}
