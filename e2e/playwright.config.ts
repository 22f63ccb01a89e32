// End-to-end tests drive the real production builds of the shell and remotes, served like a
// deployment, against the real local backend, in the system Chromium.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/browser';
import { E2E_SHELL_URL } from './support/ports';

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Users who ask for reduced motion get the app without animations; the suite runs that way because
    // animation frames were a third of its CPU time. onething-undo.spec.ts keeps full motion, so the
    // animated dialogs and toasts stay covered.
    reducedMotion: 'reduce',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
