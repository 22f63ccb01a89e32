// The distraction shield with the real companion extension loaded in Chromium: blocking through the
// extension's rules (whole sites, and a part of a site by its path), the blocked page, the block log, surviving a worker stop, stopping, ending by
// itself, site permission, the one request for every site, the popup, and forged messages that must be
// ignored.
import { expect, test, type Page } from '@playwright/test';
import {
  ALL_SITES,
  allowChromePromptAhead,
  dynamicRules,
  extensionMessages,
  firstPage,
  injectAxe,
  launchWithExtension,
  postAsApp,
  recordExtensionMessages,
  startFakeSite,
  stopAllWorkers,
  workerStorage,
  type ExtensionBrowser,
  type FakeSite,
} from '../support/extension';
import { expectToast } from '../support/onething-helpers';
import { E2E_BACKEND_URL } from '../support/ports';
import { adminRest, anonKey, signedInUser, type TestUser } from '../support/session';
import { axeViolations } from '../support/shell-helpers';

const GOAL = 'Finish the distraction shield';
type Message = {
  type: string;
  active?: boolean;
  reason?: string;
  blockedCount?: number;
  requestId?: string;
  granted?: boolean;
  site?: string;
};

let site: FakeSite;
let browser: ExtensionBrowser | undefined;

test.beforeAll(async () => {
  site = await startFakeSite(['youtube.com', 'reddit.com', 'chess.com', '4tube.com']);
});
test.afterAll(async () => {
  await site.close();
});
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

async function asUser(
  user: TestUser,
  pathAndQuery: string,
  body: unknown,
  accept = 'application/vnd.pgrst.object+json',
) {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/${pathAndQuery}`, {
    method: 'POST',
    headers: {
      apikey: anonKey(),
      Authorization: `Bearer ${user.accessToken}`,
      'Content-Type': 'application/json',
      Accept: accept,
      Prefer: 'return=representation',
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

/** A signed-in user with an active ONE Thing and a running deep work session row, on the app's dashboard. */
async function focusingUser(page: Page) {
  const user = await signedInUser(page);
  const goal = await asUser(user, 'rpc/create_goal', { p_title: GOAL });
  const session = await asUser(user, 'deep_work_sessions?select=id', {
    user_id: user.userId,
    title: GOAL,
    goal_id: goal.id,
    duration_minutes: 25,
    shield_enabled: true,
  });
  await recordExtensionMessages(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  // The app hands the extension its token (with the backend URL) by itself after the session loads.
  await expect
    .poll(async () => ((await workerStorage(browser!, 'session', 'token')) as { token?: string } | null)?.token)
    .toBe(user.accessToken);
  return { user, sessionId: session.id };
}

/** Posts START_SHIELD as the app does and resolves with the time until the extension reported it active. */
async function startShield(
  page: Page,
  options: { sites: string[]; sessionId: string | null; durationMinutes: number; blockAdultContent?: boolean },
) {
  return page.evaluate((start) => {
    const began = performance.now();
    return new Promise<number>((resolve) => {
      window.addEventListener('message', function onStatus(event) {
        const data = event.data as { source?: string; type?: string; active?: boolean };
        if (
          event.source !== window ||
          data?.source !== 'onething-extension' ||
          data.type !== 'SHIELD_STATUS' ||
          !data.active
        )
          return;
        window.removeEventListener('message', onStatus);
        resolve(performance.now() - began);
      });
      window.postMessage(
        { source: 'onething-app', type: 'START_SHIELD', enabled: true, allowedDomains: [], ...start },
        window.location.origin,
      );
    });
  }, options);
}

const lastStatus = async (page: Page) =>
  (await extensionMessages<Message>(page)).filter((m) => m.type === 'SHIELD_STATUS').at(-1);

test('a blocked site shows the blocked page with the ONE Thing and time left, is logged, stays blocked after a worker stop and opens again after stop', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  const { user, sessionId } = await focusingUser(app);
  const tab = await browser.context.newPage();
  await tab.goto('https://www.youtube.com/');
  await expect(tab.getByRole('heading', { name: 'Fake www.youtube.com' })).toBeVisible();

  const installMs = await startShield(app, { sites: ['youtube.com', 'reddit.com'], sessionId, durationMinutes: 25 });
  expect((await dynamicRules(browser)).map((r) => [r.condition.requestDomains, r.action.type])).toEqual([
    [['youtube.com'], 'redirect'],
    [['reddit.com'], 'block'],
  ]);

  const navigationStarted = Date.now();
  await tab.goto('https://m.youtube.com/watch?v=focus');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com is blocked' })).toBeVisible();
  const blockedPageMs = Date.now() - navigationStarted;
  expect(tab.url()).toBe(
    `chrome-extension://${browser.extensionId}/blocked.html?site=youtube.com&url=https://m.youtube.com/watch?v=focus`,
  );
  await expect(tab.getByText(GOAL)).toBeVisible();
  const detailsMs = Date.now() - navigationStarted;
  await expect(tab.getByRole('timer')).toHaveText(/^2[45]:[0-5]\d$/);
  await expect(tab.getByRole('link', { name: 'Back to Deep Work' })).toHaveAttribute(
    'href',
    'http://localhost:4300/deep-work',
  );
  console.log(
    `[shield] START_SHIELD → rules installed → status back: ${installMs.toFixed(0)} ms; navigation → blocked page shown: ${blockedPageMs} ms (ONE Thing title in: ${detailsMs} ms)`,
  );

  // Logged as the user, with the session, and counted for the app.
  await expect
    .poll(async () => (await adminRest(`shield_block_log?user_id=eq.${user.userId}&select=domain,session_id`)).body)
    .toEqual([{ domain: 'youtube.com', session_id: sessionId }]);
  await expect.poll(async () => (await lastStatus(app))?.blockedCount).toBe(1);

  // Readable and accessible in light and dark.
  await injectAxe(tab);
  expect(await axeViolations(tab)).toEqual([]);
  await tab.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(tab)).toEqual([]);

  // Without host permission for the site, a plain block: Chrome's own error page.
  await expect(tab.goto('https://www.reddit.com/')).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);

  await stopAllWorkers(browser);
  await tab.goto('https://www.youtube.com/feed');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com is blocked' })).toBeVisible();
  await expect.poll(async () => (await lastStatus(app))?.blockedCount).toBe(2);

  await postAsApp(app, { type: 'STOP_SHIELD', reason: 'user_stopped' });
  await expect.poll(async () => await lastStatus(app)).toMatchObject({ active: false, reason: 'user_stopped' });
  expect(await dynamicRules(browser)).toEqual([]);
  await tab.goto('https://m.youtube.com/watch?v=focus');
  await expect(tab.getByRole('heading', { name: 'Fake m.youtube.com' })).toBeVisible();
  await tab.goto('https://www.reddit.com/');
  await expect(tab.getByRole('heading', { name: 'Fake www.reddit.com' })).toBeVisible();
});

