// A remote redeployed elsewhere is picked up by changing only config.json: no shell rebuild.
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startPrivateStack } from '../support/app-stack';
import { signedInUser } from '../support/session';

test('pointing config.json at another copy of a remote loads that copy', async ({ page }) => {
  const stack = await startPrivateStack(4420);
  const copyDir = mkdtempSync(path.join(tmpdir(), 'mf-habits-v2-'));
  cpSync(path.join(import.meta.dirname, '../../mf-habits/dist'), copyDir, { recursive: true });
  const exposeChunk = readdirSync(copyDir).find(
    (name) => name.startsWith('__federation_expose_habits') && name.endsWith('.js'),
  );
  expect(exposeChunk).toBeTruthy();
  const chunkPath = path.join(copyDir, exposeChunk!);
  const source = readFileSync(chunkPath, 'utf8');
  expect(source).toContain('Habit Tracker');
  writeFileSync(chunkPath, source.replaceAll('Habit Tracker', 'Habit Tracker v2'));
  const v2 = await startStaticServer({ root: copyDir, port: 0 });
  try {
    await signedInUser(page);
    await page.goto(`${stack.shell.url}/habits`);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker', exact: true }),
    ).toBeVisible();

    const config = JSON.parse(readFileSync(stack.configFile, 'utf8'));
    config.remotes['mf-habits'] = `${v2.url}/mf-manifest.json`;
    writeFileSync(stack.configFile, JSON.stringify(config));

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker v2' })).toBeVisible();
  } finally {
    await v2.close();
    await stack.close().catch(() => undefined);
  }
});
