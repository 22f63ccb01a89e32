// `npm run size`: for /landing, /auth and every route, the JavaScript a first visit downloads (raw and
// gzip at the level the static server's .gz files use), split into shell, shared dependencies and remote,
// against the budgets below. Bytes do not depend
// on timing, so `--check` (run by npm test) fails when a budget is exceeded.
// Needs the production builds (npm run build) and Chromium.
import { readFileSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { REMOTES, startAppServers } from './app-servers.mjs';
import { findChromium } from './chromium.mjs';
import { startLocalBackend } from './local-backend.mjs';
import { readRemotes, sidebarEntries, sidebarGroups } from './mf/remote-registry.mjs';
import { workspaceRoot } from './mf/shared-deps.mjs';
import { GZIP_OPTIONS } from './mf/compression.mjs';
import { importSourceModule } from './mf/source-module.mjs';

const SIGNED_OUT_ROUTES = ['/landing', '/auth'];
const { FIRST_VISIT_SETTLED_MARK } = await importSourceModule(
  path.join(workspaceRoot, 'shared-data/src/platform/after-first-visit.ts'),
);
/** The pre-sign-in pages, then every page the sidebar opens (as the remotes declare them) and the shell's settings. */
const ROUTES = [
  ...SIGNED_OUT_ROUTES,
  ...sidebarEntries(readRemotes(), sidebarGroups()).map((entry) => entry.to),
  '/settings',
];

function sharedAssetNames() {
  const names = new Set();
  for (const project of ['shell', ...REMOTES]) {
    const manifest = JSON.parse(readFileSync(path.join(workspaceRoot, project, 'dist', 'mf-manifest.json'), 'utf8'));
    for (const dep of manifest.shared)
      for (const file of [...dep.assets.js.sync, ...dep.assets.js.async]) names.add(path.basename(file));
  }
  return names;
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * KB gzip. A signed-out first visit (the pre-sign-in pages) and the signed-in dashboard are budgeted as a
 * whole; every other route by what its remote adds (its code and its share of the federation runtime),
 * as the shell and the shared libraries are the dashboard's already.
 */
const BUDGETS = { signedOutTotal: 150, dashboardTotal: 300, remote: 40 };

function budgetFor(route) {
  if (SIGNED_OUT_ROUTES.includes(route)) return { part: 'total', limit: BUDGETS.signedOutTotal };
  if (route === '/') return { part: 'total', limit: BUDGETS.dashboardTotal };
  return { part: 'remote', limit: BUDGETS.remote };
}

/**
 * Call before the page loads; the returned function resolves once no request has been in flight for
 * `quietMs` (Playwright's network idle, once reached, does not wait again).
 */
function trackNetworkQuiet(page, quietMs = 1000) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    while (inFlight > 0 || Date.now() - lastChange < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
  };
}

const check = process.argv.includes('--check');

const work = mkdtempSync(path.join(tmpdir(), 'onething-size-'));
const backend = await startLocalBackend({ port: 54391, dataDir: path.join(work, 'data'), stdio: 'quiet' });
const servers = await startAppServers({
  shellPort: 4700,
  supabaseUrl: backend.url,
  supabaseAnonKey: backend.anonKey,
  configDir: work,
});
const browser = await chromium.launch({
  executablePath: findChromium() ?? undefined,
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const signup = await fetch(`${backend.url}/auth/v1/signup`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${backend.anonKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ email: `size-${Date.now()}@example.com`, password: 'size-report-password' }),
  });
  const session = await signup.json();
  // The database makes the profile at sign-up; marking it onboarded lets every route open directly
  // (otherwise each lands on /onboarding and measures nothing of its remote).
  const onboarded = await fetch(`${backend.url}/rest/v1/profiles?user_id=eq.${session.user.id}`, {
    method: 'PATCH',
    headers: {
      apikey: backend.anonKey,
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
      Prefer: 'return=representation',
    },
    body: JSON.stringify({ onboarding_completed: true }),
  });
  const updated = await onboarded.json();
  if (!onboarded.ok || !Array.isArray(updated) || updated.length !== 1)
    throw new Error(`could not mark the size-report user onboarded: ${JSON.stringify(updated)}`);
  const shared = sharedAssetNames();
  const shellOrigin = new URL(servers.shell.url).origin;
  const rows = [];
  for (const route of ROUTES) {
    const context = await browser.newContext();
    if (!SIGNED_OUT_ROUTES.includes(route)) {
      await context.addInitScript(
        ([key, value]) => localStorage.setItem(key, value),
        ['sb-127-auth-token', JSON.stringify(session)],
      );
    }
    const page = await context.newPage();
    // Each script's body is read after its response event: every read is awaited before the row is taken
    // (on a busy machine some were still pending at network idle, and their bytes went uncounted).
    /** @type {Promise<{ requestedAt: number, kind: 'shell' | 'shared' | 'remote', raw: number, gzip: number } | null>[]} */
    const reads = [];
    /** @type {number | null} */
    let settledAt = null;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const requestedAt = response.request().timing().startTime;
      const url = new URL(response.url());
      const kind = shared.has(path.basename(url.pathname)) ? 'shared' : url.origin === shellOrigin ? 'shell' : 'remote';
      reads.push(
        response.body().then(
          (body) => ({ requestedAt, kind, raw: body.length, gzip: gzipSync(body, GZIP_OPTIONS).length }),
          () => null,
        ),
      );
    });
    const signedIn = !SIGNED_OUT_ROUTES.includes(route);
    const quiet = trackNetworkQuiet(page);
    // Network idle alone came too early on a busy machine (the app's start-up script still running, nothing
    // in flight): a signed-in page is done once a remote's page module has arrived and nothing is in flight.
    const remoteModule = signedIn
      ? page.waitForResponse((response) => response.url().includes('/__federation_expose_'), { timeout: 120_000 })
      : null;
    await page.goto(`${servers.shell.url}${route}`, { waitUntil: 'networkidle' });
    await remoteModule;
    if (signedIn) {
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, FIRST_VISIT_SETTLED_MARK, {
        timeout: 120_000,
      });
      settledAt = await page.evaluate(
        (mark) => performance.timeOrigin + (performance.getEntriesByName(mark)[0]?.startTime ?? 0),
        FIRST_VISIT_SETTLED_MARK,
      );
    }
    await quiet();
    // A signed-in page's first visit ends when the page marks itself settled (shared-data afterFirstVisit):
    // what it requests after that (the palette, the offline cache, the live sync, the service worker) is not
    // part of it, however fast the machine is. Sorted once every read is in, so that a late mark (a busy
    // machine) cannot let a later script's bytes in.
    const totals = { shell: [0, 0], shared: [0, 0], remote: [0, 0] };
    for (const script of await Promise.all(reads)) {
      if (!script || (settledAt !== null && script.requestedAt >= settledAt)) continue;
      totals[script.kind][0] += script.raw;
      totals[script.kind][1] += script.gzip;
    }
    rows.push({ route, ...totals });
    await context.close();
  }
  console.log('\nJavaScript downloaded by a first visit (KB raw / KB gzip)\n');
  const columns = (cells) => cells.map((cell, index) => cell.padEnd(index === 0 ? 26 : 20)).join('');
  console.log(columns(['route', 'shell', 'shared deps', 'remote', 'total', 'budget (gzip)']));
  const exceeded = [];
  for (const { route, shell, shared: sharedDeps, remote } of rows) {
    const total = [shell[0] + sharedDeps[0] + remote[0], shell[1] + sharedDeps[1] + remote[1]];
    const { part, limit } = budgetFor(route);
    const measured = (part === 'total' ? total : remote)[1] / 1024;
    const verdict = `${part} ≤ ${limit} ${measured <= limit ? 'ok' : 'OVER'}`;
    if (measured > limit) exceeded.push(`${route}: ${part} ${measured.toFixed(1)} KB gzip > ${limit} KB`);
    console.log(
      columns(
        [route, shell, sharedDeps, remote, total, verdict].map((c) =>
          typeof c === 'string' ? c : `${kb(c[0])} / ${kb(c[1])}`,
        ),
      ),
    );
  }
  if (exceeded.length > 0) {
    console.error(`\nOver budget:\n  ${exceeded.join('\n  ')}`);
    if (check) process.exitCode = 1;
  } else {
    console.log('\nEvery route is within its budget.');
  }
} finally {
  await browser.close();
  await servers.close();
  await backend.stop();
}
