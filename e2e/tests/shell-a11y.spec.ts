// axe-core finds no WCAG A/AA violations on the public pages and the signed-in layout, in both themes.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, onboardingNameField, signUp, signUpOnboarded, uniqueEmail } from '../support/shell-helpers';

async function expectNoViolations(page: Page, label: string) {
  const violations = await axeViolations(page);
  expect(violations, `${label}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
}

async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((value) => localStorage.setItem('onething-theme', value), theme);
  await page.reload();
}

for (const theme of ['light', 'dark'] as const) {
  test(`/landing and /auth have no axe violations (${theme})`, async ({ page }) => {
    await page.goto('/landing');
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { level: 1, name: 'ONE Thing OS' })).toBeVisible();
    await page.getByText('What is the ONE Thing?').click();
    await expectNoViolations(page, '/landing');

    await page.goto('/auth');
    await expect(page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await expectNoViolations(page, '/auth sign in');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    await expectNoViolations(page, '/auth sign up');
  });
}

test('the signed-in layout, onboarding and settings have no axe violations', async ({ page }) => {
  await signUpOnboarded(page, 'axe');
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/');
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expectNoViolations(page, `layout (${theme})`);

    await page.keyboard.press('Control+/');
    await expect(page.getByRole('dialog', { name: 'Keyboard Shortcuts' })).toBeVisible();
    await expectNoViolations(page, `shortcuts dialog (${theme})`);
    await page.keyboard.press('Escape');

    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Manage Distracting Websites' })).toBeVisible();
    await expectNoViolations(page, `settings (${theme})`);
  }
});

test('the onboarding wizard has no axe violations', async ({ page }) => {
  await signUp(page, uniqueEmail('axe-onboarding'));
  await expect(page.getByText('Step 1 of 6')).toBeVisible();
  await expectNoViolations(page, 'onboarding step 1');
  await onboardingNameField(page).fill('Sam');
  await page.getByRole('radio', { name: 'Student' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expectNoViolations(page, 'onboarding step 2');
});
