// What the offline specs and the replay benchmark share: the top bar's sync status, the page's main region,
// and a goal with steps made through the planner.
import { expect, type Page } from '@playwright/test';
import { addStepThroughUi, createGoalThroughUi } from './onething-helpers';

export const status = (page: Page) => page.getByTestId('sync-status');
export const main = (page: Page) => page.getByRole('main');

/**
 * Every queued write has been answered. The status shows nothing both when all is saved and during a write's
 * first 400 ms in flight (it never flashes "Syncing…"), so the empty text alone would let a test read the
 * database before the last write reached it: the status's kind says which.
 */
export async function expectAllSaved(page: Page, options: { timeout?: number } = {}) {
  await expect(status(page)).toHaveAttribute('data-kind', 'saved', options);
  await expect(status(page)).toBeEmpty();
}

export async function openThroughSidebar(page: Page, link: string, path: string) {
  await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path === '/' ? '/$' : path}`));
  await expect(main(page).getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
}

/**
 * The offline session starts once the page has settled, and writes the cache at most a second after the last
 * read: wait for both before going offline.
 */
export async function letTheCacheSettle(page: Page) {
  await expect(status(page)).toHaveAttribute('data-offline-mode', 'on', { timeout: 15_000 });
  await page.waitForTimeout(1500);
}

export async function goalWithSteps(page: Page, title: string, steps: readonly [string, string][]) {
  await page.goto('/one-thing');
  await expect(main(page).getByRole('heading', { name: 'No Active ONE Thing Goal' })).toBeVisible();
  await createGoalThroughUi(page, title);
  for (const [step, start] of steps) {
    await addStepThroughUi(page, step, { start });
    await expect(main(page).getByRole('button', { name: `Mark "${step}" as complete` })).toBeVisible();
  }
}
