import { remoteTestConfig } from '@onething/test-kit/vitest-config';

export default remoteTestConfig({
  components: false,
  timeZoneFiles: ['src/features/dashboard/domain/**/*.test.{ts,tsx}'],
});
