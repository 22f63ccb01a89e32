// Start-up: once /config.json is read and the remotes registered (start-up.ts), hand the backend
// settings to shared-data, then render. A broken config shows a readable message, not a blank page.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setRuntimeConfig } from '@onething/shared-data';
import { App } from './app/app';
import { BootFrameRelease } from './first-paint/boot-frame/release-boot-frame';
import { StartupError } from './app/startup-error';
import { startUpFederation } from './first-paint/start-up';
import { startServiceWorker } from './pwa/start-service-worker';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
async function start() {
  try {
    const config = await startUpFederation();
    setRuntimeConfig(config);
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
// After the page has loaded and gone idle (it waits for that itself): offline start-up and updates.
startServiceWorker();
