// The whole shield flow from the deep work page, with the real extension and the default sites (the
// presets, youtube.com among them): turning the shield on asks once, on the extension's page, for every
// site; allowed, a preset site shows the blocked page with the ONE Thing; the page counts the blocked
// attempt; stopping the session opens the site again.
import { expect, test } from '@playwright/test';
import {
  ALL_SITES,
  allowChromePromptAhead,
  dynamicRules,
  firstPage,
  hasHostPermission,
  launchWithExtension,
  startFakeSite,
  type ExtensionBrowser,
  type FakeSite,
} from '../support/extension';
import { expectToast } from '../support/onething-helpers';
import { E2E_BACKEND_URL } from '../support/ports';
import { anonKey, signedInUser, type TestUser } from '../support/session';

let site: FakeSite;
let browser: ExtensionBrowser | undefined;

test.beforeAll(async () => {
  site = await startFakeSite(['youtube.com']);
});
test.afterAll(async () => {
  await site.close();
});
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function asUser(user: TestUser, pathAndQuery: string, body: unknown, prefer = 'return=minimal') {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/${pathAndQuery}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Prefer: prefer,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
}

test('turning the shield on asks once for every site; a preset site then shows the blocked page until the session is stopped', async () => {
  browser = await launchWithExtension({ fakeSite: site });
  await allowChromePromptAhead(browser, ALL_SITES);
  const app = await firstPage(browser);
  const user = await signedInUser(app);
  await asUser(user, 'rpc/create_goal', { p_title: 'Write the thesis' });

  await app.goto('/deep-work');
  const main = app.getByRole('main');
  await expect(main.getByTestId('session-goal')).toHaveText('Write the thesis');
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Inactive');
  const errorPageNotice = main.getByText("Blocked sites show the browser's error page instead of your blocked page.");
  await expect(errorPageNotice).toBeVisible();
  expect(await hasHostPermission(browser, [ALL_SITES])).toBe(false);

  const opened = browser.context.waitForEvent('page');
  await main.getByRole('switch', { name: 'Block distracting sites during sessions' }).click();
  const permissionPage = await opened;
  await expect(
    permissionPage.getByRole('heading', { level: 1, name: 'Show the blocked page on every blocked site?' }),
  ).toBeVisible();
  const closed = permissionPage.waitForEvent('close');
  await permissionPage.getByRole('button', { name: 'Allow', exact: true }).click();
  await closed;
  await expectToast(app, 'Permission Granted');
  await expect(errorPageNotice).toBeHidden();
  expect(await hasHostPermission(browser, [ALL_SITES])).toBe(true);

  await main.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Active');
  // The badge turns on when the page asks the extension to start; the rules follow a few ms later, and a
  // navigation made before them is not redirected afterwards.
  const extension = browser;
  await expect
    .poll(
      async () =>
        (await dynamicRules(extension)).find((rule) => rule.condition.requestDomains?.includes('youtube.com'))?.action
          .type,
    )
    .toBe('redirect');
  // Asked once: starting the session asked nothing more.
  expect(browser.context.pages()).toHaveLength(1);

  const tab = await browser.context.newPage();
  await tab.goto('https://www.youtube.com/');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com is blocked' })).toBeVisible();
  await expect(tab.getByText('Write the thesis')).toBeVisible();
  await expect(tab.getByRole('timer')).toHaveText(/^2[45]:[0-5]\d$/);

  await app.bringToFront();
  await expect(app.getByTestId('blocked-count')).toHaveText('1 distraction blocked');

  await main.getByRole('button', { name: 'Stop' }).click();
  await app.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click();
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Inactive');
  // The app shows the stop at once; the extension removes its rules a moment later (the blocked page
  // itself then says the shield is off), so the site opens on the first visit after that.
  await expect(async () => {
    await tab.goto('https://www.youtube.com/');
    await expect(tab.getByRole('heading', { name: 'Fake www.youtube.com' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
});
