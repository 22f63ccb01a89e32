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
    // A worker's files share its modules (supabase-js, the server, PGlite's compiled WebAssembly load once per
    // worker); every file still has a server and a database of its own.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
