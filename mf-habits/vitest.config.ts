import { remoteTestConfig } from '@onething/test-kit/vitest-config';

export default remoteTestConfig({
  backend: true,
  timeZoneFiles: [
    'src/features/habits/domain/**/*.test.{ts,tsx}',
    'src/features/habits/components/habits-page-dates.test.tsx',
  ],
});
