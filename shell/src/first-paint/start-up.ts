// The shell's start-up work that needs no shared library, run by the entry module while those libraries
// still download: read /config.json, open the connection to the backend and register the remotes with
// the federation runtime. Bootstrap awaits the same promise.
import { registerAllRemotes } from '../module-federation/remote-registry';
import { fetchRuntimeConfig, type ShellRuntimeConfig } from '../module-federation/runtime-config';

/** Opens the connection to the backend while the app's code still loads (its first request follows soon). */
function preconnect(url: string) {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(url).origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

let startUp: Promise<ShellRuntimeConfig> | null = null;

/** Runs once; a failure (no or a broken /config.json) is reported where it is awaited. */
export function startUpFederation(): Promise<ShellRuntimeConfig> {
  if (!startUp) {
    startUp = fetchRuntimeConfig().then((config) => {
      preconnect(config.supabaseUrl);
      registerAllRemotes(config.remotes);
      return config;
    });
    startUp.catch(() => undefined);
  }
  return startUp;
}
