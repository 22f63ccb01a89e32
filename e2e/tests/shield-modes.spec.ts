// The shield's modes with the real extension in Chromium and the real backend: a locked session that
// neither the app, the popup nor a forged message can stop, ended only by the emergency stop after its wait
// and recorded as canceled; a weekly schedule that blocks with no session and no app tab open; allowlist
// mode; a rationed break that ends on a controlled clock; and "Shield down" when the extension is disabled
// in the middle of a session.
import { expect, test, type Page } from '@playwright/test';
import {
  ALL_SITES,
  allowChromePromptAhead,
  dynamicRules,
  firstPage,
  injectAxe,
  launchWithExtension,
  postAsApp,
  startFakeSite,
  workerStorage,
  type ExtensionBrowser,
  type FakeSite,
} from '../support/extension';
import { expectToast } from '../support/onething-helpers';
import { followSystemTheme, saveShotsEveryWay } from '../support/screenshots';
import { adminRest, signedInUser, type TestUser } from '../support/session';
import { createGoal, postAsUser } from '../support/seed-rows';
import { axeViolations } from '../support/shell-helpers';

// The chrome.* calls these tests make inside the extension's worker and on chrome://extensions.
declare const chrome: {
  alarms: { create(name: string, info: { when: number }): Promise<void> };
  management: { setEnabled(id: string, enabled: boolean): Promise<void> };
};

const GOAL = 'Ship the locked shield';
const SENTENCE = 'I choose to break my focus';

let site: FakeSite;
let browser: ExtensionBrowser | undefined;

test.beforeAll(async () => {
  site = await startFakeSite(['youtube.com', 'reddit.com', 'chess.com']);
});
test.afterAll(async () => {
  await site.close();
});
test.afterEach(async () => {
  await browser?.close();
  browser = undefined;
});

/** A browser with the extension allowed on every site, and a signed-in user with a ONE Thing and these settings. */
async function setUp(settings: Record<string, unknown>) {
  browser = await launchWithExtension({ fakeSite: site });
  await allowChromePromptAhead(browser, ALL_SITES);
  const app = await firstPage(browser);
  await followSystemTheme(app);
  const user = await signedInUser(app);
  await createGoal(user, { title: GOAL });
  // A new user has no settings row yet: these are its first.
  await postAsUser(user, 'user_settings', { user_id: user.userId, ...settings });
  return { app, user, extension: browser };
}

/** The deep work page with the shield switched on (the one request for every site answered on its page). */
async function shieldOn(extension: ExtensionBrowser, app: Page) {
  await app.goto('/deep-work');
  const main = app.getByRole('main');
  await expect(main.getByTestId('session-goal')).toHaveText(GOAL);
  const opened = extension.context.waitForEvent('page');
  await main.getByRole('switch', { name: 'Block distracting sites during sessions' }).click();
  const permissionPage = await opened;
  const closed = permissionPage.waitForEvent('close');
  await permissionPage.getByRole('button', { name: 'Allow', exact: true }).click();
  await closed;
  await expectToast(app, 'Permission Granted');
  return main;
}

async function sessionRows(user: TestUser) {
  const { body } = await adminRest(`deep_work_sessions?user_id=eq.${user.userId}&select=*`);
  return body as Array<Record<string, unknown>>;
}

