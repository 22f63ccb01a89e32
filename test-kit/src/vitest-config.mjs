// Plain JavaScript: Vite loads a vitest.config.ts by bundling it alone and leaves every package it imports
// to Node, which cannot run TypeScript. The types are in vitest-config.d.mts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withTimeZoneRuns } from '@onething/shared-data/testing/time-zone-runs';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files (relative to the package) that replace a module with `vi.mock`. A mock cannot be undone for the
 * files that share a worker's modules after it, so these files run isolated.
 */
function filesMockingModules(root) {
  // Vitest runs in the package's folder; tools that only read the config (knip) may run elsewhere.
  if (!existsSync(path.join(root, 'src'))) return [];
  return readdirSync(path.join(root, 'src'), { recursive: true })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.posix.join('src', file.split(path.sep).join('/')))
    .filter((file) => readFileSync(path.join(root, file), 'utf8').includes('vi.mock('));
}

/**
 * Transformed modules kept on disk, in one folder for the workspace: a package's time-zone projects transform
 * the same sources (shared-data's barrel, ~250 files) once instead of five times, and a second run reuses
 * them. Vitest 5 turns this on by default; the key is each file's content and id and Vite's configuration.
 */
const moduleCache = {
  fsModuleCache: true,
  fsModuleCachePath: fileURLToPath(new URL('../../node_modules/.cache/vitest-modules', import.meta.url)),
};

/** The Vitest config of the shell or a remote: its `src/**\/*.test.ts(x)` with the shared set-up. */
export function remoteTestConfig({ backend = false, components = true, timeZoneFiles = [] } = {}) {
  const mocking = filesMockingModules(process.cwd());
  const options = {
    // Pure rules need no DOM; component tests get happy-dom and the shared set-up. happy-dom builds a window
    // in a fraction of jsdom's time and runs the same tests faster (mf-habits 115 → 70 CPU-s, mf-deepwork
    // 67 → 40); it also applies the page's CSS media queries at its 1024 × 768 viewport.
    environment: components ? 'happy-dom' : 'node',
    // A worker's files share its modules (and DOM window): the set-up file gives each file a clean page.
    // A fresh module graph and DOM window per file was most of the run's time (the shell: 97 s → 30 s).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, ...mocking],
    setupFiles: components ? ['@onething/test-kit/setup'] : [],
    passWithNoTests: false,
    ...(backend
      ? { globalSetup: ['@onething/shared-data/testing/global-setup'], testTimeout: 30_000, hookTimeout: 120_000 }
      : {}),
  };
  const test = withTimeZoneRuns(options, timeZoneFiles);
  if (mocking.length === 0) return defineConfig({ test: { ...test, experimental: moduleCache } });

  const { globalSetup, passWithNoTests, include, exclude, ...projectOptions } = options;
  const isolated = { test: { ...projectOptions, name: 'module mocks', include: mocking, isolate: true } };
  const projects = test.projects ?? [{ test: { ...projectOptions, name: 'local time', include, exclude } }];
  return defineConfig({
    test: {
      ...(globalSetup ? { globalSetup } : {}),
      ...(passWithNoTests !== undefined ? { passWithNoTests } : {}),
      projects: [...projects, isolated],
      experimental: moduleCache,
    },
  });
}
