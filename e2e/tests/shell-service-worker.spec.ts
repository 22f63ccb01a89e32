// The service worker: after one online visit the app starts offline from a cold browser (a new browser on
// the same profile, with no network at all), the prerendered pages and a remote's page included; and a new
// shell deployed while a tab is open shows the quiet "Reload to update" prompt, which reloads onto the new
// build only when clicked. (Data offline is the data layer's: pages may show their offline state; what
// is checked here is that the app's files load.)
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type BrowserContext, type Page } from '@playwright/test';
import { REMOTES } from '../../scripts/app-servers.mjs';
import { SELF_REMOVING_WORKER } from '../../scripts/mf/dev-service-worker.mjs';
import { fileRevision } from '../../scripts/mf/precache-list.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { chromiumLaunchOptions } from '../support/browser';
import { startPrivateStack } from '../support/app-stack';
import { signedInUser } from '../support/session';

const SHELL_DIST = path.join(import.meta.dirname, '../../shell/dist');
/** A deployment of its own (the shell, the remotes on the ports after it), stopped for the offline start. */
const OFFLINE_STACK_PORT = 4910;
const REDEPLOY_STACK_PORT = 4920;
const UPDATE_SHELL_PORT = 4900;
const DEV_SHELL_PORT = 4901;

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
  const launch = (offline: boolean, baseURL: string) =>
    chromium.launchPersistentContext(profile, {
      ...chromiumLaunchOptions(),
      baseURL,
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
    const stack = await startPrivateStack(OFFLINE_STACK_PORT);
    const shellOrigin = stack.shell.url;
    let context: BrowserContext = await launch(false, shellOrigin);
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
      // Offline emulation does not reach a service worker's own fetches: with the servers gone, nothing
      // but the worker's caches can answer.
      await stack.close();
    }

    context = await launch(true, shellOrigin);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const remoteFiles: { url: string; fromWorker: boolean; status: number }[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).origin !== new URL(shellOrigin).origin)
          remoteFiles.push({
            url: response.url(),
            fromWorker: response.fromServiceWorker(),
            status: response.status(),
          });
      });

      const app = await page.goto('/');
      expect(app?.fromServiceWorker()).toBe(true);
      await page.goto('/habits');
      await expect(
        page.getByRole('main').getByRole('heading', { level: 1, name: 'Habit Tracker', exact: true }),
      ).toBeVisible();
      const habitsFiles = remoteFiles.filter((file) => /\/remoteEntry\.js$|__federation_expose_habits/.test(file.url));
      expect(habitsFiles.length).toBeGreaterThan(0);
      for (const file of habitsFiles) expect(file, file.url).toMatchObject({ fromWorker: true, status: 200 });

      // Signed out, the prerendered pages (a signed-in visitor is sent on to the app).
      await page.evaluate(() => localStorage.clear());
      for (const prerendered of ['/landing', '/auth']) {
        const response = await page.goto(prerendered);
        expect(response?.fromServiceWorker(), prerendered).toBe(true);
        expect(response?.status(), prerendered).toBe(200);
        await expect(page).toHaveURL(new RegExp(`${prerendered}$`));
      }
      await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
      await page.goto('/landing');
      await expect(page.getByRole('heading', { level: 1, name: 'ONE Thing OS' })).toBeVisible();
    } finally {
      await context.close();
    }
  });
});

