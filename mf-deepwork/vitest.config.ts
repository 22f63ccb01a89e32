import { remoteTestConfig } from '@onething/test-kit/vitest-config';

export default remoteTestConfig({
  backend: true,
  timeZoneFiles: [
    'src/features/timer/domain/**/*.test.{ts,tsx}',
    'src/features/shield-settings/domain/**/*.test.{ts,tsx}',
  ],
});
