// @onething/test-kit: what the remotes' component tests share (tests only; never imported by product code).
//   renderWithApp   a component inside the providers the shell gives every remote
//   goOffline       the app's client pointed at nowhere, as when the network drops
// and, for each remote's vitest.config.ts, '@onething/test-kit/vitest-config' (remoteTestConfig) with
// '@onething/test-kit/setup' as its set-up file.
/// <reference types="@testing-library/jest-dom/vitest" />
export { authValue } from './auth-value';
export { goOffline } from './go-offline';
export { renderWithApp, testQueryClient } from './render-with-app';
export type { JotaiStore, Rendered, RenderWithAppOptions } from './render-with-app';
