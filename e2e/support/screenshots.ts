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