test('a site with a path blocks that part of it and not the rest: youtube.com/shorts, not /watch', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  const { user, sessionId } = await focusingUser(app);
  await startShield(app, { sites: ['youtube.com/shorts', 'reddit.com/r/all'], sessionId, durationMinutes: 25 });
  const tab = await browser.context.newPage();

  await tab.goto('https://www.youtube.com/shorts/abc?feature=share');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com/shorts is blocked' })).toBeVisible();
  await tab.goto('https://m.youtube.com/shorts');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com/shorts is blocked' })).toBeVisible();
  await tab.goto('https://www.youtube.com/watch?v=focus');
  await expect(tab.getByRole('heading', { name: 'Fake www.youtube.com' })).toBeVisible();
  // Without host permission for reddit.com: Chrome's own error page, for that path only.
  await expect(tab.goto('https://www.reddit.com/r/all/top')).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);
  // (In a tab of its own: the error page of the blocked navigation may still be loading in this one.)
  const other = await browser.context.newPage();
  await other.goto('https://www.reddit.com/r/productivity');
  await expect(other.getByRole('heading', { name: 'Fake www.reddit.com' })).toBeVisible();
  // Logged by the part of the site that was blocked.
  await expect
    .poll(async () => (await adminRest(`shield_block_log?user_id=eq.${user.userId}&select=domain`)).body)
    .toEqual([{ domain: 'youtube.com/shorts' }, { domain: 'youtube.com/shorts' }]);
});

test('500 sites, whole domains and paths, are installed in one update and block', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  const { sessionId } = await focusingUser(app);
  const sites = [
    ...Array.from({ length: 250 }, (_, i) => `site${i}.example.com`),
    ...Array.from({ length: 249 }, (_, i) => `youtube.com/channel${i}`),
    'youtube.com/shorts',
  ];
  const installMs = await startShield(app, { sites, sessionId, durationMinutes: 25 });
  expect(await dynamicRules(browser)).toHaveLength(500);
  const tab = await browser.context.newPage();
  await tab.goto('https://www.youtube.com/shorts/abc');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com/shorts is blocked' })).toBeVisible();
  console.log(
    `[shield] 500 sites (250 with a path): START_SHIELD → rules installed → status back: ${installMs.toFixed(0)} ms`,
  );
});

