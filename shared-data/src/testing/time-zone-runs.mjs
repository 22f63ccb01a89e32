// Plain JavaScript: vitest configs import it, and Vite leaves imported packages to Node, which cannot run
// TypeScript. The types are in time-zone-runs.d.mts.

/**
 * Where date rules run again besides the machine's own zone: west of UTC with daylight saving, UTC in winter
 * with a summer hour, a half-hour offset, and across the date line (UTC+13 in the southern summer).
 */
export const TEST_TIME_ZONES = ['America/New_York', 'Europe/London', 'Asia/Kolkata', 'Pacific/Auckland'];

/**
 * One Vitest run for a package's tests and the same run again in every test time zone: one project per zone
 * whose workers start with TZ set (each project's `env` is the environment its worker processes are spawned
 * with, so every Date and Intl call in them sees that zone). Compared with one `TZ=… vitest run` per zone,
 * the package's global setup (a local backend) starts once and serves every project, and the zones share
 * the run's workers instead of waiting for each other.
 *
 * The zone projects run their files without isolation (a worker's files share its modules and its jsdom
 * window): the files are date rules and pages that also run isolated in the machine's zone, and a fresh
 * jsdom per file made the zone runs cost five times the CPU time of their tests.
 *
 * `test` is the package's test options; `timeZoneFiles` are the globs (relative to the package) of the
 * tests that run in every zone.
 */
export function withTimeZoneRuns(test, timeZoneFiles) {
  if (!timeZoneFiles || timeZoneFiles.length === 0) return test;
  // Run-wide options stay on the root: its global setup runs once and every project reads what it provides.
  const { include, globalSetup, passWithNoTests, ...projectOptions } = test;
  return {
    ...(globalSetup ? { globalSetup } : {}),
    ...(passWithNoTests !== undefined ? { passWithNoTests } : {}),
    projects: [
      { test: { ...projectOptions, name: 'local time', include } },
      ...TEST_TIME_ZONES.map((timeZone) => ({
        test: {
          ...projectOptions,
          name: timeZone,
          include: timeZoneFiles,
          env: { ...projectOptions.env, TZ: timeZone },
          isolate: false,
        },
      })),
    ],
  };
}
