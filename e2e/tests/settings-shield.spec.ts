// The distraction shield panel in /settings against the real backend: presets, the user's own sites, the
// adult-content option and the shield switch saved where the app reads them, a duplicate refused, a save
// while the backend is unreachable kept until it is back, a refused one rolled back, the extension's
// permission answers (its content script is stood in for at the window-message boundary), axe in both
// themes and a phone-width layout.
import { expect, test, type Page } from '@playwright/test';
import { expectToast } from '../support/onething-helpers';
import { E2E_BACKEND_URL } from '../support/ports';
import { adminRest, signedInUser } from '../support/session';
import { axeViolations, expectNoSidewaysScroll } from '../support/shell-helpers';
import { expectAllSaved } from '../support/offline-helpers';

const PRESETS = [
  'youtube.com',
  'tiktok.com',
  'facebook.com',
  'instagram.com',
  'twitter.com',
  'x.com',
  'reddit.com',
  'netflix.com',
  'wikipedia.org',
  'snapchat.com',
  'linkedin.com',
];

type StoredSettings = { distracting_sites: string[]; block_adult_content: boolean } | null;

async function storedSettings(userId: string): Promise<StoredSettings> {
  const { body } = await adminRest(`user_settings?user_id=eq.${userId}&select=distracting_sites,block_adult_content`);
  return (body as StoredSettings[])[0] ?? null;
}

const sitesCard = (page: Page) => page.getByRole('region', { name: 'Manage Distracting Websites' });
const presetSwitch = (page: Page, domain: string) => page.getByRole('switch', { name: `Block ${domain}` });
const siteInput = (page: Page) => page.getByRole('textbox', { name: 'Add a website' });
const ownSites = (page: Page) => page.getByRole('list', { name: 'Your sites' }).getByRole('listitem');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(presetSwitch(page, 'youtube.com')).toBeVisible();
}

type StandIn = { __permissionRequests: string[]; __grant: boolean };

/**
 * Stands in for the extension's content script: answers pings and permission requests from this window
 * (a site's granted while window.__grant is true; access to every site is not granted and not asked again,
 * as after a user declined it).
 */
async function installExtensionStandIn(page: Page) {
  await page.addInitScript(() => {
    const standIn = window as unknown as StandIn;
    const requests: string[] = [];
    standIn.__permissionRequests = requests;
    standIn.__grant = true;
    window.addEventListener('message', (event) => {
      const data = event.data as { source?: string; type?: string; nonce?: string; site?: string; requestId?: string };
      if (event.source !== window || data?.source !== 'onething-app') return;
      const reply = (message: object) =>
        window.postMessage({ ...message, source: 'onething-extension' }, window.location.origin);
      if (data.type === 'PING') reply({ type: 'PONG', nonce: data.nonce, version: '9.8.7' });
      if (data.type === 'REQUEST_SITE_PERMISSION') {
        requests.push(data.site ?? '');
        reply({
          type: 'SITE_PERMISSION_RESPONSE',
          site: data.site,
          granted: standIn.__grant,
          requestId: data.requestId,
        });
      }
      if (data.type === 'REQUEST_ALL_SITES_PERMISSION') {
        reply({ type: 'ALL_SITES_PERMISSION_RESPONSE', granted: false, prompted: false, requestId: data.requestId });
      }
    });
  });
}

