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
    // worker) and one server with its database (setupTestServer({ shared: true })): every test makes its own
    // users and rows, so no file depends on another's data. A server per file was a third of the run's CPU.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
