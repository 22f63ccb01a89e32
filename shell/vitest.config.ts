import { remoteTestConfig } from '@onething/test-kit/vitest-config';

// The shell's component tests run like a remote's: same set-up, and one real local backend for the run.
export default remoteTestConfig({ backend: true });
