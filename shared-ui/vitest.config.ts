import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The same DOM as the apps' component tests (test-kit): 63 → 40 CPU-s against jsdom.
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    passWithNoTests: false,
  },
});
