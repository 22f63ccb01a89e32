// Loading states and toasts: a remote page still loading shows the page skeleton (not a bare
// spinner); on a phone one toast shows at a time, at the top, and never over the field being edited.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, signUpOnboarded } from '../support/shell-helpers';
import { saveShot } from '../support/screenshots';

const liveToasts = (page: Page) => page.locator('[data-sonner-toast]:not([data-removed="true"])');

test('a remote page still loading shows the page skeleton', async ({ page }) => {
  await signUpOnboarded(page, 'skeleton');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // Hold mf-deepwork's code (wherever config.json says it is) until the skeleton has been seen.
  const config = (await (await page.request.get('/config.json')).json()) as { remotes: Record<string, string> };
  const origin = new URL(config.remotes['mf-deepwork'] ?? '').origin;
  await page.route(`${origin}/**`, async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Deep Work' }).click();
  const skeleton = page.getByTestId('page-skeleton');
  await expect(skeleton).toBeVisible();
  await expect(skeleton).toHaveAttribute('role', 'status');
  release();
  await expect(page.getByRole('button', { name: 'Start Deep Work' })).toBeVisible();
  await expect(skeleton).toHaveCount(0);
});

test('on a phone: one toast at a time, at the top, and never over the focused field', async ({ page }) => {
  await signUpOnboarded(page, 'toasts');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Manage Distracting Websites' })).toBeVisible();

  const sharing = page.getByRole('switch', { name: 'Share my ONE Thing with my groups' });
  await sharing.click();
  await expect(liveToasts(page)).toHaveCount(1);
  await expect(sharing).toBeEnabled();
  await sharing.click();
  await expect(liveToasts(page).filter({ hasText: 'Your ONE Thing is now private.' })).toBeVisible();
  // The earlier toast is dismissed, not merely hidden behind the new one (it would come back after it).
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Your groups can now see your ONE Thing.' }),
  ).toHaveCount(0);
  await expect(liveToasts(page)).toHaveCount(1);
  const top = await liveToasts(page).first().boundingBox();
  expect(top?.y ?? 999).toBeLessThan(100);
  await saveShot(page, `settings-toast-light-375.png`);

  // Saving the profile with Enter keeps focus in the field, near the top: the toast goes to the bottom.
  const name = page.getByLabel('Full name');
  await name.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
  await name.fill('Grace Hopper');
  await name.press('Enter');
  const saved = liveToasts(page).filter({ hasText: 'Your profile has been updated.' });
  await expect(saved).toBeVisible();
  await expect(liveToasts(page)).toHaveCount(1);
  await expect(name).toBeFocused();
  const field = await name.boundingBox();
  const toastBox = await saved.boundingBox();
  if (!field || !toastBox) throw new Error('no boxes');
  const overlap = toastBox.y < field.y + field.height && field.y < toastBox.y + toastBox.height;
  expect(overlap, `toast ${JSON.stringify(toastBox)} over field ${JSON.stringify(field)}`).toBe(false);
});

for (const width of [1280, 375]) {
  test(`settings has no axe violations in both themes at ${width} px`, async ({ page }) => {
    await signUpOnboarded(page, `settings-axe-${width}`);
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const theme of ['light', 'dark'] as const) {
      await page.goto('/settings');
      await page.evaluate((value) => localStorage.setItem('onething-theme', value), theme);
      await page.reload();
      await expect(page.locator('html')).toHaveClass(new RegExp(theme));
      await expect(page.getByRole('heading', { name: 'Manage Distracting Websites' })).toBeVisible();
      await page.getByText('How to install').click();
      const violations = await axeViolations(page);
      expect(violations, `${theme} ${width}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
      await saveShot(page, `settings-${theme}-${width}.png`, { fullPage: true });
    }
  });
}
