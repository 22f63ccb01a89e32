// Plain JavaScript: Vite loads a vitest.config.ts by bundling it alone and leaves every package it imports
// to Node, which cannot run TypeScript. The types are in vitest-config.d.mts.
import { withTimeZoneRuns } from '@onething/shared-data/testing/time-zone-runs';
import { defineConfig } from 'vitest/config';

/** The Vitest config of the shell or a remote: its `src/**\/*.test.ts(x)` in jsdom with the shared set-up. */
export function remoteTestConfig({ backend = false, components = true, timeZoneFiles = [] } = {}) {
  return defineConfig({
    test: withTimeZoneRuns(
      {
        environment: 'jsdom',
        include: ['src/**/*.test.{ts,tsx}'],
        setupFiles: components ? ['@onething/test-kit/setup'] : [],
        passWithNoTests: false,
        ...(backend
          ? { globalSetup: ['@onething/shared-data/testing/global-setup'], testTimeout: 30_000, hookTimeout: 120_000 }
          : {}),
      },
      timeZoneFiles,
    ),
  });
}
