import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    // Tests about data run against one real local backend for the run.
    globalSetup: ['@onething/shared-data/testing/global-setup'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
