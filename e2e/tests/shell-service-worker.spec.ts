// The service worker: after one online visit the app starts offline from a cold browser (a new browser on
// the same profile, with no network at all), the prerendered pages and a remote's page included; and a new
// shell deployed while a tab is open shows the quiet "Reload to update" prompt, which reloads onto the new
// build only when clicked. (Data offline is the data layer's: pages may show their offline state; what
// is checked here is that the app's files load.)
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { REMOTES } from '../../scripts/app-servers.mjs';
import { fileRevision } from '../../scripts/mf/precache-list.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { chromiumLaunchOptions } from '../support/browser';
import { E2E_SHELL_URL } from '../support/ports';
import { signedInUser } from '../support/session';

const SHELL_DIST = path.join(import.meta.dirname, '../../shell/dist');
const UPDATE_SHELL_PORT = 4900;

/** How many remotes have their remoteEntry.js in the page origin's caches. */
const cachedRemoteEntries = (page: Page) =>
  page.evaluate(async () => {
    const urls = new Set<string>();
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys())
        if (request.url.endsWith('/remoteEntry.js')) urls.add(request.url);
    }
    return urls.size;
  });

async function waitForWorkerControl(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

test.describe('offline start', () => {
  let profile: string;
  const launch = (offline: boolean) =>
    chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions(),
      baseURL: E2E_SHELL_URL,
      reducedMotion: 'reduce',
      // the suite blocks service workers in its own contexts (playwright.config.ts); this test is about one
      serviceWorkers: 'allow',
      offline,
    });
  test.beforeEach(() => {
    profile = mkdtempSync(path.join(tmpdir(), 'onething-offline-start-'));
  });
  test.afterEach(() => rmSync(profile, { recursive: true, force: true }));

  test('after one online visit, a cold start offline loads the app, the prerendered pages and a remote page', async () => {
    test.setTimeout(120_000);
    let context: BrowserContext = await launch(false);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await signedInUser(page);
      await page.goto('/');
      await expect(page.getByTestId('greeting')).toBeVisible();
      await waitForWorkerControl(page);
      // the worker cached every remote /config.json names at install
      await expect.poll(() => cachedRemoteEntries(page), { timeout: 30_000 }).toBe(REMOTES.length);
      await page.goto('/habits');
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker', exact: true }),
      ).toBeVisible();
    } finally {
      await context.close();
    }

    context = await launch(true);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const remoteFiles: { url: string; fromWorker: boolean; status: number }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).origin !== new URL(E2E_SHELL_URL).origin)
          remoteFiles.push({
            url: response.url(),
            fromWorker: response.fromServiceWorker(),
            status: response.status(),
          });
      });

      for (const prerendered of ['/landing', '/auth']) {
        const response = await page.goto(prerendered);
        expect(response?.fromServiceWorker(), prerendered).toBe(true);
        expect(await response?.text()).toContain('data-prerendered-page');
      }

      const app = await page.goto('/');
      expect(app?.fromServiceWorker()).toBe(true);
      await page.goto('/habits');
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker', exact: true }),
      ).toBeVisible();
      const habitsRemote = remoteFiles.filter((file) => file.url.includes('/remoteEntry.js'));
      expect(habitsRemote.length).toBeGreaterThan(0);
      for (const file of remoteFiles.filter((f) => /remoteEntry\.js|__federation_expose_habits/.test(f.url))) {
        expect(file, file.url).toMatchObject({ fromWorker: true, status: 200 });
      }
    } finally {
      await context.close();
    }
  });
});

test.describe('update prompt', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new shell deployed while a tab is open shows "Reload to update", and its click reloads onto it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A deployment of its own: a copy of the shell's build, with the suite's remotes and backend.
    const deployed = mkdtempSync(path.join(tmpdir(), 'onething-shell-deploy-'));
    cpSync(SHELL_DIST, deployed, { recursive: true });
    const configFile = path.join(process.env.E2E_WORK_DIR ?? '', 'config', 'config.json');
    const server = await startStaticServer({
      root: deployed,
      port: UPDATE_SHELL_PORT,
      spa: true,
      files: { '/config.json': configFile },
    });
    try {
      await signedInUser(page);
      await page.goto(`${server.url}/`);
      await expect(page.getByTestId('greeting')).toBeVisible();
      await waitForWorkerControl(page);

      // The next build: its index.html differs, so its worker (which lists the page's revision) does too.
      const indexFile = path.join(deployed, 'index.html');
      const workerFile = path.join(deployed, 'sw.js');
      const previous = readFileSync(indexFile);
      const next = Buffer.from(
        previous.toString('utf8').replace('</head>', '<meta name="onething-build" content="next"></head>'),
      );
      const worker = readFileSync(workerFile, 'utf8');
      expect(worker).toContain(fileRevision(previous));
      for (const file of [indexFile, workerFile])
        for (const copy of ['.br', '.gz']) rmSync(file + copy, { force: true });
      writeFileSync(indexFile, next);
      writeFileSync(workerFile, worker.replace(fileRevision(previous), fileRevision(next)));

      // The tab stays open; the app looks for a new version when the connection comes back.
      await page.evaluate(() => Object.assign(window, { stillThisPage: true }));
      await page.context().setOffline(true);
      await page.context().setOffline(false);
      const reloadButton = page.getByRole('button', { name: 'Reload to update' });
      await expect(reloadButton).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('A new version is ready')).toBeVisible();

      // Nothing reloads on its own, not even after a while.
      await page.waitForTimeout(2_000);
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      await expect(page.locator('meta[name="onething-build"]')).toHaveCount(0);

      await reloadButton.click();
      await expect(page.locator('meta[name="onething-build"]')).toHaveAttribute('content', 'next');
      expect(await page.evaluate(() => (window as { stillThisPage?: boolean }).stillThisPage)).toBeUndefined();
      await expect(page.getByTestId('greeting')).toBeVisible();
    } finally {
      await server.close();
      rmSync(deployed, { recursive: true, force: true });
    }
  });
});
