import { defineConfig } from 'vitest/config';
import { withTimeZoneRuns } from './src/testing/time-zone-runs.mjs';

export default defineConfig({
  test: withTimeZoneRuns(
    {
      // Most files are rules and data tests; the few that need a DOM say so in their first line
      // (`// @vitest-environment jsdom`). A jsdom for every file was most of this run's time (99 s → 37 s).
      environment: 'node',
      include: ['src/**/*.test.{ts,tsx}'],
      passWithNoTests: false,
      // One real local backend for the whole run (tests about data sign up their own users on it).
      globalSetup: ['./src/testing/global-setup.ts'],
      // Tests about data sign users up (bcrypt, ~0.1 s each) on a shared machine.
      testTimeout: 30_000,
      hookTimeout: 120_000,
    },
    // Date rules, run again in every test time zone.
    ['src/**/rules/**/*.test.{ts,tsx}', 'src/dates/**/*.test.{ts,tsx}', 'src/domain/**/*.test.{ts,tsx}'],
  ),
});
