import { APP_PORT_NAME } from './shared/messages';
import { APP_ORIGINS } from './shared/app-origins';
import { startPageBridge } from './page-bridge';

startPageBridge({
  window,
  origin: window.location.origin,
  version: chrome.runtime.getManifest().version,
  appOrigins: APP_ORIGINS,
  connect: () => chrome.runtime.connect({ name: APP_PORT_NAME }),
  // Disabled, removed or reloaded, the extension leaves this script running in the page without its runtime.
  alive: () => chrome.runtime?.id !== undefined,
});
