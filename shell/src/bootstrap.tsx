// Start-up: once /config.json is read and the remotes registered (start-up.ts), hand the backend
// settings to shared-data, then render. A broken config shows a readable message, not a blank page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@onething/shared-data';
import { App } from './app/app';
import { BootFrameRelease } from './first-paint/boot-frame/release-boot-frame';
import { StartupError } from './app/startup-error';
import { preloadRemotePage } from './module-federation/preload-remote-page';
import { startUpFederation } from './first-paint/start-up';
import { readStoredUser } from './public/stored-user';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
async function start() {
  try {
    const config = await startUpFederation();
    setRuntimeConfig(config);
    // The shared libraries are loaded now, so the opened page's module (its files already downloading) can run
    // while the session is checked; the page then renders with the layout, without a loading state of its own.
    if (readStoredUser()) preloadRemotePage(window.location.pathname);
    root.render(
      <StrictMode>
        <BootFrameRelease>
          <App />
        </BootFrameRelease>
      </StrictMode>,
    );
  } catch (error) {
    console.error(error);
    root.render(
      <BootFrameRelease>
        <StartupError message={error instanceof Error ? error.message : String(error)} />
      </BootFrameRelease>,
    );
  }
}

void start();
