// One remote down never blanks the shell: its route shows the error screen, the others keep
// working, and "Try Again" brings it back without a page reload once its server is up again.
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startPrivateStack } from '../support/app-stack';
import { signedInUser } from '../support/session';

test('a stopped remote is isolated and recovers with Try Again', async ({ page }) => {
  const stack = await startPrivateStack(4400);
  try {
    await signedInUser(page);
    const habitsServer = stack.remoteServers['mf-habits'];
    await habitsServer.close();

    await page.goto(`${stack.shell.url}/habits`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Toggle Sidebar' })).toBeVisible();

    // a marker that a reload would wipe
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Calendar' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Habits' }).click();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 20_000 });

    const restarted = await startStaticServer({
      root: path.join(import.meta.dirname, '../../mf-habits/dist'),
      port: habitsServer.port,
    });
    try {
      await page.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('main').getByRole('heading', { name: 'Habit Tracker' })).toBeVisible({
        timeout: 20_000,
      });
      expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    } finally {
      await restarted.close();
    }
  } finally {
    await stack.close().catch(() => undefined);
  }
});

test('the dashboard still loads while another remote is down', async ({ page }) => {
  const stack = await startPrivateStack(4410);
  try {
    await signedInUser(page);
    await stack.remoteServers['mf-onething'].close();
    await page.goto(`${stack.shell.url}/`);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  } finally {
    await stack.close().catch(() => undefined);
  }
});
