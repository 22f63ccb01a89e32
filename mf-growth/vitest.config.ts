import { remoteTestConfig } from '@onething/test-kit/vitest-config';

export default remoteTestConfig({
  backend: true,
  components: false,
  timeZoneFiles: [
    'src/features/reflections/domain/**/*.test.{ts,tsx}',
    'src/features/playbooks/domain/**/*.test.{ts,tsx}',
  ],
});
