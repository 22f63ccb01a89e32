// A running deep work session follows the user through the app: the top bar of every other page shows the
// time left with pause and resume (the deep work page's own, shield included), the tab's title starts with
// the time, the command palette goes back to it, pauses and resumes it, and a second start is refused; the
// dashboard offers "Resume Deep Work" instead of a new session. At 1280 and 375 px, axe clean in both themes.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { signedInUser } from '../support/session';
import { db, expectToast } from '../support/onething-helpers';

const indicator = (page: Page) => page.getByTestId('session-indicator');
const sessionLink = (page: Page) => page.getByRole('link', { name: /left in the deep work session/ });
const phase = (page: Page) => page.getByTestId('timer-phase');
const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** mm:ss in the top bar, as seconds. */
async function topBarSeconds(page: Page): Promise<number> {
  const name = (await sessionLink(page).getAttribute('aria-label')) ?? '';
  const [m, s] = (/^(\d+):(\d\d)/.exec(name) ?? []).slice(1).map(Number);
  return (m ?? 0) * 60 + (s ?? 0);
}

/** The START_SHIELD messages the app posted to the extension (none is installed: the page's messages are kept). */
async function shieldStarts(page: Page): Promise<{ sessionId: string | null; durationMinutes: number }[]> {
  return page.evaluate(() => (window as unknown as { shieldStarts: [] }).shieldStarts);
}

async function startSession(page: Page, options: { shield?: boolean } = {}) {
  await page.goto('/deep-work');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Deep Work' })).toBeVisible();
  if (options.shield) await page.getByRole('switch', { name: 'Block distracting sites during sessions' }).check();
  await page.getByRole('button', { name: 'Start Deep Work' }).click();
  await expect(phase(page)).toHaveText('Focusing');
}

async function runFromPalette(page: Page, query: string, option: string) {
  await page.keyboard.press('Control+k');
  await palette(page).getByRole('combobox').fill(query);
  const wanted = palette(page).getByRole('option', { name: option, exact: true });
  await wanted.click();
  await expect(palette(page)).toBeHidden();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const kept: unknown[] = [];
    (window as unknown as { shieldStarts: unknown[] }).shieldStarts = kept;
    const post = window.postMessage.bind(window);
    window.postMessage = ((message: { type?: string }, ...rest: [string]) => {
      if (message?.type === 'START_SHIELD') kept.push(message);
      post(message, ...rest);
    }) as typeof window.postMessage;
  });
});

test('the top bar and the tab title show the session on every other page; pause and resume there are the page’s own', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await startSession(page, { shield: true });
  // Its own page shows the timer itself: no second one in the top bar.
  await expect(indicator(page)).toHaveCount(0);
  await expect.poll(() => page.title()).toMatch(/^2[45]:\d\d · Deep Work$/);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Habits' }).click();
  await expect(page).toHaveURL(/\/habits$/);
  await expect(sessionLink(page)).toBeVisible();
  await expect.poll(() => page.title()).toMatch(/^2[45]:\d\d · Habits$/);
  const before = await topBarSeconds(page);
  await expect.poll(() => topBarSeconds(page), { timeout: 5_000 }).toBeLessThan(before);

  await page.getByRole('button', { name: 'Pause the deep work session', exact: true }).click();
  await expect(sessionLink(page)).toHaveAccessibleName(/^\d\d:\d\d Paused: /);
  await expect.poll(() => page.title()).toMatch(/^2[45]:\d\d \(paused\) · Habits$/);
  const frozen = await topBarSeconds(page);
  await page.waitForTimeout(1_500); // real time passes; a paused session does not count it
  expect(await topBarSeconds(page)).toBe(frozen);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('onething-deep-work-session') ?? '{}'));
  expect(stored).toMatchObject({ isActive: true, isPaused: true, timeRemaining: frozen, timerStartTime: null });

  // The shield the page started follows the resume: the same start again with the minutes left.
  await page.getByRole('button', { name: 'Resume the deep work session', exact: true }).click();
  await expect(sessionLink(page)).not.toHaveAccessibleName(/Paused/);
  await expect.poll(() => page.title()).toMatch(/^2[45]:\d\d · Habits$/);
  const starts = await shieldStarts(page);
  expect(starts).toHaveLength(2);
  expect(starts[1]?.sessionId).toBe(starts[0]?.sessionId);
  expect(starts[1]?.durationMinutes).toBeCloseTo(frozen / 60, 5);

  // Back on the deep work page: the very same session, running.
  await sessionLink(page).click();
  await expect(page).toHaveURL(/\/deep-work$/);
  await expect(phase(page)).toHaveText('Focusing');
  const { body } = await db(`deep_work_sessions?user_id=eq.${user.userId}&select=id,completed_at`);
  expect(body).toEqual([{ id: starts[0]?.sessionId, completed_at: null }]);
});

