import path from 'node:path';
import { defineConfig } from 'vitest/config';

// The server is tested over a schema of its own, not the app's migrations (those are tested in
// supabase/tests): every test server, the global setup's template and the CLI runs below apply it.
process.env.TEST_MIGRATIONS_DIR = path.join(import.meta.dirname, 'test', 'fixtures', 'schema');

export default defineConfig({
  test: {
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    // Each test server holds its own PGlite (~300 MB); two at a time suits the 2-core machine.
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
