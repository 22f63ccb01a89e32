// Screenshots are for people reviewing layouts (both themes, 1280 and 375 px), not assertions: a full-page PNG
// of a crowded page costs the browser real CPU, so the suite takes them only when ONETHING_SHOTS_DIR names a
// folder to write them to (`ONETHING_SHOTS_DIR=/tmp/shots npm run e2e -w @onething/e2e -- tests/x.spec.ts`).
import path from 'node:path';
import type { Page } from '@playwright/test';

export const SHOTS_DIR = process.env.ONETHING_SHOTS_DIR;

/** Saves a screenshot named `name` in ONETHING_SHOTS_DIR, when it is set. */
export async function saveShot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.screenshot({ path: path.join(SHOTS_DIR, name), ...options });
}

/**
 * Lets `saveShotsEveryWay` switch themes without a reload: the page follows the system's colour scheme
 * (the stored choice "system"). Call before the page's first load; nothing happens without ONETHING_SHOTS_DIR.
 */
export async function followSystemTheme(page: Page): Promise<void> {
  if (!SHOTS_DIR) return;
  await page.addInitScript(() => window.localStorage.setItem('onething-theme', 'system'));
}

/** Full-page shots `<name>-<light|dark>-<1280|375>.png` of the page as it is now, for a page that follows the system's theme. */
export async function saveShotsEveryWay(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  const viewport = page.viewportSize();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await saveShot(page, `${name}-${colorScheme}-${width}.png`, { fullPage: true });
    }
  }
  await page.emulateMedia({ colorScheme: null });
  if (viewport) await page.setViewportSize(viewport);
}
