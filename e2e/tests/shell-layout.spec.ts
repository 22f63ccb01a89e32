// The signed-in frame: theme and sidebar persistence, keyboard shortcuts, the mobile slide-over.
import { expect, test, type Page } from '@playwright/test';
import { signUpOnboarded } from '../support/shell-helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

test('theme and sidebar state survive a reload', async ({ page }) => {
  await signUpOnboarded(page, 'persist');
  const html = page.locator('html');

  const startDark = await html.evaluate((el) => el.classList.contains('dark'));
  await page.getByRole('button', { name: /switch to (light|dark) theme/i }).click();
  const expected = startDark ? 'light' : 'dark';
  await expect(html).toHaveClass(new RegExp(`\\b${expected}\\b`));
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await page.getByRole('button', { name: 'Toggle Sidebar' }).click();
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(html).toHaveClass(new RegExp(`\\b${expected}\\b`));
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
  expect(cookie?.value).toBe('false');
  // 7 days, give or take the test's own duration
  expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(7 * 24 * 3600 - 120);

  // The theme choice in Settings is the same setting.
  await page.goto('/settings');
  await page.getByRole('radio', { name: /System/ }).check();
  await page.reload();
  await expect(page.getByRole('radio', { name: /System/ })).toBeChecked();
});

test('every keyboard shortcut works, and none fires while typing', async ({ page }) => {
  await signUpOnboarded(page, 'shortcuts');
  const areas: [string, RegExp, string][] = [
    ['2', /\/one-thing$/, 'ONE Thing'],
    ['3', /\/habits$/, 'Habits'],
    ['4', /\/deep-work$/, 'Deep Work'],
    ['5', /\/calendar$/, 'Calendar'],
    ['6', /\/reflection$/, 'Reflection'],
    ['1', /\/$/, 'Dashboard'],
  ];
  for (const [key, url, label] of areas) {
    await page.keyboard.press(`Control+${key}`);
    await expect(page, `Ctrl+${key}`).toHaveURL(url);
    await expect(sidebar(page).getByRole('link', { name: label })).toHaveAttribute('aria-current', 'page');
  }

  const help = page.getByRole('dialog', { name: 'Keyboard Shortcuts' });
  await page.keyboard.press('Control+/');
  await expect(help).toBeVisible();
  await expect(help).toContainText('Go to Reflection');
  await expect(help).toContainText('Toggle the sidebar');
  await page.keyboard.press('Control+/');
  await expect(help).toBeHidden();
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'collapsed');
  await page.keyboard.press('Control+b');
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');

  // Typing in a field keeps the keys for the field.
  await page.goto('/settings');
  const fullName = page.getByLabel('Full name');
  await fullName.click();
  await page.keyboard.press('Control+2');
  await page.keyboard.press('Control+b');
  await page.keyboard.press('Control+/');
  await expect(page).toHaveURL(/\/settings$/);
  await expect(sidebar(page)).toHaveAttribute('data-state', 'expanded');
  await expect(help).toBeHidden();
});

test('at 375 px the sidebar is a slide-over that closes on Escape and on navigation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 780 });
  await signUpOnboarded(page, 'mobile');
  // The slide-over is a modal dialog holding the navigation.
  const nav = page.getByRole('dialog', { name: 'Main navigation' });
  await expect(nav).toBeHidden();

  const toggle = page.getByRole('button', { name: 'Toggle Sidebar' });
  await toggle.click();
  await expect(nav).toBeVisible();
  const box = await nav.boundingBox();
  expect(box?.width).toBeLessThan(375);
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await nav.getByRole('link', { name: 'Habits' }).click();
  await expect(page).toHaveURL(/\/habits$/);
  await expect(nav).toBeHidden();

  // Shortcut navigation closes it too.
  await toggle.click();
  await expect(nav).toBeVisible();
  await page.keyboard.press('Control+1');
  await expect(page).toHaveURL(/\/$/);
  await expect(nav).toBeHidden();
});
