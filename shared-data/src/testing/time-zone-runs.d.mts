import type { TestUserConfig } from 'vitest/config';

type TestOptions = TestUserConfig;

/** Where date rules run again besides the machine's own zone. */
export declare const TEST_TIME_ZONES: readonly string[];

/** The package's test options as one run: its tests in the machine's zone, and `timeZoneFiles` again in every test time zone. */
export declare function withTimeZoneRuns(test: TestOptions, timeZoneFiles?: readonly string[]): TestOptions;