test('presets, own sites and the adult-content option are saved to user_settings; a duplicate is refused', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await openSettings(page);
  const card = sitesCard(page);
  await expect(card.getByText('Pre-set', { exact: true })).toHaveCount(11);
  for (const domain of PRESETS) await expect(presetSwitch(page, domain)).toBeChecked();
  await expect(page.getByText('50+ sites blocked')).toBeVisible();
  expect(await storedSettings(user.userId)).toBeNull();

  await presetSwitch(page, 'youtube.com').click();
  await expectToast(page, 'Settings Saved', 'Your list of distracting sites has been updated.');
  await expect
    .poll(() => storedSettings(user.userId))
    .toEqual({
      distracting_sites: PRESETS.filter((site) => site !== 'youtube.com'),
      block_adult_content: false,
    });

  // Keyboard only: type and press Enter.
  await siteInput(page).fill('  https://www.Chess.com/ ');
  await siteInput(page).press('Enter');
  await expect(ownSites(page)).toHaveText(['chess.com']);
  await expect(siteInput(page)).toBeFocused();
  await expect.poll(async () => (await storedSettings(user.userId))?.distracting_sites.at(-1)).toBe('chess.com');

  // youtube.com is switched off but still listed: adding it again is refused, as is chess.com.
  for (const [typed, message] of [
    ['youtube.com', 'youtube.com is already in your list.'],
    ['CHESS.COM', 'chess.com is already in your list.'],
    ['not a website', 'Enter a valid domain, such as example.com.'],
  ] as const) {
    await siteInput(page).fill(typed);
    await page.getByRole('button', { name: 'Add Site' }).click();
    await expect(card.getByRole('alert')).toHaveText(message);
    await expect(siteInput(page)).toHaveAttribute('aria-invalid', 'true');
  }
  await expect(ownSites(page)).toHaveText(['chess.com']);

  await page.getByRole('switch', { name: 'Block adult content' }).click();
  await expectToast(page, 'Settings Saved', 'Your distraction shield settings have been updated.');
  await expect.poll(async () => (await storedSettings(user.userId))?.block_adult_content).toBe(true);

  await page.reload();
  await expect(presetSwitch(page, 'youtube.com')).not.toBeChecked();
  await expect(presetSwitch(page, 'reddit.com')).toBeChecked();
  await expect(ownSites(page)).toHaveText(['chess.com']);
  await expect(page.getByRole('switch', { name: 'Block adult content' })).toBeChecked();

  await page.getByRole('button', { name: 'Remove chess.com' }).click();
  await expect(page.getByText('You have not added any sites yet.')).toBeVisible();
  await expect(siteInput(page)).toBeFocused();
  await expect
    .poll(() => storedSettings(user.userId))
    .toEqual({
      distracting_sites: PRESETS.filter((site) => site !== 'youtube.com'),
      block_adult_content: true,
    });
});

test('a part of a site is added by its path; a port or a query is refused with what to enter instead', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await openSettings(page);
  const card = sitesCard(page);
  await siteInput(page).fill('https://www.YouTube.com/shorts/');
  await siteInput(page).press('Enter');
  await expect(ownSites(page)).toHaveText(['youtube.com/shorts']);
  await expect
    .poll(async () => (await storedSettings(user.userId))?.distracting_sites.at(-1))
    .toBe('youtube.com/shorts');
  for (const typed of ['reddit.com/r/all?sort=top', 'reddit.com:8080/r/all']) {
    await siteInput(page).fill(typed);
    await page.getByRole('button', { name: 'Add Site' }).click();
    await expect(card.getByRole('alert')).toHaveText(
      'Enter a domain, or a domain and a path, without a port or query: reddit.com',
    );
  }
  await expect(ownSites(page)).toHaveText(['youtube.com/shorts']);
});

test('the shield switch is the deep work default; without the extension the panel explains how to install it', async ({
  page,
}) => {
  await signedInUser(page);
  await openSettings(page);
  const shield = page.getByRole('switch', { name: 'Use the shield in deep work sessions' });
  await expect(shield).not.toBeChecked();
  await shield.click();
  await expectToast(page, 'Settings Saved', 'Your distraction shield settings have been updated.');
  const stored = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('onething-deep-work-session') ?? '{}').shieldEnabled);
  expect(await stored()).toBe(true);

  await page.goto('/deep-work');
  await expect(page.getByRole('switch', { name: 'Block distracting sites during sessions' })).toBeChecked();
  await page.goto('/settings');

  await expect(page.getByText('Not detected')).toBeVisible();
  const guide = page.getByText(/installation guide/);
  await expect(guide).toBeHidden();
  await page.getByText('How to install').click();
  await expect(guide).toBeVisible();
  await expect(page.getByText(/npm run|Developer mode/)).toHaveCount(0);
});

// Before the offline queue a save that could not reach the backend was rolled back with this toast; now it
// waits and is saved when the backend answers again, and only a refusal is rolled back.
test('a save while the backend is unreachable waits and is saved when it is back', async ({ page }) => {
  const user = await signedInUser(page);
  await openSettings(page);
  await page.route(`${E2E_BACKEND_URL}/**`, (route) => route.abort('connectionrefused'));

  await presetSwitch(page, 'tiktok.com').click();
  await expect(presetSwitch(page, 'tiktok.com')).not.toBeChecked();
  await expect(page.getByTestId('sync-status')).toHaveText('1 change waiting', { timeout: 20_000 });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Error Saving Settings' })).toHaveCount(0);
  expect(await storedSettings(user.userId)).toBeNull();

  await page.unroute(`${E2E_BACKEND_URL}/**`);
  // Retried with back-off until the backend answers.
  await expect
    .poll(() => storedSettings(user.userId), { timeout: 45_000 })
    .toEqual({ distracting_sites: PRESETS.filter((site) => site !== 'tiktok.com'), block_adult_content: false });
  await expectAllSaved(page, { timeout: 20_000 });
  await expect(presetSwitch(page, 'tiktok.com')).not.toBeChecked();
});

