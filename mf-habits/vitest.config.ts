import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: false,
    // Page-level tests render the whole page in jsdom; the machine is shared, so allow for slow runs.
    testTimeout: 30_000,
  },
});
