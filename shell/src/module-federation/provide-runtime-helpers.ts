// The federation runtime's helper libraries for the remotes. The shell already ships them (its runtime
// uses them) and the remotes are built to take them from globals instead of carrying a copy each, as they
// take the runtime core from the shell. The global of each package is defined once, in
// scripts/mf/runtime-helper-globals.mjs, and given to this build as __FEDERATION_HELPER_GLOBALS__. Runs
// before any remote's remoteEntry.js is loaded.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

declare const __FEDERATION_HELPER_GLOBALS__: Record<
  '@module-federation/sdk' | '@module-federation/error-codes',
  string
>;

Object.assign(globalThis, {
  [__FEDERATION_HELPER_GLOBALS__['@module-federation/sdk']]: sdk,
  [__FEDERATION_HELPER_GLOBALS__['@module-federation/error-codes']]: errorCodes,
});
