// Shell and remotes share one React, one QueryClient, one jotai store and one styled-components theme.
import { expect, test } from '@playwright/test';
import { signedInUser } from '../support/session';

test('a remote reads the shell store, the shell query cache and the shell theme', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signedInUser(page);
  await page.goto('/');

  const probe = page.getByTestId('platform-probe');
  await expect(probe).toHaveAttribute('data-store-value', 'ONE Thing OS shell');
  await expect(probe).toHaveAttribute('data-query-value', /^\d{4}-\d{2}-\d{2}T/);

  // the remote's heading follows the shell's theme toggle without a reload
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' });
  const colourBefore = await heading.evaluate((el) => getComputedStyle(el).color);
  await page.getByRole('button', { name: /Switch to (light|dark) theme/ }).click();
  await expect.poll(() => heading.evaluate((el) => getComputedStyle(el).color)).not.toBe(colourBefore);

  // one copy of each shared library was loaded, and it came from the shell
  const loaded = await page.evaluate(() => {
    type Entry = { loaded?: boolean; from: string };
    const share = (
      window as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__.__SHARE__;
    const result: Record<string, string[]> = {};
    for (const scopes of Object.values(share)) {
      for (const [pkg, versions] of Object.entries(scopes.default ?? {})) {
        for (const [version, entry] of Object.entries(versions)) {
          if (entry.loaded) (result[pkg] ??= []).push(`${version}@${entry.from}`);
        }
      }
    }
    return Object.fromEntries(Object.entries(result).map(([pkg, list]) => [pkg, [...new Set(list)]]));
  });
  for (const pkg of [
    'react',
    'react-dom',
    '@tanstack/react-query',
    'jotai',
    'styled-components',
    '@onething/shared-ui',
    '@onething/shared-data',
  ]) {
    expect(loaded[pkg], `${pkg} loaded once`).toHaveLength(1);
    expect(loaded[pkg]![0], `${pkg} provided by the shell`).toMatch(/@shell$/);
  }
  expect(errors).toEqual([]);
});
