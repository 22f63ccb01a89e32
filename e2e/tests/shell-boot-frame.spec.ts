// The start-up frame: index.html carries the signed-in layout with the dashboard's greeting, prerendered,
// and an inline script shows it to a returning user before the app's JavaScript has arrived. The app
// renders underneath and takes its place where it stands; anyone else never sees the frame.
import { expect, test, type Page, type Route } from '@playwright/test';
import { adminRest, signedInUser } from '../support/session';

const SHELL_MAIN_SCRIPT = /\/main\.[0-9a-f]+\.js$/;
const BOOT_RECORD_KEY = 'onething-boot-frame';

/** Holds the shell's main script until `release()`, so the page shows what it has without the app. */
async function holdAppScript(page: Page) {
  let held: Route | null = null;
  let releaseRoute: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    releaseRoute = resolve;
  });
  await page.route(SHELL_MAIN_SCRIPT, async (route) => {
    held = route;
    await released;
    await route.continue();
  });
  return {
    release: () => {
      expect(held, 'the app script was requested').not.toBeNull();
      releaseRoute();
    },
  };
}

const frame = (page: Page) => page.locator('#boot-frame');
const greetingPattern = (name: string) => new RegExp(`^Good (morning|afternoon|evening), ${name}$`);

for (const width of [1280, 375]) {
  test(`a returning user sees their dashboard's frame before the app has loaded, and the app takes over in place (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const user = await signedInUser(page);
    const patched = await adminRest(`profiles?user_id=eq.${user.userId}`, {
      method: 'PATCH',
      body: JSON.stringify({ full_name: 'Ada Lovelace' }),
    });
    expect(patched.status).toBeLessThan(300);
    // The first visit: the app loads as usual and remembers whom it greeted.
    await page.goto('/');
    await expect(page.getByTestId('greeting')).toHaveText(greetingPattern('Ada Lovelace'));
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), BOOT_RECORD_KEY))
      .toContain('Ada Lovelace');

    const appScript = await holdAppScript(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(frame(page).locator('h1')).toBeVisible();
    await expect(frame(page).locator('h1')).toHaveText(
      new RegExp(`^Dashboard\\s*Good (morning|afternoon|evening), Ada Lovelace$`),
    );
    await expect(frame(page).locator('header').getByText('A', { exact: true })).toBeVisible();
    await expect(page.locator('#root')).toBeHidden();
    // Only the frame's own variant is left (theme and sidebar), and nothing in it takes the keyboard.
    await expect(frame(page).locator('[data-boot-frame-variant]')).toHaveCount(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const frameGreeting = await frame(page).locator('h1 > span').nth(1).boundingBox();

    appScript.release();
    await expect(page.getByTestId('greeting')).toHaveText(greetingPattern('Ada Lovelace'));
    await expect(frame(page)).toHaveCount(0);
    await expect(page.locator('style[data-boot-frame-style]')).toHaveCount(0);
    await expect(page.locator('#root')).toBeVisible();
    expect(await page.getByTestId('greeting').boundingBox()).toEqual(frameGreeting);
  });
}

test('nobody else sees the frame: a visitor without a session, another page, and after signing out', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/landing$/);

  const user = await signedInUser(page);
  await page.goto('/');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), BOOT_RECORD_KEY)).toContain(user.userId);

  // Another page than the dashboard starts as before: the frame is removed before it is painted.
  const appScript = await holdAppScript(page);
  await page.goto('/habits', { waitUntil: 'commit' });
  await expect(page.locator('body')).toBeAttached();
  await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe('loading');
  await expect(frame(page)).toHaveCount(0);
  appScript.release();
  await expect(page.getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();

  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), BOOT_RECORD_KEY)).toBeNull();
});
