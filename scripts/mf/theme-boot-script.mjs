// Loads shared-ui's themeBootScript (TypeScript) from plain Node, for the shell's build and its checks.
// shared-ui's module stays the only definition of the script; esbuild bundles that one module and its
// two small theme imports in memory, so no compiled copy of it is ever written to the repository.
import path from 'node:path';
import { buildSync } from 'esbuild';
import { workspaceRoot } from './shared-deps.mjs';

export const THEME_BOOT_SCRIPT_SOURCE = path.join(workspaceRoot, 'shared-ui/src/theme/theme-boot-script.ts');

export async function loadThemeBootScript() {
  const { outputFiles } = buildSync({
    entryPoints: [THEME_BOOT_SCRIPT_SOURCE],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    write: false,
    logLevel: 'silent',
  });
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`;
  const { themeBootScript } = await import(url);
  if (typeof themeBootScript !== 'string' || themeBootScript.length === 0) {
    throw new Error(`${THEME_BOOT_SCRIPT_SOURCE} does not export a themeBootScript string`);
  }
  return themeBootScript;
}