/** Visits a URL in `tab` until it shows the expected heading (rules change a moment after the app asks). */
async function visitUntil(tab: Page, url: string, heading: string | RegExp) {
  await expect(async () => {
    await tab.goto(url);
    await expect(tab.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('a locked session cannot be stopped from the app, the popup or a forged message; the emergency stop ends it after its wait and records it', async () => {
  const { app, user, extension } = await setUp({ distracting_sites: ['youtube.com'], emergency_wait_seconds: 10 });
  const main = await shieldOn(extension, app);
  await main.getByRole('switch', { name: 'Lock the shield until the session ends' }).click();
  await main.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Active');
  await expect(main.getByRole('button', { name: 'Stop', exact: true })).toHaveCount(0);
  await expect(main.getByRole('switch', { name: 'Block distracting sites during sessions' })).toBeDisabled();
  const tab = await extension.context.newPage();
  await visitUntil(tab, 'https://youtube.com/', 'youtube.com is blocked');
  await expect(tab.getByText('Your shield is locked until your session ends.')).toBeVisible();
  await expect(tab.getByRole('button', { name: /Take a 5-minute break/ })).toBeHidden();
  await saveShotsEveryWay(tab, 'shield-blocked-locked');
  await saveShotsEveryWay(app, 'shield-deep-work-locked');

  // The popup offers no Stop, only the emergency stop; a page script's forged stop is refused.
  const popup = await extension.context.newPage();
  await popup.goto(`chrome-extension://${extension.extensionId}/popup.html`);
  await expect(popup.getByRole('status')).toHaveText(
    'Active and locked: distracting sites are blocked until your session ends.',
  );
  await expect(popup.getByRole('button', { name: 'Stop shield' })).toBeHidden();
  await expect(popup.getByRole('heading', { name: 'Locked until your session ends' })).toBeVisible();
  await saveShotsEveryWay(popup, 'shield-popup-locked');
  await injectAxe(popup);
  expect(await axeViolations(popup)).toEqual([]);
  await app.bringToFront();
  await postAsApp(app, { type: 'STOP_SHIELD', reason: 'user_stopped' });
  await tab.goto('https://youtube.com/');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com is blocked' })).toBeVisible();
  expect((await dynamicRules(extension)).length).toBeGreaterThan(0);

  // The emergency stop: the sentence, then the wait, then the stop.
  await main.getByRole('button', { name: 'Emergency stop' }).click();
  const dialog = app.getByRole('dialog', { name: 'Emergency stop' });
  await dialog.getByLabel(`Type “${SENTENCE}”`).fill('let me out');
  await dialog.getByRole('button', { name: 'Begin emergency stop' }).click();
  await expect(dialog.getByText(`Type “${SENTENCE}” exactly as shown.`)).toBeVisible();
  await dialog.getByLabel(`Type “${SENTENCE}”`).fill(SENTENCE);
  await dialog.getByRole('button', { name: 'Begin emergency stop' }).click();
  await expect(dialog.getByRole('timer')).toHaveText(/You can stop the session in 00:(0\d|10)\./);
  const stopNow = dialog.getByRole('button', { name: 'Stop the session now' });
  await expect(stopNow).toBeDisabled();
  await saveShotsEveryWay(app, 'shield-emergency-wait');
  expect(await axeViolations(app)).toEqual([]);
  await expect(stopNow).toBeEnabled({ timeout: 15_000 });
  await stopNow.click();
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Inactive');
  await visitUntil(tab, 'https://youtube.com/', 'Fake youtube.com');
  await expect
    .poll(async () =>
      (await sessionRows(user)).map((row) => [row.shield_locked, row.emergency_canceled, row.completed_at !== null]),
    )
    .toEqual([[true, true, true]]);
});

test('an emergency stop from the popup, with no app tab open, is recorded on the session by the extension', async () => {
  const { app, user, extension } = await setUp({ distracting_sites: ['youtube.com'], emergency_wait_seconds: 10 });
  const main = await shieldOn(extension, app);
  await main.getByRole('switch', { name: 'Lock the shield until the session ends' }).click();
  await main.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect.poll(async () => (await sessionRows(user)).length).toBe(1);
  const popup = await extension.context.newPage();
  await app.close();

  await popup.goto(`chrome-extension://${extension.extensionId}/popup.html`);
  await popup.getByLabel('Sentence').fill(SENTENCE);
  await popup.getByRole('button', { name: 'Begin emergency stop' }).click();
  const stopNow = popup.getByRole('button', { name: 'Stop shield now' });
  await expect(stopNow).toBeDisabled();
  await expect(popup.getByRole('timer', { name: '' }).last()).toContainText('You can stop the shield');
  await saveShotsEveryWay(popup, 'shield-popup-emergency-wait');
  await expect(stopNow).toBeEnabled({ timeout: 15_000 });
  await stopNow.click();
  await expect(popup.getByRole('status')).toHaveText('Off: nothing is blocked.');
  await expect
    .poll(async () => (await sessionRows(user)).map((row) => [row.emergency_canceled, row.completed_at !== null]))
    .toEqual([[true, true]]);
});

test('a weekly schedule saved in Settings blocks a site with no session and no app tab open', async () => {
  const { app, extension } = await setUp({ distracting_sites: ['youtube.com'] });
  await app.goto('/settings');
  const rules = app.getByRole('region', { name: 'Schedules and session rules' });
  await rules.getByRole('button', { name: 'Add a schedule' }).click();
  const schedule = rules.getByRole('listitem', { name: 'Schedule 1' });
  for (const day of ['Sunday', 'Saturday']) await schedule.getByRole('checkbox', { name: day }).check();
  await schedule.getByLabel('From').fill('00:00');
  await schedule.getByLabel('To').fill('00:00');
  // A range that ends before it starts is refused with its message, and nothing is saved.
  await rules.getByRole('button', { name: 'Add a schedule' }).click();
  const second = rules.getByRole('listitem', { name: 'Schedule 2' });
  await second.getByLabel('From').fill('12:00');
  await second.getByLabel('To').fill('09:00');
  await rules.getByRole('button', { name: 'Save Rules' }).click();
  await expect(second.getByRole('alert')).toHaveText('The end time must be after the start time.');
  await saveShotsEveryWay(app, 'shield-settings-rules');
  expect(await axeViolations(app)).toEqual([]);
  await second.getByRole('button', { name: 'Remove schedule 2' }).click();
  // The first schedule saved asks, once, for the blocked page on every site.
  const opened = extension.context.waitForEvent('page');
  await rules.getByRole('button', { name: 'Save Rules' }).click();
  await expectToast(app, 'Settings Saved', 'Your distraction shield settings have been updated.');
  const permissionPage = await opened;
  const closed = permissionPage.waitForEvent('close');
  await permissionPage.getByRole('button', { name: 'Allow', exact: true }).click();
  await closed;
  await expect
    .poll(
      async () => ((await workerStorage(extension, 'local', 'plan')) as { schedules?: unknown[] } | null)?.schedules,
    )
    .toEqual([{ days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '24:00' }]);

  const tab = await extension.context.newPage();
  await app.close();
  await visitUntil(tab, 'https://www.youtube.com/', 'youtube.com is blocked');
  await expect(tab.getByText('Your blocking schedule is on: this site opens again when it ends.')).toBeVisible();
  await saveShotsEveryWay(tab, 'shield-blocked-schedule');
  await expect(tab.getByRole('heading', { name: 'Blocked', exact: true })).toBeVisible();
  await expect(tab.getByRole('timer')).toHaveText('All week');
  await injectAxe(tab);
  expect(await axeViolations(tab)).toEqual([]);
  await tab.goto('https://reddit.com/');
  await expect(tab.getByRole('heading', { level: 1, name: 'Fake reddit.com' })).toBeVisible();
  const popup = await extension.context.newPage();
  await popup.goto(`chrome-extension://${extension.extensionId}/popup.html`);
  await expect(popup.getByRole('status')).toHaveText('Active: your blocking schedule is on.');
  await saveShotsEveryWay(popup, 'shield-popup-schedule');
});

test('allowlist mode blocks a site that is not allowed and opens one that is, and the app', async () => {
  const { app, extension } = await setUp({ distracting_sites: ['youtube.com'], allowed_sites: ['reddit.com'] });
  const main = await shieldOn(extension, app);
  await expect(main.getByText('Blocks every site but reddit.com.')).toBeVisible();
  await main.getByRole('switch', { name: 'Only allow my work sites' }).click();
  await main.getByRole('button', { name: 'Start Deep Work' }).click();
  const tab = await extension.context.newPage();
  await visitUntil(tab, 'https://chess.com/openings', 'chess.com is blocked');
  await expect(tab.getByText('Only your allowed sites open during this session.')).toBeVisible();
  await saveShotsEveryWay(tab, 'shield-blocked-allowlist');
  await saveShotsEveryWay(app, 'shield-deep-work-allowlist');
  await tab.goto('https://www.reddit.com/r/focus');
  await expect(tab.getByRole('heading', { level: 1, name: 'Fake www.reddit.com' })).toBeVisible();
  await tab.goto('https://youtube.com/');
  await expect(tab.getByRole('heading', { level: 1, name: 'youtube.com is blocked' })).toBeVisible();
  await tab.goto('/deep-work');
  await expect(tab.getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
});

test('a break lifts the block for its length, then it blocks again, and the breaks run out', async () => {
  const { app, extension } = await setUp({ distracting_sites: ['youtube.com'], breaks_per_session: 1 });
  const main = await shieldOn(extension, app);
  await main.getByRole('button', { name: 'Start Deep Work' }).click();
  const tab = await extension.context.newPage();
  await visitUntil(tab, 'https://youtube.com/watch', 'youtube.com is blocked');
  await saveShotsEveryWay(tab, 'shield-blocked-break');
  await injectAxe(tab);
  expect(await axeViolations(tab)).toEqual([]);
  await tab.getByRole('button', { name: 'Take a 5-minute break (1 left)' }).click();
  await expect(tab.getByRole('heading', { level: 1, name: 'Fake youtube.com' })).toBeVisible();
  await tab.goto('https://youtube.com/');
  await expect(tab.getByRole('heading', { level: 1, name: 'Fake youtube.com' })).toBeVisible();

  // A controlled clock: the worker's time moves past the break's end and its alarm fires now.
  const worker = await extension.worker();
  await worker.evaluate(async () => {
    const realNow = Date.now.bind(Date);
    Date.now = () => realNow() + 5 * 60_000 + 1_000;
    await chrome.alarms.create('shield-end', { when: realNow() });
  });
  await visitUntil(tab, 'https://youtube.com/', 'youtube.com is blocked');
  await expect(tab.getByRole('button', { name: /Take a 5-minute break/ })).toBeHidden();
});

test('disabling the extension in the middle of a session shows "Shield down" and records it on the session', async () => {
  const { app, user, extension } = await setUp({ distracting_sites: ['youtube.com'] });
  await shieldOn(extension, app);
  await app.getByRole('main').getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(app.getByTestId('shield-badge')).toHaveText('Distraction Shield Active');
  await expect.poll(async () => (await sessionRows(user)).length).toBe(1);

  const extensionsPage = await extension.context.newPage();
  await extensionsPage.goto(`chrome://extensions/?id=${extension.extensionId}`);
  await extensionsPage.evaluate((id) => chrome.management.setEnabled(id, false), extension.extensionId);
  await extensionsPage.close();

  await expect(app.getByTestId('shield-badge')).toHaveText('Shield down');
  await expect(app.getByRole('alert').filter({ hasText: 'Shield down' })).toContainText(
    'The companion extension stopped answering',
  );
  await expect.poll(async () => (await sessionRows(user))[0]?.shield_down_at).not.toBeNull();
  await saveShotsEveryWay(app, 'shield-down');
});
