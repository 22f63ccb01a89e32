// Set by the build (esbuild `define`) and by the unit tests' Vitest config, from build-config.mjs.
declare const __ONETHING_APP_ORIGINS__: readonly string[];
