// Runs Chromium with the real companion extension (extension/dist) loaded, plus a local https fake of
// the sites the shield blocks. Extensions need a persistent context; Debian's Chromium honours
// --load-extension (branded Chrome does not).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './browser';
import { E2E_SHELL_URL } from './ports';

// The few chrome.* calls the tests make inside the extension's worker (the e2e project has no @types/chrome).
export type DnrRule = { id: number; condition: { requestDomains?: string[] }; action: { type: string } };
type StorageArea = { get(key: string): Promise<Record<string, unknown>>; remove(key: string): Promise<void> };
declare const chrome: {
  storage: { local: StorageArea; session: StorageArea };
  declarativeNetRequest: { getDynamicRules(): Promise<DnrRule[]> };
  permissions: { contains(permissions: { origins: string[] }): Promise<boolean> };
};

export const EXTENSION_DIST = path.join(import.meta.dirname, '../../extension/dist');

export type ExtensionBrowser = {
  context: BrowserContext;
  extensionId: string;
  /** The extension's service worker as it is now (a new one after a stop). */
  worker(): Promise<Worker>;
  close(): Promise<void>;
};

/**
 * A copy of the built extension whose manifest also grants host access to `sites` at install. Chrome
 * asks the user before granting a site at run time, and headless Chromium has no way to answer that
 * prompt; a user who clicked "Allow" ends up with exactly these grants. The code is the built one.
 */
function extensionWithGrants(sites: readonly string[], workDir: string): string {
  if (sites.length === 0) return EXTENSION_DIST;
  const dir = path.join(workDir, 'extension');
  cpSync(EXTENSION_DIST, dir, { recursive: true });
  const manifestPath = path.join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { host_permissions: string[] };
  manifest.host_permissions.push(...sites.flatMap((site) => [`*://${site}/*`, `*://*.${site}/*`]));
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));
  return dir;
}

