// @onething/test-kit: what the component tests of the shell and the remotes share (tests only; never
// imported by product code).
//   renderWithApp   a component inside the providers the shell gives every page
//   renderRoute     the same as the page of a data router, with a probe showing where navigations went
//   fakeAuth        an auth context with spies (signed out by default); authValue: signed in
//   goOffline       the app's client pointed at nowhere, as when the network drops
// and, for the vitest.config.ts of the shell and each remote, '@onething/test-kit/vitest-config'
// (remoteTestConfig) with '@onething/test-kit/setup' as its set-up file.
/// <reference types="@testing-library/jest-dom/vitest" />
export { authValue, fakeAuth } from './auth-value';
export { goOffline } from './go-offline';
export { renderRoute, renderWithApp, testQueryClient } from './render-with-app';
export type {
  AppProviderOptions,
  JotaiStore,
  Rendered,
  RenderRouteOptions,
  RenderWithAppOptions,
} from './render-with-app';