test('a shield whose end time passes ends by itself and tells the app', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  const { sessionId } = await focusingUser(app);
  await startShield(app, { sites: ['youtube.com'], sessionId, durationMinutes: 0.05 });
  const tab = await browser.context.newPage();
  await tab.goto('https://youtube.com/');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com is blocked' })).toBeVisible();
  await expect
    .poll(async () => await lastStatus(app), { timeout: 20_000 })
    .toMatchObject({ active: false, reason: 'timer_expired' });
  expect(await dynamicRules(browser)).toEqual([]);
  await expect(tab.getByText('The shield is off: this site is no longer blocked.')).toBeVisible();
  await tab.getByRole('link', { name: 'Continue to the site' }).click();
  await expect(tab.getByRole('heading', { name: 'Fake youtube.com' })).toBeVisible();
});

test('messages forged by another origin, from a frame or from its own page, are ignored', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  await focusingUser(app);
  const forged = {
    source: 'onething-app',
    type: 'START_SHIELD',
    enabled: true,
    sites: ['reddit.com'],
    allowedDomains: [],
    sessionId: null,
    durationMinutes: 25,
  };

  // A frame from another origin inside the app page posts to the app window.
  await app.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.src = 'https://www.youtube.com/embed';
    document.body.append(frame);
  });
  const isFake = (url: string) => url.startsWith('https://www.youtube.com/');
  await expect.poll(() => app.frames().some((f) => isFake(f.url()))).toBe(true);
  const frame = app.frames().find((f) => isFake(f.url()));
  await frame?.waitForLoadState();
  await frame?.evaluate((m) => {
    window.parent.postMessage(m, '*');
    window.parent.postMessage({ ...m, type: 'LOGOUT' }, '*');
  }, forged);
  // A page of another origin posts to itself: no content script runs there.
  const other = await browser.context.newPage();
  await other.goto('https://www.reddit.com/');
  await other.evaluate((m) => window.postMessage(m, '*'), forged);

  // A real request after the forged ones goes through the same content script and worker.
  await postAsApp(app, { type: 'REQUEST_SITE_PERMISSION', site: 'youtube.com', requestId: 'after-forgery' });
  await expect
    .poll(async () => (await extensionMessages<Message>(app)).find((m) => m.requestId === 'after-forgery'))
    .toMatchObject({ granted: true });
  expect(await dynamicRules(browser)).toEqual([]);
  expect((await extensionMessages<Message>(app)).some((m) => m.type === 'SHIELD_STATUS' && m.active)).toBe(false);
  expect(await workerStorage(browser, 'session', 'token')).not.toBeNull();
  await other.goto('https://www.reddit.com/again');
  await expect(other.getByRole('heading', { name: 'Fake www.reddit.com' })).toBeVisible();
});

test('site permission is asked on an extension page and the answer goes back to the app', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  await focusingUser(app);

  const opened = browser.context.waitForEvent('page');
  await postAsApp(app, { type: 'REQUEST_SITE_PERMISSION', site: 'reddit.com', requestId: 'ask-reddit' });
  const permissionPage = await opened;
  await expect(permissionPage.getByRole('heading', { level: 1, name: 'Allow blocking reddit.com?' })).toBeVisible();
  await injectAxe(permissionPage);
  expect(await axeViolations(permissionPage)).toEqual([]);
  const closed = permissionPage.waitForEvent('close');
  await permissionPage.getByRole('button', { name: "Don't allow" }).click();
  await closed;
  await expect
    .poll(async () => (await extensionMessages<Message>(app)).find((m) => m.requestId === 'ask-reddit'))
    .toEqual({
      source: 'onething-extension',
      type: 'SITE_PERMISSION_RESPONSE',
      site: 'reddit.com',
      granted: false,
      requestId: 'ask-reddit',
    });

  // An already granted site is answered at once, without a page.
  const pagesBefore = browser.context.pages().length;
  await postAsApp(app, { type: 'REQUEST_SITE_PERMISSION', site: 'youtube.com', requestId: 'ask-youtube' });
  await expect
    .poll(async () => (await extensionMessages<Message>(app)).find((m) => m.requestId === 'ask-youtube'))
    .toMatchObject({ granted: true });
  expect(browser.context.pages()).toHaveLength(pagesBefore);
});

