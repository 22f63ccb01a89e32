// A new remote takes one command: in a copy of the workspace, `npm run new-remote` writes a remote from
// the common template and registers it; the remote and the shell are built and served as `npm start`
// serves them, and the new page opens at its prefix, from the sidebar too, with its tab title. Nothing else
// in the copy is edited by hand (its root package.json stays as it is: workspaces take every mf-* folder).
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { E2E_BACKEND_URL } from '../support/ports';
import { anonKey, signedInUser } from '../support/session';
import { copyWorkspace, repoRoot, runIn } from '../support/workspace-copy';
import type { startAppServers as StartAppServers } from '../../scripts/app-servers.mjs';

test('a remote made by npm run new-remote is reached at its prefix after a build', async ({ page }) => {
  // two production builds (the remote, the shell) on a busy machine
  test.setTimeout(900_000);
  const root = copyWorkspace('new-remote-');
  let servers: Awaited<ReturnType<typeof StartAppServers>> | undefined;
  try {
    runIn(root, 'npm', ['run', 'new-remote', '--', 'notes', '--label', 'Notes', '--icon', 'NotebookPen']);
    expect(readFileSync(path.join(root, 'package.json'), 'utf8')).toBe(
      readFileSync(path.join(repoRoot, 'package.json'), 'utf8'),
    );
    runIn(path.join(root, 'mf-notes'), 'npm', ['run', 'build']);
    runIn(path.join(root, 'shell'), 'npm', ['run', 'build']);

    // The copy's app servers: its registry lists the new remote and serves its build.
    const { startAppServers }: { startAppServers: typeof StartAppServers } = await import(
      pathToFileURL(path.join(root, 'scripts/app-servers.mjs')).href
    );
    servers = await startAppServers({
      shellPort: 4450,
      supabaseUrl: E2E_BACKEND_URL,
      supabaseAnonKey: anonKey(),
      configDir: path.join(root, '.local'),
    });
    expect(servers.config.remotes['mf-notes']).toBe(`${servers.remoteServers['mf-notes']?.url}/mf-manifest.json`);

    await signedInUser(page);
    const main = page.getByRole('main');
    await page.goto(`${servers.shell.url}/notes`);
    await expect(main.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
    await expect(page).toHaveTitle('Notes · ONE Thing OS');

    await page.goto(`${servers.shell.url}/notes/elsewhere`);
    await expect(main.getByText('Page not found')).toBeVisible();

    // From another remote's page through the sidebar's new link, and back: the other remotes are as they were.
    await page.goto(`${servers.shell.url}/calendar`);
    await expect(main.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Main navigation' });
    await sidebar.getByRole('link', { name: 'Notes', exact: true }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Notes' })).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Notes', exact: true })).toHaveAttribute('aria-current', 'page');
    await sidebar.getByRole('link', { name: 'Habits', exact: true }).click();
    await expect(page).toHaveTitle('Habits · ONE Thing OS');
  } finally {
    await servers?.close();
    rmSync(root, { recursive: true, force: true });
  }
});
