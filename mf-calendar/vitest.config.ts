import { remoteTestConfig } from '@onething/test-kit/vitest-config';

export default remoteTestConfig({ components: false });
