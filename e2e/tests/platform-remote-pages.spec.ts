// A remote owns its path prefix: a new page added to one remote and deployed alone is reachable at once,
// with no shell rebuild and no change to the shell's route table. The test builds a copy of mf-calendar
// whose route table has one more page, points config.json at it, and opens the page.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { startPrivateStack } from '../support/app-stack';
import { signedInUser } from '../support/session';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** A copy of mf-calendar (same folder name, so the same container name) with an "agenda" page added. */
function buildCalendarWithAgenda(root: string): string {
  const projectRoot = path.join(root, 'mf-calendar');
  mkdirSync(projectRoot, { recursive: true });
  cpSync(path.join(repoRoot, 'mf-calendar/src'), path.join(projectRoot, 'src'), { recursive: true });
  cpSync(path.join(repoRoot, 'mf-calendar/package.json'), path.join(projectRoot, 'package.json'));
  const routesFile = path.join(projectRoot, 'src/routes/calendar-route.tsx');
  const routes = readFileSync(routesFile, 'utf8');
  const notFoundRoute = '<Route path="*" element={<NotFound />} />';
  expect(routes).toContain(notFoundRoute);
  writeFileSync(
    routesFile,
    routes.replace(notFoundRoute, `<Route path="agenda" element={<h1>Agenda</h1>} />\n      ${notFoundRoute}`),
  );
  writeFileSync(
    path.join(projectRoot, 'rspack.config.mjs'),
    `import { remoteConfig } from ${JSON.stringify(path.join(repoRoot, 'scripts/mf/remote-config.mjs'))};\n` +
      `export default remoteConfig({ projectRoot: ${JSON.stringify(projectRoot)}, devPort: 0, exposes: { './calendar': './src/routes/calendar-route.tsx' } });\n`,
  );
  const rspack = path.join(repoRoot, 'node_modules/.bin/rspack');
  const build = spawnSync(rspack, ['build', '--config', 'rspack.config.mjs'], { cwd: projectRoot, encoding: 'utf8' });
  expect(build.status, build.stderr).toBe(0);
  return path.join(projectRoot, 'dist');
}

test('a page added to one remote is reached under its prefix without a shell rebuild', async ({ page }) => {
  test.setTimeout(180_000);
  // Inside the repository (git-ignored), so the copy resolves the workspace's packages.
  mkdirSync(path.join(repoRoot, 'e2e/.variants'), { recursive: true });
  const variantRoot = mkdtempSync(path.join(repoRoot, 'e2e/.variants/remote-pages-'));
  const dist = buildCalendarWithAgenda(variantRoot);
  const stack = await startPrivateStack(4440);
  const variant = await startStaticServer({ root: dist, port: 0 });
  try {
    await signedInUser(page);
    await page.goto(`${stack.shell.url}/calendar/agenda`);
    await expect(page.getByRole('main').getByText('Page not found')).toBeVisible();

    const config = JSON.parse(readFileSync(stack.configFile, 'utf8'));
    config.remotes['mf-calendar'] = `${variant.url}/mf-manifest.json`;
    writeFileSync(stack.configFile, JSON.stringify(config));

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
    // The remote's other pages and the shell's frame are untouched.
    await page.goto(`${stack.shell.url}/calendar?view=week`);
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  } finally {
    await variant.close();
    await stack.close().catch(() => undefined);
    rmSync(variantRoot, { recursive: true, force: true });
  }
});
