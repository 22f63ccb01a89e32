// End-to-end tests drive the real production builds of the shell and remotes, served like a
// deployment, against the real local backend, in the system Chromium.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { E2E_SHELL_URL } from './support/ports';

const TIMED = /@timed/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  outputDir: 'test-results',
  use: {
    baseURL: E2E_SHELL_URL,
    launchOptions: chromiumLaunchOptions(),
    // A trace (DOM snapshots and screencast of every action) is recorded for a failed test's retry only:
    // recording one for every test was a third of the suite's CPU time. `--trace on` records them all.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Users who ask for reduced motion get the app without animations; the suite runs that way because
    // animation frames were a third of its CPU time. onething-undo.spec.ts keeps full motion, so the
    // animated dialogs and toasts stay covered.
    reducedMotion: 'reduce',
    // The app's service worker answers from its caches once it controls a page, and Playwright's request
    // routing does not see what a worker fetches: the suite tests the app without it, and the specs about
    // the worker (shell-service-worker, shell-installable) allow it for their own contexts.
    serviceWorkers: 'block',
  },
  // A test tagged @timed asserts a time a person would feel (the palette opens within 300 ms). It is its own
  // project so that `npm test` can run it apart, once the rest of the suite and the checks beside it are done:
  // on a machine that busy, the same code measured 340 ms. `npx playwright test` runs both projects.
  projects: [
    { name: 'chromium', grepInvert: TIMED, use: { browserName: 'chromium' } },
    { name: 'timed', grep: TIMED, use: { browserName: 'chromium' } },
  ],
});
