// `npm run bench:lighthouse`: Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown)
// against the production builds served as `npm start` serves them, with the local backend:
//   landing    /landing signed out
//   auth       /auth signed out
//   dashboard  /  signed in (a returning onboarded user: session and app storage from an earlier visit,
//              empty cache, storage reset off)
// Each route `--runs` times (3 by default), each run in a fresh Chromium profile (empty cache, and no
// service worker: the seed visit's is removed), and the median of each metric is printed as a markdown
// table. The full Lighthouse reports go to a temp folder (or `--json DIR`). A route filter keeps only the
// routes named (`npm run bench:lighthouse -- dashboard`).
//
// A timing benchmark: the simulated metrics still scale with the CPU time the page took here, so a busy
// machine reports worse numbers. The table shows Lighthouse's own CPU benchmark index per route; rerun on
// a quiet machine for the numbers that count. Needs the production builds (`npm run build`);
// `--at <commit>` measures another commit instead (built in a temp copy, see at-commit.mjs).
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { findChromium } from '../chromium.mjs';
import { SESSION_STORAGE_KEY, closeOnSignal, startStack } from './stack.mjs';
import { runAtCommit } from './at-commit.mjs';
import {
  failedRender,
  filterRoutes,
  lcpElement,
  lighthouseMetrics,
  lighthouseTable,
  median,
  medianMetrics,
  parseBenchArgs,
  withoutAt,
} from './summary.mjs';

const SHELL_PORT = 4960; // the remotes on the ports after it
const CHROME_DEBUG_PORT = 4975;
const BACKEND_PORT = 54431;

export const ROUTES = [
  { name: 'landing', path: '/landing', signedIn: false },
  { name: 'auth', path: '/auth', signedIn: false },
  { name: 'dashboard', path: '/', signedIn: true },
];

const options = parseBenchArgs(process.argv.slice(2), { runs: 3 });
if (options.at) runAtCommit(options.at, 'lighthouse.mjs', withoutAt(process.argv.slice(2)));
const routes = filterRoutes(ROUTES, options.filters);
const chromePath = findChromium();
if (!chromePath)
  throw new Error('No Chromium found: install one (Debian: apt-get install chromium) or set CHROMIUM_PATH');
const jsonDir = options.json ? path.resolve(options.json) : mkdtempSync(path.join(tmpdir(), 'onething-lighthouse-'));
mkdirSync(jsonDir, { recursive: true });

/**
 * A returning user with an empty cache: the session put where supabase-js looks for it (from a not-found
 * page of the app's origin), then one visit of the dashboard, which leaves in storage what the app keeps
 * between visits (the start-up frame's record), then the cache emptied.
 */
async function seedSession(port, origin, session) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    await page.goto(`${origin}/__bench-seed-session.txt`);
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [SESSION_STORAGE_KEY, JSON.stringify(session)],
    );
    await page.goto(`${origin}/`);
    await page.getByTestId('greeting').waitFor();
    await page.waitForLoadState('networkidle');
    // The app's service worker (registered once the page is idle) would answer the measured visit from its
    // precache: wait until it is there, then remove it with its caches, so the cache is as empty as before.
    if ((await page.locator('link[rel="manifest"]').count()) > 0)
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    // a browser reached over CDP is only disconnected from, not closed
    await browser.close();
  }
}

/** The Chromium of the run in progress, so Ctrl+C stops it along with the servers. */
let currentChrome;

const portOpen = (port) =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** The debugging port must be free before a launch: chrome-launcher would take a dying Chromium still on it for the new one. */
async function waitForPortFree(port) {
  for (let waited = 0; await portOpen(port); waited += 100) {
    if (waited > 15_000) throw new Error(`port ${port} is still in use`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function runOnce(route, origin, session, index) {
  await waitForPortFree(CHROME_DEBUG_PORT);
  const chrome = (currentChrome = await chromeLauncher.launch({
    chromePath,
    port: CHROME_DEBUG_PORT,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    handleSIGINT: false,
  }));
  try {
    if (route.signedIn) await seedSession(chrome.port, origin, session);
    const url = `${origin}${route.path}`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // the console's errors tell a measured error screen from the page (see failedRender)
      onlyAudits: ['errors-in-console'],
      // Lighthouse clears the origin's storage (and the session with it) unless told not to; the
      // fresh profile above already starts with an empty cache.
      disableStorageReset: route.signedIn,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    writeFileSync(path.join(jsonDir, `${route.name}-${index + 1}.json`), JSON.stringify(lhr));
    if (lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
    if (landedOn !== route.path) throw new Error(`${url} ended on ${landedOn}: the run measured another page`);
    const failure = failedRender(lhr);
    if (failure) throw new Error(`${url} did not render its page (${failure}): the run measured an error screen`);
    lighthouseVersion = lhr.lighthouseVersion;
    return { ...lighthouseMetrics(lhr), lcpElement: lcpElement(lhr), benchmarkIndex: lhr.environment?.benchmarkIndex };
  } finally {
    await chrome.kill();
  }
}

let lighthouseVersion = '';
const stack = await startStack({ shellPort: SHELL_PORT, backendPort: BACKEND_PORT, label: 'lighthouse' });
closeOnSignal(async () => {
  await currentChrome?.kill();
  await stack.close();
});
try {
  const origin = new URL(stack.servers.shell.url).origin;
  const results = [];
  for (const route of routes) {
    const runs = [];
    for (let index = 0; index < options.runs; index += 1) {
      const run = await runOnce(route, origin, stack.session, index);
      console.log(
        `${route.name} run ${index + 1}/${options.runs}: score ${run.score}, LCP ${Math.round(run.lcp)} ms (${JSON.stringify(run.lcpElement ?? '?')}), TBT ${Math.round(run.tbt)} ms, CPU benchmark index ${Math.round(run.benchmarkIndex)}`,
      );
      runs.push(run);
    }
    results.push({
      name: `${route.name} (${route.path}${route.signedIn ? ', signed in' : ''})`,
      runs: runs.length,
      metrics: medianMetrics(runs),
      benchmarkIndex: median(runs.map((r) => r.benchmarkIndex)),
    });
  }
  console.log(
    `\nLighthouse ${lighthouseVersion} mobile (simulated throttling), median of ${options.runs} run(s) per route:\n`,
  );
  console.log(lighthouseTable(results));
  console.log(
    `\nCPU benchmark index (higher is faster; under ~1000 means a busy or slow machine): ${results.map((r) => `${r.name.split(' ')[0]} ${Math.round(r.benchmarkIndex)}`).join(', ')}`,
  );
  console.log('Timings depend on machine load: rerun on a quiet machine before quoting them.');
  console.log(`Reports: ${jsonDir}`);
} finally {
  await stack.close();
}
