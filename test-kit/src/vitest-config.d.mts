import type { UserConfig } from 'vitest/config';

export type RemoteTestOptions = {
  /**
   * The tests read and write through the real local backend: one supabase-local for the whole run, and
   * room for requests over HTTP on a shared, sometimes slow machine.
   */
  backend?: boolean;
  /**
   * Whether the remote has component tests (the default): then each test file starts with the shared
   * set-up (jest-dom matchers, shared-ui's DOM stubs and overlays, no toast left over). A remote whose
   * tests are all about pure functions passes false: they run in Node, without a DOM or that set-up.
   */
  components?: boolean;
  /**
   * Tests (globs relative to the remote) that run again in every test time zone, in the same Vitest run:
   * date rules and the pages that show dates.
   */
  timeZoneFiles?: readonly string[];
};

/** The Vitest config of the shell or a remote: its `src/**\/*.test.ts(x)` with the shared set-up; files that use `vi.mock` run isolated. */
export function remoteTestConfig(options?: RemoteTestOptions): UserConfig;
