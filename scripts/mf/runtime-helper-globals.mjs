// The globals through which the remotes take the federation runtime's helper libraries from the shell:
// remotes are built with these packages as externals of that name (remote-config.mjs), and the shell's
// build defines __FEDERATION_HELPER_GLOBALS__ from this one list, so its code fills the same names
// (shell/src/module-federation/provide-runtime-helpers.ts).
export const RUNTIME_HELPER_GLOBALS = {
  '@module-federation/sdk': '_ONETHING_FEDERATION_SDK',
  '@module-federation/error-codes': '_ONETHING_FEDERATION_ERROR_CODES',
};
