// Benchmarks that drive the app like the end-to-end suite (same builds, backend and ports) but print a figure
// instead of asserting a bar: `npm run bench:offline-replay`. They are not part of `npm test`.
import { defineConfig } from '@playwright/test';
import suite from './playwright.config';

export default defineConfig({
  ...suite,
  testDir: './benches',
  testMatch: '**/*.bench.ts',
  retries: 0,
  workers: 1,
  reporter: [['list']],
});
