// /landing and /auth are built as HTML with the page already in it, and a small bundle of their own
// takes over once the page has been painted. What a visitor does before that script runs (typing, focus,
// presses, a submitted form) must not be lost, and nothing of the app (data layer, federation runtime,
// remotes) is fetched before sign-in.
import { expect, test, type Page, type Route } from '@playwright/test';

const PUBLIC_SCRIPT = /\/public\/public-pages\.[0-9a-f]+\.js$/;

/** Holds the pre-sign-in bundle's request until `release()` is called, so the test acts on the prerendered page. */
async function holdPublicScript(page: Page) {
  let held: Route | null = null;
  let markRequested: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    markRequested = resolve;
  });
  let releaseRoute: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    releaseRoute = resolve;
  });
  await page.route(PUBLIC_SCRIPT, async (route) => {
    held = route;
    markRequested();
    await released;
    await route.continue();
  });
  return {
    requested,
    release: () => {
      expect(held, 'the pre-sign-in script was requested').not.toBeNull();
      releaseRoute();
    },
  };
}

/** The prerendered markup sits in a wrapper that React's first render replaces. */
const prerendered = (page: Page) => page.locator('[data-prerendered-page]');

test('the landing page arrives as HTML in the visitor’s theme and loads no app code', async ({ page }) => {
  const scripts: string[] = [];
  const fetches: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'script') scripts.push(pathname);
    if (request.resourceType() === 'fetch') fetches.push(pathname);
  });
  await page.addInitScript(() => localStorage.setItem('onething-theme', 'light'));
  const script = await holdPublicScript(page);
  await page.goto('/landing');
  await script.requested;
  // Painted without its script: the hero is there, in the light theme's colours.
  await expect(prerendered(page).getByRole('heading', { level: 1, name: 'ONE Thing OS' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/(^|\s)light(\s|$)/);
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(247, 248, 250)');
  await expect(page).toHaveTitle('ONE Thing OS');
  script.release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'ONE Thing OS' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(
    scripts.every((pathname) => pathname.startsWith('/public/')),
    scripts.join(', '),
  ).toBe(true);
  expect(fetches, 'no config.json, manifests or backend calls before sign-in').toEqual([]);
});

test('what a visitor typed before the script ran is kept, with the focus', async ({ page }) => {
  const script = await holdPublicScript(page);
  await page.goto('/landing');
  await script.requested;
  const email = prerendered(page).getByRole('textbox', { name: 'Email address' });
  await email.click();
  await email.pressSequentially('early@example.com');
  script.release();
  await expect(prerendered(page)).toHaveCount(0);
  const liveEmail = page.getByRole('textbox', { name: 'Email address' });
  await expect(liveEmail).toHaveValue('early@example.com');
  await expect(liveEmail).toBeFocused();
  // React holds the value: the hand-over to the Sign Up tab carries it.
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toHaveValue('early@example.com');
});

test('a sign-in submitted before the script runs is held, then sent by the app', async ({ page }) => {
  const script = await holdPublicScript(page);
  await page.goto('/auth');
  await script.requested;
  const form = prerendered(page).getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill('nobody@example.com');
  await form.getByLabel('Password').fill('not-in-the-address');
  await form.getByLabel('Password').press('Enter');
  // Not sent by the browser: the password would be in the address.
  await expect(page).toHaveURL(/\/auth$/);
  script.release();
  await expect(prerendered(page)).toHaveCount(0);
  // The app sends it: the backend's answer for an unknown account shows.
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password. Please try again.');
  const liveForm = page.getByRole('form', { name: 'Sign in' });
  await expect(liveForm.getByLabel('Email')).toHaveValue('nobody@example.com');
  expect(page.url()).not.toContain('not-in-the-address');
});

test('a tab pressed before the script runs is pressed again once the app has taken over', async ({ page }) => {
  const script = await holdPublicScript(page);
  await page.goto('/auth');
  await script.requested;
  await prerendered(page).getByRole('tab', { name: 'Sign Up' }).click();
  script.release();
  await expect(prerendered(page)).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('form', { name: 'Sign up' }).getByLabel('Email')).toBeVisible();
});
