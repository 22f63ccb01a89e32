import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: false,
    // Tests about data run against one real local backend for the run.
    globalSetup: ['@onething/shared-data/testing/global-setup'],
    // Panel tests save over HTTP; the machine is shared, so allow for slow runs.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
