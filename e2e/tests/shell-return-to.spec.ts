// A signed-out visit to a protected page lands on /landing; signing in returns to that page (with its
// query), not to the dashboard. A sign-in that started on /auth itself still goes to the dashboard.
import { expect, test } from '@playwright/test';
import { signIn, signUpOnboarded } from '../support/shell-helpers';

test('sign-in returns to the protected page the visitor asked for', async ({ page, browser }) => {
  const email = await signUpOnboarded(page, 'return-to');

  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/habits?from=shared-link');
  await expect(visitorPage).toHaveURL(/\/landing$/);

  await signIn(visitorPage, email);
  await expect(visitorPage).toHaveURL(/\/habits\?from=shared-link$/);
  await expect(visitorPage.getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();

  // Reached: the memory is spent, so signing out and in again from /auth goes to the dashboard.
  await visitorPage.evaluate(() => localStorage.clear());
  await visitorPage.goto('/auth');
  await signIn(visitorPage, email);
  await expect(visitorPage).toHaveURL(/\/$/);
  await visitor.close();
});