test('a save the backend refuses is rolled back with Error Saving Settings', async ({ page }) => {
  const user = await signedInUser(page);
  await openSettings(page);
  await page.route(`${E2E_BACKEND_URL}/rest/v1/user_settings**`, (route) =>
    route.request().method() === 'GET'
      ? route.fallback()
      : route.fulfill({
          status: 403,
          json: { code: '42501', message: 'new row violates row-level security policy', details: null, hint: null },
        }),
  );

  await presetSwitch(page, 'tiktok.com').click();
  await expectToast(page, 'Error Saving Settings', 'You do not have permission to perform this action.');
  await expect(presetSwitch(page, 'tiktok.com')).toBeChecked();

  await siteInput(page).fill('chess.com');
  await siteInput(page).press('Enter');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Error Saving Settings' })).toHaveCount(2);
  await expect(siteInput(page)).toHaveValue('chess.com');
  await expect(page.getByText('You have not added any sites yet.')).toBeVisible();

  await page.unroute(`${E2E_BACKEND_URL}/rest/v1/user_settings**`);
  expect(await storedSettings(user.userId)).toBeNull();
});

test('with the extension, a new site asks for permission: granted, then denied', async ({ page }) => {
  await installExtensionStandIn(page);
  const user = await signedInUser(page);
  await openSettings(page);
  await expect(page.getByText('Connected (v9.8.7)')).toBeVisible();
  await expect(page.getByText('How to install')).toHaveCount(0);
  // Declined before: blocked sites show the browser's error page, and the panel says how to change that.
  const blockedPage = page.getByRole('group', { name: 'Blocked page' });
  await expect(blockedPage.getByText('Not allowed')).toBeVisible();
  await expect(blockedPage).toContainText(
    "Your sites are still blocked, but they show the browser's error page instead of your blocked page.",
  );
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((value) => localStorage.setItem('onething-theme', value), theme);
    await page.reload();
    await expect(blockedPage.getByRole('button', { name: 'Allow the blocked page' })).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, `${theme}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }

  await siteInput(page).fill('www.chess.com/');
  await page.getByRole('button', { name: 'Add Site' }).click();
  await expectToast(page, 'Permission Granted');
  expect(await page.evaluate(() => (window as unknown as StandIn).__permissionRequests)).toEqual(['chess.com']);

  await page.evaluate(() => {
    (window as unknown as StandIn).__grant = false;
  });
  await siteInput(page).fill('lichess.org');
  await siteInput(page).press('Enter');
  await expectToast(
    page,
    'Permission Denied',
    "Permission to block lichess.org was denied. This site won't be blocked.",
  );
  // Denied or not, the site stays in the list.
  await expect(ownSites(page)).toHaveText(['chess.com', 'lichess.org']);
  await expect
    .poll(async () => (await storedSettings(user.userId))?.distracting_sites.slice(-2))
    .toEqual(['chess.com', 'lichess.org']);
});

test('the panel has no axe violations in light and dark and fits a 375 px phone', async ({ page }) => {
  await signedInUser(page);
  for (const theme of ['light', 'dark'] as const) {
    await page.goto('/settings');
    await page.evaluate((value) => localStorage.setItem('onething-theme', value), theme);
    await page.reload();
    await expect(presetSwitch(page, 'youtube.com')).toBeVisible();
    await expect(page.getByText('Not detected')).toBeVisible();
    await page.getByText('How to install').click();
    await siteInput(page).fill('youtube.com');
    await siteInput(page).press('Enter');
    await expect(sitesCard(page).getByRole('alert')).toBeVisible();
    const violations = await axeViolations(page);
    expect(violations, `${theme}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }

  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(presetSwitch(page, 'youtube.com')).toBeVisible();
  await siteInput(page).fill('a-very-long-subdomain-name-for-testing.an-even-longer-domain-name-example.com');
  await siteInput(page).press('Enter');
  await expect(ownSites(page)).toHaveCount(1);
  await page.getByText('How to install').click();
  await expectNoSidewaysScroll(page);
});
