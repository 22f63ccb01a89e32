import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The server is tested over a schema of its own, not the app's migrations (those are tested in
// supabase/tests): every test server, the global setup's template and the CLI runs below apply it.
process.env.TEST_MIGRATIONS_DIR = path.join(import.meta.dirname, 'test', 'fixtures', 'schema');

/**
 * Suites that time the server (one user's flood against another's reads, statement timeouts, request
 * bombs): they run after the others, one file at a time, so that the suite's own second worker is not
 * what makes them slow.
 */
const TIMED = [
  'test/server/fair-share.test.ts',
  'test/server/request-isolation.test.ts',
  'test/server/database-timeouts.test.ts',
  'test/rest/statement-timeout.test.ts',
  'test/rest/answer-size.test.ts',
];

export default defineConfig({
  test: {
    environment: 'node',
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each test server holds its own PGlite (~300 MB); two at a time suits the 2-core machine.
    pool: 'forks',
    // A worker's files share its modules: supabase-js, the server's code and PGlite's compiled WebAssembly
    // load once per worker, not once per file, and suites that ask for it share one server per worker
    // (setupTestServer({ shared: true })).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['test/**/*.test.ts'],
          exclude: TIMED,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      // They compare wall-clock latencies with fixed bounds; on a shared 2-core machine another process can
      // hold the CPU for seconds, so a failed measurement is taken again (the bounds stay as they are).
      { extends: true, test: { name: 'timed', include: TIMED, maxWorkers: 1, retry: 2, sequence: { groupOrder: 1 } } },
    ],
  },
});
