// Start-up: read /config.json, hand the backend settings to shared-data, register the remotes with
// the Module Federation runtime, then render. A broken config shows a readable message, not a blank page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@onething/shared-data';
import { App } from './app/app';
import { StartupError } from './app/startup-error';
import { startUpRuntimeConfig } from './module-federation/runtime-config';
import { registerAllRemotes } from './module-federation/remote-registry';
import { preloadRemotePage } from './module-federation/preload-remote-page';
import { readStoredUser } from './public/stored-session';

/** Opens the connection to the backend while the app's code still loads (its first request follows soon). */
function preconnect(url: string) {
  const link = document.createElement('link');
  link.rel = 'preconnect';
  link.href = new URL(url).origin;
  link.crossOrigin = 'anonymous';
  document.head.append(link);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

async function start() {
  try {
    const config = await startUpRuntimeConfig();
    setRuntimeConfig(config);
    preconnect(config.supabaseUrl);
    registerAllRemotes(config.remotes);
    // Someone who was signed in will most likely see the page they opened: fetch it while the session is checked.
    if (readStoredUser()) preloadRemotePage(window.location.pathname);
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(<StartupError message={error instanceof Error ? error.message : String(error)} />);
  }
}

void start();
