// Builds the Module Federation runtime from its ES module files instead of its CommonJS ones.
// The federation plugins point the bundler at the runtime with require.resolve, which picks each package's
// CommonJS build; the shell's own `import` of the runtime's sdk (handed to the remotes, see
// runtime-helper-globals.mjs) then picked the ES build, so main.js carried the sdk and its error codes
// twice, and CommonJS modules are neither concatenated nor tree-shaken. Every @module-federation package
// ships both builds from the same source, so the ES files are the same code.
import { existsSync } from 'node:fs';
import rspack from '@rspack/core';

const FEDERATION_FILE_CJS = /@module-federation[\\/][^\\/]+[\\/]dist[\\/].*\.cjs$/;

/** The ES module next to a CommonJS file of the runtime (`.js` or `.mjs`), if the package has one. */
const esModuleTwin = (file) =>
  ['.js', '.mjs'].map((extension) => file.replace(/\.cjs$/, extension)).find((candidate) => existsSync(candidate));

export class EsmFederationRuntimePlugin {
  apply(compiler) {
    // The runtime entry the plugins generate imports the CommonJS files by absolute path.
    new rspack.NormalModuleReplacementPlugin(FEDERATION_FILE_CJS, (resolveData) => {
      if (resolveData.createData) return; // after resolution the module type is already CommonJS
      const twin = esModuleTwin(resolveData.request);
      if (twin) resolveData.request = twin;
    }).apply(compiler);
    // After the federation plugins have set their aliases (the container plugin's point the bare names at
    // the CommonJS files), so this tap runs last when the plugin is listed after them.
    compiler.hooks.afterPlugins.tap('EsmFederationRuntimePlugin', () => {
      const alias = { ...compiler.options.resolve.alias };
      for (const [name, target] of Object.entries(alias)) {
        if (name.startsWith('@module-federation/') && typeof target === 'string' && target.endsWith('.cjs'))
          alias[name] = esModuleTwin(target) ?? target;
      }
      compiler.options.resolve.alias = alias;
    });
  }
}
