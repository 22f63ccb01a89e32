// The saved theme is on <html> before any of the app's JavaScript runs: index.html ships class="dark"
// (the default), and its inline boot script must switch a light-theme user to light before the first
// paint. Every .js request is refused here, so only that inline script can have set the class.
import { expect, test, type Page } from '@playwright/test';

/** Where the app stores the theme choice (shared-ui's THEME_STORAGE_KEY). */
const THEME_KEY = 'onething-theme';

async function openWithoutAppScripts(page: Page, stored: string | null) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const blocked: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    async (route) => {
      blocked.push(new URL(route.request().url()).pathname);
      await route.abort('blockedbyclient');
    },
  );
  if (stored !== null) {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [THEME_KEY, stored] as const);
  }
  await page.goto('/');
  // The app's entry bundle was asked for and refused, so the app never rendered.
  expect(
    blocked.some((pathname) => /^\/main\.[0-9a-f]+\.js$/.test(pathname)),
    `blocked: ${blocked.join(', ')}`,
  ).toBe(true);
  await expect(page.locator('#root')).toBeEmpty();
  expect(errors).toEqual([]);
  return page.locator('html');
}

async function expectTheme(page: Page, stored: string | null, expected: 'light' | 'dark') {
  const html = await openWithoutAppScripts(page, stored);
  const other = expected === 'light' ? 'dark' : 'light';
  await expect(html).toHaveClass(new RegExp(`(^|\\s)${expected}(\\s|$)`));
  await expect(html).not.toHaveClass(new RegExp(`(^|\\s)${other}(\\s|$)`));
  await expect(html).toHaveCSS('color-scheme', expected);
}

test.describe('with the OS in light mode', () => {
  test.use({ colorScheme: 'light' });

  test('a stored light choice is painted light, not dark', async ({ page }) => {
    await expectTheme(page, 'light', 'light');
  });

  test('a JSON-quoted light choice from an older build is painted light', async ({ page }) => {
    await expectTheme(page, '"light"', 'light');
  });

  test('system follows the OS to light', async ({ page }) => {
    await expectTheme(page, 'system', 'light');
  });

  test('with nothing stored the start-up default is dark', async ({ page }) => {
    await expectTheme(page, null, 'dark');
  });
});

test.describe('with the OS in dark mode', () => {
  test.use({ colorScheme: 'dark' });

  test('a stored light choice wins over the OS', async ({ page }) => {
    await expectTheme(page, 'light', 'light');
  });

  test('system follows the OS to dark', async ({ page }) => {
    await expectTheme(page, 'system', 'dark');
  });
});
