// Sessions and the write queue: logging out with changes not yet saved asks first (they would be lost); a
// session the server ended while changes waited (signed out everywhere, its refresh token revoked) asks the
// user to sign in again once online, keeps the queue, and replays it for that user only, once.
import { expect, test, type Page } from '@playwright/test';
import { E2E_BACKEND_URL } from '../support/ports';
import { createHabitViaApi, habitCard } from '../support/habits-helpers';
import { browserToday, db } from '../support/onething-helpers';
import { expectAllSaved, letTheCacheSettle, status } from '../support/offline-helpers';
import { followSystemTheme, saveShotsEveryWay } from '../support/screenshots';
import { anonKey, signedInUser, type TestUser } from '../support/session';

async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
}

async function signInThroughForm(page: Page, user: TestUser) {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('Email').fill(user.email);
  await form.getByLabel('Password').fill(user.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const completionsToday = async (user: TestUser, today: string) =>
  (await db(`habit_completions?user_id=eq.${user.userId}&completion_date=eq.${today}&select=id`)).body as unknown[];

/** A habit on /habits, ticked offline: one write waits in the queue. */
async function tickOffline(page: Page, user: TestUser, habit: string) {
  await createHabitViaApi(user, { name: habit });
  await page.goto('/habits');
  await expect(habitCard(page, habit)).toBeVisible({ timeout: 20_000 });
  await letTheCacheSettle(page);
  await page.context().setOffline(true);
  await habitCard(page, habit)
    .getByRole('button', { name: `Mark ${habit} done today` })
    .click();
  await expect(status(page)).toHaveText('Offline · 1 change waiting');
}

test('logging out with a change not yet saved asks first: cancel keeps it, confirm logs out; with nothing queued it logs out at once', async ({
  page,
}) => {
  const user = await signedInUser(page);
  await tickOffline(page, user, 'Floss');

  await logOut(page);
  const dialog = page.getByRole('alertdialog', { name: 'Log out with unsaved changes?' });
  await expect(dialog).toContainText(
    '1 change has not been saved yet. They are sent when you are back online; if you log out now, they are lost.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/habits$/);
  await expect(status(page)).toHaveText('Offline · 1 change waiting');

  await logOut(page);
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page).toHaveURL(/\/landing$/);
  await page.context().setOffline(false);
  await page.waitForTimeout(1000);
  expect(await completionsToday(user, await browserToday(page))).toHaveLength(0);

  // Nothing queued: no question.
  const other = await page.context().newPage();
  await signedInUser(other);
  await other.goto('/habits');
  await expect(other.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
  await expectAllSaved(other);
  await logOut(other);
  await expect(other).toHaveURL(/\/landing$/);
  await expect(other.getByRole('alertdialog')).toHaveCount(0);
});

test('a session ended by the server while a change waited asks to sign in again online, and the change lands once, for that user only', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await followSystemTheme(page);
  const user = await signedInUser(page);
  await tickOffline(page, user, 'Stretch');
  const today = await browserToday(page);

  // Meanwhile the user is signed out everywhere (the admin API's sign-out: every session and refresh token).
  const revoked = await fetch(`${E2E_BACKEND_URL}/auth/v1/logout?scope=global`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${user.accessToken}` },
  });
  expect(revoked.status).toBe(204);

  await page.context().setOffline(false);
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
  await expect(page.getByTestId('session-expired')).toHaveText(
    'Your session has expired. Sign in again to save your changes.',
  );
  await expect(page.getByRole('form', { name: 'Sign in' }).getByLabel('Email')).toHaveValue(user.email);
  await saveShotsEveryWay(page, 'session-expired');
  expect(await completionsToday(user, today)).toHaveLength(0);

  // Another user signing in here neither sees nor replays it.
  const scratch = await page.context().newPage();
  const stranger = await signedInUser(scratch);
  await scratch.close();
  await signInThroughForm(page, stranger);
  await expect(page).toHaveURL(/\/habits$/, { timeout: 20_000 });
  await expect(habitCard(page, 'Stretch')).toHaveCount(0);
  await page.waitForTimeout(2000);
  expect(await completionsToday(user, today)).toHaveLength(0);
  expect(await completionsToday(stranger, today)).toHaveLength(0);
  await logOut(page);
  await expect(page).toHaveURL(/\/landing$/);

  // The same user again: the queued change is sent, once.
  // (From the landing page: a new load would run this page's set-up script, which stores the old session.)
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await signInThroughForm(page, user);
  await expect(page).not.toHaveURL(/\/auth$/, { timeout: 20_000 });
  await expect.poll(() => completionsToday(user, today), { timeout: 30_000 }).toHaveLength(1);
  await page.goto('/habits');
  await expect(habitCard(page, 'Stretch').getByRole('button', { name: 'Mark Stretch done today' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectAllSaved(page);
  await page.waitForTimeout(2000);
  expect(await completionsToday(user, today)).toHaveLength(1);
});
