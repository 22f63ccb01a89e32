// Addresses that name no habit or group: /habits/<anything> and /group/<anything> show the not-found page
// within a second, never skeletons for seconds or the database's "invalid input syntax for type uuid". An id
// that is not a uuid never reaches the database.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from '../support/shell-helpers';
import { signedInUser, signUpViaApi } from '../support/session';
import { createHabitViaApi, openHabits } from '../support/habits-helpers';

const NOT_A_UUID = ['not-a-uuid', 'x123y', '00000000-0000-4000-8000-00000000000z'];
const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';
const FAST_MS = 1_000;

/** Navigates inside the running app (no reload), as a link would. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Every request the page sends that carries the bad id, to show none reaches the backend. */
function requestsNaming(page: Page, id: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/') && request.url().includes(id)) seen.push(request.url());
  });
  return seen;
}

async function expectNotFound(page: Page, heading: string, home: string, started: number) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: FAST_MS });
  expect(Date.now() - started, `${heading} within ${FAST_MS} ms`).toBeLessThan(FAST_MS + 250);
  await expect(main.getByRole('link', { name: home })).toBeVisible();
  await expect(page.getByText(/invalid input syntax/i)).toHaveCount(0);
  await expect(page.getByLabel('Loading history')).toHaveCount(0);
}

test('a habit address that is no habit shows the not-found page at once', async ({ page }) => {
  const user = await signedInUser(page);
  const other = await signUpViaApi();
  const theirs = await createHabitViaApi(other, { name: 'Somebody else’s habit' });
  await createHabitViaApi(user, { name: 'Read' });
  await openHabits(page);

  for (const bad of NOT_A_UUID) {
    const sent = requestsNaming(page, bad);
    const started = Date.now();
    await navigateInApp(page, `/habits/${bad}`);
    await expectNotFound(page, 'Habit not found', 'Go to Habit Tracker', started);
    await expect(page).toHaveTitle(/Habit not found/);
    expect(sent, `no request names "${bad}"`).toEqual([]);
  }

  // A uuid that is no habit of this user (none at all, or another user's) is answered by the user's habits.
  for (const id of [UNKNOWN_UUID, theirs.id]) {
    const started = Date.now();
    await navigateInApp(page, `/habits/${id}`);
    await expectNotFound(page, 'Habit not found', 'Go to Habit Tracker', started);
  }

  // Loaded directly too, and its link leads back to the tracker.
  await page.goto('/habits/not-a-uuid');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit not found' })).toBeVisible();
  await expect(page.getByText(/invalid input syntax/i)).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'Go to Habit Tracker' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker' })).toBeVisible();
});

test('a group address that is no group shows the not-found page at once', async ({ page }) => {
  await signedInUser(page);
  await page.goto('/community');
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Community' })).toBeVisible({
    timeout: 20_000,
  });

  for (const bad of NOT_A_UUID) {
    const sent = requestsNaming(page, bad);
    const started = Date.now();
    await navigateInApp(page, `/group/${bad}`);
    await expectNotFound(page, 'Group not found', 'Go to Community', started);
    await expect(page).toHaveTitle(/Group not found/);
    expect(sent, `no request names "${bad}"`).toEqual([]);
  }

  const started = Date.now();
  await navigateInApp(page, `/group/${UNKNOWN_UUID}`);
  await expectNotFound(page, 'Group not found', 'Go to Community', started);

  await page.goto('/group/not-a-uuid');
  await page.getByRole('main').getByRole('link', { name: 'Go to Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the not-found pages have no axe violations (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('onething-theme', value), theme);
    await signedInUser(page);
    for (const [path, heading] of [
      ['/habits/not-a-uuid', 'Habit not found'],
      ['/group/not-a-uuid', 'Group not found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1, name: heading })).toBeVisible({
        timeout: 20_000,
      });
      expect(await axeViolations(page), `${path} (${theme})`).toEqual([]);
    }
  });
}
