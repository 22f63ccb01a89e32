// Every page of the route table is rendered by its remote inside the shell's layout.
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/session';

const PAGES: Array<[path: string, heading: string]> = [
  ['/', 'Dashboard'],
  ['/one-thing', 'ONE Thing'],
  ['/habits', 'Habit Tracker'],
  ['/deep-work', 'Deep Work'],
  ['/calendar', 'Calendar'],
  ['/reflection', 'Daily Reflection'],
  ['/reflection/weekly', 'Weekly Reflection'],
  ['/reflection/monthly', 'Monthly Reflection'],
  ['/playbooks', 'Playbooks'],
  ['/community', 'Community'],
  ['/group/7b5a3a52-1f50-4a8e-9d7e-2a6f1c1c0a01', 'Group'],
  ['/coach', 'AI Coach'],
  ['/marketplace/playbooks', 'Playbook Market'],
  ['/marketplace/coaches', 'AI Coach Market'],
];

test.describe('remote pages inside the shell layout', () => {
  test.beforeEach(async ({ page }) => {
    await signedInUser(page);
  });

  for (const [path, heading] of PAGES) {
    test(`${path} shows "${heading}" from its remote`, async ({ page }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeVisible();
    });
  }

  test('coach and marketplaces are the static coming-soon pages', async ({ page }) => {
    await page.goto('/coach');
    await expect(page.getByRole('main').getByText('Coming Soon').first()).toBeVisible();
    await page.goto('/marketplace/playbooks');
    await expect(page.getByRole('main').getByText('Coming soon').first()).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByText(/not found/i).first()).toBeVisible();
  });
});
