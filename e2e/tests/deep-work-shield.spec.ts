// The whole shield flow from the deep work page, with the real extension: the user turns the shield on and
// starts a session; their distracting site shows the blocked page with their ONE Thing; the page counts the
// blocked attempt; stopping the session opens the site again.
import { expect, test } from '@playwright/test';
import { dynamicRules, firstPage, launchWithExtension, startFakeSite, type ExtensionBrowser, type FakeSite } from '../support/extension';
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
    headers: { apikey: anonKey(), Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json', Prefer: prefer },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
}

test('starting a session with the shield on blocks the user’s site until the session is stopped', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  const user = await signedInUser(app);
  await asUser(user, 'rpc/create_goal', { p_title: 'Write the thesis' });
  await asUser(user, 'user_settings?on_conflict=user_id', { user_id: user.userId, distracting_sites: ['youtube.com'] }, 'resolution=merge-duplicates');

  await app.goto('/deep-work');
  const main = app.getByRole('main');
  await expect(main.getByTestId('session-goal')).toHaveText('Write the thesis');
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Inactive');
  await main.getByRole('switch', { name: 'Block distracting sites during sessions' }).click();
  await main.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Active');
  // The badge turns on when the page asks the extension to start; the rules follow a few ms later, and a
  // navigation made before them is not redirected afterwards.
  const extension = browser;
  await expect.poll(async () => (await dynamicRules(extension)).map((rule) => rule.condition.requestDomains)).toContainEqual(['youtube.com']);

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
  await tab.goto('https://www.youtube.com/');
  await expect(tab.getByRole('heading', { name: 'Fake www.youtube.com' })).toBeVisible();
});
