import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    passWithNoTests: false,
    // One real local backend for the whole run (tests about data sign up their own users on it).
    globalSetup: ['./src/testing/global-setup.ts'],
    // Tests about data sign users up (bcrypt, ~0.1 s each) on a shared machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
