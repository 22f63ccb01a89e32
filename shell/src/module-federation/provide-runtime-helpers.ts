// The federation runtime's helper libraries for the remotes. The shell already ships them (its runtime
// uses them) and the remotes are built to take them from these globals (scripts/mf/remote-config.mjs)
// instead of carrying a copy each, as they take the runtime core from the shell. Runs before any
// remote's remoteEntry.js is loaded.
import * as errorCodes from '@module-federation/error-codes';
import * as sdk from '@module-federation/sdk';

const RUNTIME_HELPER_GLOBALS = { sdk: '_ONETHING_FEDERATION_SDK', errorCodes: '_ONETHING_FEDERATION_ERROR_CODES' } as const;

Object.assign(globalThis, { [RUNTIME_HELPER_GLOBALS.sdk]: sdk, [RUNTIME_HELPER_GLOBALS.errorCodes]: errorCodes });
