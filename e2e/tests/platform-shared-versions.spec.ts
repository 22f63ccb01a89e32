// A remote built against a newer major of shared-data than the deployed shell's is refused at run time: its
// page shows the error screen, and every other page keeps working with the shell's copies, also those that
// load a shared entry the shell had not loaded yet (calendar, growth). The test builds mf-habits in a copy
// of the workspace whose shared-data is one major ahead, as a later release would, and points config.json
// at that build. The same build without a browser: scripts/mf/build-remote-against.test.mjs.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { buildRemoteAgainst } from '../../scripts/mf/build-remote-against.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startPrivateStack } from '../support/app-stack';
import { signedInUser } from '../support/session';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const sharedDataVersion = JSON.parse(readFileSync(path.join(repoRoot, 'shared-data/package.json'), 'utf8'))
  .version as string;

/** Every version of @onething/shared-data (any entry) registered in the page's share scope. */
function registeredSharedDataVersions() {
  type Scopes = Record<string, Record<string, Record<string, unknown>>>;
  const share = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Scopes> } }).__FEDERATION__
    .__SHARE__;
  const versions = new Set<string>();
  for (const scopes of Object.values(share)) {
    for (const [pkg, byVersion] of Object.entries(scopes.default ?? {})) {
      if (pkg.startsWith('@onething/shared-data')) Object.keys(byVersion).forEach((version) => versions.add(version));
    }
  }
  return [...versions];
}

test('a remote built against a newer major of shared-data shows its error screen; the other pages keep working', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const outDir = mkdtempSync(path.join(tmpdir(), 'mf-habits-next-major-'));
  const { versions } = await buildRemoteAgainst({
    remote: 'mf-habits',
    versions: { 'shared-data': 'next-major' },
    outDir,
  });
  const nextMajor = versions['shared-data']!;
  expect(nextMajor.split('.')[0]).toBe(String(Number(sharedDataVersion.split('.')[0]) + 1));
  const stack = await startPrivateStack(4800);
  const newerRemote = await startStaticServer({ root: outDir, port: 0 });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    // The federation runtime reports a refused singleton as a warning in some builds and an error in others.
    if (message.type() === 'error' || message.type() === 'warning') consoleErrors.push(message.text());
  });
  try {
    const config = JSON.parse(readFileSync(stack.configFile, 'utf8'));
    config.remotes['mf-habits'] = `${newerRemote.url}/mf-manifest.json`;
    writeFileSync(stack.configFile, JSON.stringify(config));

    await signedInUser(page);
    await page.goto(`${stack.shell.url}/habits`);
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { name: 'Habit Tracker' })).toHaveCount(0);
    // The remote loaded (no network error) and failed for want of a shared-data it accepts: the shell's
    // version does not satisfy the remote's next-major range, and a remote provides no copy of its own.
    await expect.poll(() => consoleErrors.join('\n')).toContain('Remote mf-habits failed');
    expect(consoleErrors.join('\n')).not.toMatch(/Failed to fetch|NetworkError|ERR_CONNECTION/);

    // The refused remote left no copy of its own for the others.
    expect(await page.evaluate(registeredSharedDataVersions)).toEqual([sharedDataVersion]);

    // Pages loaded after it, including ones whose shared entries the shell loads only when asked, work.
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await navigation.getByRole('link', { name: 'Calendar' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await navigation.getByRole('link', { name: 'Reflection' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Daily Reflection' })).toBeVisible();
    await navigation.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    expect(await page.evaluate(registeredSharedDataVersions)).toEqual([sharedDataVersion]);
  } finally {
    await newerRemote.close();
    await stack.close().catch(() => undefined);
    rmSync(outDir, { recursive: true, force: true });
  }
});