export async function launchWithExtension(
  options: { grantedSites?: readonly string[]; fakeSite?: FakeSite; baseURL?: string } = {},
): Promise<ExtensionBrowser> {
  const workDir = mkdtempSync(path.join(tmpdir(), 'onething-ext-'));
  const extensionDir = extensionWithGrants(options.grantedSites ?? [], workDir);
  const resolverRules = options.fakeSite
    ? [
        `--host-resolver-rules=${options.fakeSite.hosts.flatMap((h) => [`MAP ${h} 127.0.0.1:${options.fakeSite?.port}`, `MAP *.${h} 127.0.0.1:${options.fakeSite?.port}`]).join(', ')}`,
      ]
    : [];
  const context = await chromium.launchPersistentContext(path.join(workDir, 'profile'), {
    executablePath: findChromium(),
    headless: true,
    baseURL: options.baseURL ?? E2E_SHELL_URL,
    ignoreHTTPSErrors: true,
    reducedMotion: 'reduce',
    args: [
      ...CHROMIUM_ARGS,
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
      ...resolverRules,
    ],
  });
  const first = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(first.url()).host;
  return {
    context,
    extensionId,
    async worker() {
      const live = context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${extensionId}/`));
      return live ?? context.waitForEvent('serviceworker');
    },
    async close() {
      await context.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** The first tab of the browser (a persistent context opens with one). */
export async function firstPage(browser: ExtensionBrowser): Promise<Page> {
  return browser.context.pages()[0] ?? browser.context.newPage();
}

/** Stops every service worker, as Chrome does with an idle one, and waits until the extension's has stopped. */
export async function stopAllWorkers(browser: ExtensionBrowser): Promise<void> {
  const page = await browser.context.newPage();
  await page.goto(`chrome-extension://${browser.extensionId}/popup.html`);
  const cdp = await browser.context.newCDPSession(page);
  const scriptUrl = `chrome-extension://${browser.extensionId}/worker.js`;
  type Versions = { versions: { scriptURL: string; runningStatus: string }[] };
  const stopped = new Promise<void>((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }: Versions) => {
      if (versions.some((v) => v.scriptURL === scriptUrl && v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
  await page.close();
}

/** The extension's optional host permission for every site (its manifest's optional_host_permissions). */
export const ALL_SITES = '*://*/*';

/**
 * Answers Chrome's own permission prompt ahead of time, as a user clicking its "Allow" would: headless
 * Chromium shows that prompt where nothing can click it. A host the user allowed from chrome://extensions
 * (the page's own API, which its site-access menu uses) is granted to the next permissions.request with no
 * prompt, so the extension's real path still runs: its page, the user's click, permissions.request, the
 * grant and Chrome's permissions.onAdded. Nothing is granted until that request.
 */
export async function allowChromePromptAhead(browser: ExtensionBrowser, pattern: string): Promise<void> {
  const page = await browser.context.newPage();
  await page.goto(`chrome://extensions/?id=${browser.extensionId}`);
  await page.evaluate(
    ([id, host]) =>
      (
        window as unknown as {
          chrome: { developerPrivate: { addHostPermission(id: string, host: string): Promise<void> } };
        }
      ).chrome.developerPrivate.addHostPermission(id, host),
    [browser.extensionId, pattern] as const,
  );
  await page.close();
}

/** Whether the extension holds these host permissions now (chrome.permissions.contains in its worker). */
export async function hasHostPermission(browser: ExtensionBrowser, origins: string[]): Promise<boolean> {
  const worker = await browser.worker();
  return worker.evaluate((o) => chrome.permissions.contains({ origins: o }), origins);
}

/** Reads chrome.storage in the extension's worker. */
export async function workerStorage(
  browser: ExtensionBrowser,
  area: 'local' | 'session',
  key: string,
): Promise<unknown> {
  const worker = await browser.worker();
  return worker.evaluate(async ([a, k]) => (await chrome.storage[a as 'local' | 'session'].get(k))[k] ?? null, [
    area,
    key,
  ] as const);
}

export async function removeFromWorkerStorage(
  browser: ExtensionBrowser,
  area: 'local' | 'session',
  key: string,
): Promise<void> {
  const worker = await browser.worker();
  await worker.evaluate(([a, k]) => chrome.storage[a as 'local' | 'session'].remove(k), [area, key] as const);
}

export async function dynamicRules(browser: ExtensionBrowser): Promise<DnrRule[]> {
  const worker = await browser.worker();
  return worker.evaluate(() => chrome.declarativeNetRequest.getDynamicRules());
}

export type FakeSite = { hosts: string[]; port: number; close(): Promise<void> };

/**
 * An https server that answers for the given real domains (and their subdomains) with a page titled
 * "Fake <host>", under a self-signed certificate made with openssl. Blocked sites such as youtube.com
 * are HSTS-preloaded, so a fake of them must speak https.
 */
export async function startFakeSite(hosts: readonly string[]): Promise<FakeSite> {
  const dir = mkdtempSync(path.join(tmpdir(), 'onething-fake-site-'));
  const names = hosts.flatMap((h) => [`DNS:${h}`, `DNS:*.${h}`]).join(',');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-subj',
      `/CN=${hosts[0]}`,
      '-addext',
      `subjectAltName=${names}`,
    ],
    { stdio: 'ignore' },
  );
  const server = https.createServer(
    { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) },
    (request, response) => {
      const host = (request.headers.host ?? '').split(':')[0];
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(`<!doctype html><title>Fake ${host}</title><h1>Fake ${host}</h1>`);
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  rmSync(dir, { recursive: true, force: true });
  return {
    hosts: [...hosts],
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const require = createRequire(import.meta.url);

/**
 * Loads axe-core into an extension page. Their CSP forbids the inline script tag Playwright would add;
 * DevTools evaluation is not subject to it. Then `axeViolations` runs as on any page.
 */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
}

/** Records, in the app page, every message the extension posts to it. */
export async function recordExtensionMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __fromExtension: unknown[] }).__fromExtension = seen;
    window.addEventListener('message', (event) => {
      const data = event.data as { source?: unknown } | null;
      if (event.source === window && data?.source === 'onething-extension') seen.push(data);
    });
  });
}

export function extensionMessages<T = Record<string, unknown>>(page: Page): Promise<T[]> {
  return page.evaluate(() => (window as unknown as { __fromExtension?: unknown[] }).__fromExtension ?? []) as Promise<
    T[]
  >;
}

/** Posts a message the way the app's bridge does: marked as the app's, to the page's own origin. */
export async function postAsApp(page: Page, message: Record<string, unknown>): Promise<void> {
  await page.evaluate((m) => window.postMessage({ ...m, source: 'onething-app' }, window.location.origin), message);
}
