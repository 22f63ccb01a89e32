// Every page names itself in the browser tab, public and signed-in pages alike, and the title follows
// client-side navigation.
import { expect, test } from '@playwright/test';
import { signUpOnboarded } from '../support/shell-helpers';

test('each page has its own document title', async ({ page }) => {
  await page.goto('/landing');
  await expect(page).toHaveTitle('ONE Thing OS');
  await page.goto('/auth');
  await expect(page).toHaveTitle('Sign In · ONE Thing OS');

  await signUpOnboarded(page, 'titles');
  await expect(page).toHaveTitle('Dashboard · ONE Thing OS');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [link, title] of [
    ['Habits', 'Habits · ONE Thing OS'],
    ['ONE Thing', 'ONE Thing · ONE Thing OS'],
    ['Calendar', 'Calendar · ONE Thing OS'],
    ['Reflection', 'Daily Reflection · ONE Thing OS'],
  ] as const) {
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveTitle(title);
  }
  await page.goto('/settings');
  await expect(page).toHaveTitle('Settings · ONE Thing OS');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page Not Found · ONE Thing OS');
});
