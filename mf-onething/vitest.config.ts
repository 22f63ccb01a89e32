import { remoteTestConfig } from '@onething/test-kit/vitest-config';

export default remoteTestConfig({
  backend: true,
  timeZoneFiles: ['src/features/one-thing/domain/**/*.test.{ts,tsx}'],
});
