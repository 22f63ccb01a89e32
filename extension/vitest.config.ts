import { defineConfig } from 'vitest/config';
import { DEFAULT_APP_ORIGINS } from './build-config.mjs';

export default defineConfig({
  define: { __ONETHING_APP_ORIGINS__: JSON.stringify(DEFAULT_APP_ORIGINS) },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', '*.test.{ts,mjs}'],
    passWithNoTests: false,
  },
});