test('the dashboard offers "Resume Deep Work"; the palette goes back, pauses, resumes and refuses a second start', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await startSession(page);

  await page.keyboard.press('Control+1');
  await expect(page).toHaveURL(/\/$/);
  const card = page.getByTestId('one-thing-card');
  await expect(card.getByRole('link', { name: 'Resume Deep Work' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Start Deep Work Session' })).toHaveCount(0);

  await runFromPalette(page, 'pause', 'Pause the deep work session');
  await expect(sessionLink(page)).toHaveAccessibleName(/^\d\d:\d\d Paused: /);
  await runFromPalette(page, 'resume', 'Resume the deep work session');
  await expect(sessionLink(page)).not.toHaveAccessibleName(/Paused/);

  // Starting another while one is on is refused, with the product's words for it; the session goes on.
  await runFromPalette(page, 'start a deep', 'Start a deep work session');
  await expect(page).toHaveURL(/\/deep-work$/);
  await expectToast(page, 'Session creation already in progress');
  await expect(phase(page)).toHaveText('Focusing');
  const { body } = await db(`deep_work_sessions?user_id=eq.${user.userId}&select=id`);
  expect(body).toHaveLength(1);

  await page.keyboard.press('Control+3');
  await runFromPalette(page, 'back to', 'Back to the deep work session');
  await expect(page).toHaveURL(/\/deep-work$/);

  // Stopped: nothing follows any more, and the dashboard starts sessions again.
  await page.getByRole('button', { name: 'Stop' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Stop' }).click();
  await expect(phase(page)).toHaveText('Ready to focus');
  await page.keyboard.press('Control+1');
  await expect(card.getByRole('button', { name: 'Start Deep Work Session' })).toBeVisible();
  await expect(indicator(page)).toHaveCount(0);
  await expect.poll(() => page.title()).toBe('Dashboard · ONE Thing OS');
});

test('at 375 px the session fits the top bar beside its buttons', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signedInUser(page);
  await startSession(page);
  await page.goto('/habits');
  await expect(sessionLink(page)).toBeVisible();
  const bar = await page.getByRole('banner').boundingBox();
  const pause = page.getByRole('button', { name: 'Pause the deep work session', exact: true });
  for (const control of [sessionLink(page), pause, page.getByRole('button', { name: /^Account menu/ })]) {
    // Each control drawn first (the account menu waits for the profile): a box is measured, not awaited.
    await expect(control).toBeVisible();
    const box = await control.boundingBox();
    expect(box).not.toBeNull();
    // Inside the bar and the screen, not pushed off or wrapped below it.
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(375);
    expect(box?.y ?? 0).toBeGreaterThanOrEqual(bar?.y ?? 0);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual((bar?.y ?? 0) + (bar?.height ?? 0));
  }
  await pause.click();
  await expect(page.getByRole('button', { name: 'Resume the deep work session', exact: true })).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the top bar with a session running and paused has no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('onething-theme', value), theme);
    await signedInUser(page);
    await startSession(page);
    await page.goto('/habits');
    await expect(sessionLink(page)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Pause the deep work session', exact: true }).click();
    await expect(sessionLink(page)).toHaveAccessibleName(/^\d\d:\d\d Paused: /);
    expect(await axeViolations(page)).toEqual([]);
  });
}