/** Every cached URL of the page origin's caches. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return urls;
  });

test.describe('remote redeployed alone', () => {
  test.use({ serviceWorkers: 'allow' });

  test("is picked up on the next online start, and the old copy's files leave the caches", async ({ page }) => {
    test.setTimeout(120_000);
    const stack = await startPrivateStack(REDEPLOY_STACK_PORT);
    const copyDir = mkdtempSync(path.join(tmpdir(), 'mf-habits-next-'));
    cpSync(path.join(import.meta.dirname, '../../mf-habits/dist'), copyDir, { recursive: true });
    const exposeChunk = readdirSync(copyDir).find(
      (name) => name.startsWith('__federation_expose_habits') && name.endsWith('.js'),
    );
    expect(exposeChunk).toBeTruthy();
    const chunkPath = path.join(copyDir, exposeChunk!);
    writeFileSync(chunkPath, readFileSync(chunkPath, 'utf8').replaceAll('Habit Tracker', 'Habit Tracker next'));
    for (const copy of ['.br', '.gz']) rmSync(chunkPath + copy, { force: true });
    const next = await startStaticServer({ root: copyDir, port: 0 });
    try {
      await signedInUser(page);
      await page.goto(`${stack.shell.url}/habits`);
      const heading = page.getByRole('main').getByRole('heading', { level: 1 });
      await expect(heading).toHaveText('Habit Tracker');
      await waitForWorkerControl(page);
      const oldManifest = stack.config.remotes['mf-habits']!;
      await expect.poll(async () => (await cachedUrls(page)).includes(oldManifest), { timeout: 30_000 }).toBe(true);

      const config = JSON.parse(readFileSync(stack.configFile, 'utf8'));
      config.remotes['mf-habits'] = `${next.url}/mf-manifest.json`;
      writeFileSync(stack.configFile, JSON.stringify(config));

      await page.reload();
      await expect(heading).toHaveText('Habit Tracker next');
      // the start's refresh of the remotes forgets the copy /config.json no longer names
      const oldOrigin = new URL(oldManifest).origin;
      await expect
        .poll(async () => (await cachedUrls(page)).filter((url) => url.startsWith(oldOrigin)), { timeout: 30_000 })
        .toEqual([]);
      expect(await cachedUrls(page)).toContain(`${next.url}/remoteEntry.js`);
    } finally {
      await next.close();
      await stack.close();
      rmSync(copyDir, { recursive: true, force: true });
    }
  });
});

/** A copy of the shell's build served on its own port, with the suite's remotes and backend. */
async function deployShellCopy(port: number) {
  const root = mkdtempSync(path.join(tmpdir(), 'onething-shell-deploy-'));
  cpSync(SHELL_DIST, root, { recursive: true });
  const configFile = path.join(process.env.E2E_WORK_DIR ?? '', 'config', 'config.json');
  const server = await startStaticServer({ root, port, spa: true, files: { '/config.json': configFile } });
  return {
    root,
    url: server.url,
    /** Replaces a file of the deployment (its compressed copies go: the server would not send them anyway). */
    write(file: string, contents: string | Buffer) {
      for (const copy of ['.br', '.gz']) rmSync(path.join(root, file + copy), { force: true });
      writeFileSync(path.join(root, file), contents);
    },
    close: async () => {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

test.describe('update prompt', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a new shell deployed while a tab is open shows "Reload to update", and its click reloads onto it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const deployment = await deployShellCopy(UPDATE_SHELL_PORT);
    try {
      await signedInUser(page);
      await page.goto(`${deployment.url}/`);
      await expect(page.getByTestId('greeting')).toBeVisible();
      await waitForWorkerControl(page);

      // The next build: its index.html differs, so its worker (which lists the page's revision) does too.
      const previous = readFileSync(path.join(deployment.root, 'index.html'));
      const next = Buffer.from(
        previous.toString('utf8').replace('</head>', '<meta name="onething-build" content="next"></head>'),
      );
      const worker = readFileSync(path.join(deployment.root, 'sw.js'), 'utf8');
      expect(worker).toContain(fileRevision(previous));
      deployment.write('index.html', next);
      deployment.write('sw.js', worker.replace(fileRevision(previous), fileRevision(next)));

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
      await deployment.close();
    }
  });
});

test.describe('development', () => {
  test.use({ serviceWorkers: 'allow' });

  test("the dev server's pages are not hidden by a worker a production build left on the same origin", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const deployment = await deployShellCopy(DEV_SHELL_PORT);
    try {
      await signedInUser(page);
      await page.goto(`${deployment.url}/`);
      await expect(page.getByTestId('greeting')).toBeVisible();
      await waitForWorkerControl(page);

      // The same origin now serves a development build: its own page, and the dev server's /sw.js.
      deployment.write('index.html', '<!doctype html><title>dev</title><h1>Development build</h1>');
      deployment.write('sw.js', SELF_REMOVING_WORKER);
      await page.goto(`${deployment.url}/habits`);
      await expect(page.getByRole('heading', { name: 'Development build' })).toBeVisible({ timeout: 30_000 });
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
      expect(await page.evaluate(() => caches.keys())).toEqual([]);
    } finally {
      await deployment.close();
    }
  });
});
