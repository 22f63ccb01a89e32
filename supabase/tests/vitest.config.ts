import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    // Builds the migrated template of supabase/migrations once; every suite's server copies it.
    globalSetup: ['./global-setup.ts'],
    // Each test server holds its own PGlite (~300 MB); two at a time suits the 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
