import { startPageBridge } from './page-bridge';

startPageBridge({ window, origin: window.location.origin, version: chrome.runtime.getManifest().version });