test('the one request for every site: declined, every blocked site shows Chrome’s error page and Settings says so; allowed later from Settings, the presets, the user’s sites and the adult list show the blocked page', async () => {
  browser = await launchWithExtension({ fakeSite: site });
  await allowChromePromptAhead(browser, ALL_SITES);
  const app = await firstPage(browser);
  const { sessionId } = await focusingUser(app);
  await app.goto('/settings');
  const blockedPage = app.getByRole('group', { name: 'Blocked page' });
  await expect(blockedPage).toContainText('Not allowed');

  // Turning the shield on asks, on the extension's page; the user declines.
  let opened = browser.context.waitForEvent('page');
  await app.getByRole('switch', { name: 'Use the shield in deep work sessions' }).click();
  let permissionPage = await opened;
  await expect(
    permissionPage.getByRole('heading', { level: 1, name: 'Show the blocked page on every blocked site?' }),
  ).toBeVisible();
  await expect(
    permissionPage.getByText(
      "If you don't allow it, your sites are still blocked, but they show the browser's error page instead.",
    ),
  ).toBeVisible();
  await injectAxe(permissionPage);
  expect(await axeViolations(permissionPage)).toEqual([]);
  await permissionPage.emulateMedia({ colorScheme: 'dark' });
  expect(await axeViolations(permissionPage)).toEqual([]);
  let closed = permissionPage.waitForEvent('close');
  await permissionPage.getByRole('button', { name: "Don't allow" }).click();
  await closed;
  const declined = "Your sites are still blocked, but they show the browser's error page instead of your blocked page.";
  await expectToast(app, 'Permission Denied', declined);
  await expect(blockedPage).toContainText(declined);

  // Still blocked, with Chrome's own error page: a preset, the user's own site and one from the adult list.
  await startShield(app, {
    sites: ['youtube.com', 'chess.com'],
    sessionId,
    durationMinutes: 25,
    blockAdultContent: true,
  });
  expect((await dynamicRules(browser)).every((rule) => rule.action.type === 'block')).toBe(true);
  const tab = await browser.context.newPage();
  const blockedSites = [
    ['https://www.youtube.com/', 'youtube.com'],
    ['https://chess.com/play', 'chess.com'],
    ['https://www.4tube.com/', '4tube.com'],
  ] as const;
  for (const [url] of blockedSites) await expect(tab.goto(url)).rejects.toThrow(/ERR_BLOCKED_BY_CLIENT/);

  // Allowed later from Settings, by keyboard: the running shield switches every site to the blocked page.
  await app.bringToFront();
  opened = browser.context.waitForEvent('page');
  await blockedPage.getByRole('button', { name: 'Allow the blocked page' }).focus();
  await app.keyboard.press('Enter');
  permissionPage = await opened;
  closed = permissionPage.waitForEvent('close');
  await permissionPage.getByRole('button', { name: 'Allow', exact: true }).click();
  await closed;
  await expectToast(app, 'Permission Granted');
  await expect(blockedPage).toContainText('Every site the shield blocks shows your blocked page');
  const extension = browser;
  await expect
    .poll(async () => (await dynamicRules(extension)).every((rule) => rule.action.type === 'redirect'))
    .toBe(true);
  for (const [url, domain] of blockedSites) {
    await tab.goto(url);
    await expect(tab.getByRole('heading', { level: 1, name: `${domain} is blocked` })).toBeVisible();
    expect(tab.url()).toBe(`chrome-extension://${browser.extensionId}/blocked.html?site=${domain}&url=${url}`);
  }
});

test('the popup shows the running shield and stops it only after confirmation, telling the app', async () => {
  browser = await launchWithExtension({ grantedSites: ['youtube.com'], fakeSite: site });
  const app = await firstPage(browser);
  const { sessionId } = await focusingUser(app);
  await startShield(app, { sites: ['youtube.com', 'reddit.com'], sessionId, durationMinutes: 50 });

  const popup = await browser.context.newPage();
  await popup.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  await expect(popup.getByRole('status')).toHaveText('Active: distracting sites are blocked.');
  await expect(popup.getByRole('timer')).toHaveText(/^(50|49):[0-5]\d$/);
  await expect(popup.getByRole('list')).toHaveText(/youtube\.com\s*reddit\.com/);
  await injectAxe(popup);
  expect(await axeViolations(popup)).toEqual([]);

  await popup.getByRole('button', { name: 'Stop shield' }).click();
  const confirm = popup.getByRole('alertdialog');
  await expect(confirm).toContainText('Stop the shield before your session ends?');
  await confirm.getByRole('button', { name: 'Keep focusing' }).click();
  await expect(confirm).toBeHidden();
  expect(await dynamicRules(browser)).toHaveLength(2);

  await popup.getByRole('button', { name: 'Stop shield' }).click();
  await confirm.getByRole('button', { name: 'Stop shield' }).click();
  await expect(popup.getByRole('status')).toHaveText('Off: nothing is blocked.');
  await expect.poll(async () => await lastStatus(app)).toMatchObject({ active: false, reason: 'manual_stop' });
  expect(await dynamicRules(browser)).toEqual([]);
});
