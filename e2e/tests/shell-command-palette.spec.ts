// The command palette: Ctrl+K opens it anywhere in the signed-in app, fuzzy search finds pages and
// actions, arrow keys and Enter run them, Escape closes it and gives focus back; '?' opens the help.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, signUpOnboarded } from '../support/shell-helpers';

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) => palette(page).getByRole('combobox', { name: 'Search pages and actions' });

/** Opens the palette, searches, waits until the wanted result is the selected one, and runs it. */
async function run(page: Page, query: string, option: string) {
  await page.keyboard.press('Control+k');
  await search(page).fill(query);
  await expect(palette(page).getByRole('option', { name: option, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
}

test('pages and actions are found by fuzzy search and run from the keyboard', async ({ page }) => {
  await signUpOnboarded(page, 'palette');

  await page.keyboard.press('Control+k');
  await expect(search(page)).toBeFocused();
  await search(page).fill('dpwrk');
  // Fuzzy: the letters in order; the page ranks first, the action that also matches follows.
  await expect(palette(page).getByRole('option')).toHaveText(['Deep Work', 'Start a deep work session']);
  await expect(palette(page).getByRole('option', { name: 'Deep Work', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/deep-work$/);
  await expect(palette(page)).toBeHidden();

  // Keywords: "journal" finds the reflection pages; the arrow keys move between results.
  await page.keyboard.press('Control+k');
  await search(page).fill('journal');
  await expect(palette(page).getByRole('option', { name: 'Reflection', exact: true })).toBeVisible();
  await expect(palette(page).getByRole('option', { name: 'Write the weekly reflection' })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(palette(page).getByRole('option', { name: 'Write the weekly reflection' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/reflection\/weekly$/);

  const accountMenu = page.getByRole('button', { name: /^Account menu/ });
  await accountMenu.focus();
  await page.keyboard.press('Control+k');
  await search(page).fill('zzzz');
  await expect(palette(page).getByText('No matching pages or actions.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(accountMenu).toBeFocused();

  const html = page.locator('html');
  await expect(html).toHaveClass(/dark/);
  await run(page, 'theme', 'Toggle theme');
  await expect(html).not.toHaveClass(/dark/);

  await run(page, 'add habit', 'New habit');
  await expect(page.getByRole('dialog', { name: 'Create New Habit' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Create New Habit' })).toBeHidden();

  // The new account has its onboarding goal, so the planner's "Add a step" form is there to focus.
  await run(page, 'add step', 'Add a step');
  await expect(page).toHaveURL(/\/one-thing$/);
  await expect(page.getByLabel('Step description')).toBeFocused();

  await run(page, 'start deep', 'Start a deep work session');
  await expect(page).toHaveURL(/\/deep-work$/);
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  // A reload does not start another session (the parameter is gone) and the running one goes on.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();

  await page.keyboard.press('Shift+?');
  await expect(page.getByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeVisible();
});

test('the open palette passes axe in both themes', async ({ page }) => {
  await signUpOnboarded(page, 'palette-axe');
  for (const theme of ['dark', 'light']) {
    if (theme === 'light') {
      await run(page, 'toggle theme', 'Toggle theme');
      await expect(page.locator('html')).not.toHaveClass(/dark/);
    }
    await page.keyboard.press('Control+k');
    await expect(search(page)).toBeFocused();
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
  }
});
