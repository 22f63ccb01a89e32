// The content script's side of the window-message protocol: it accepts only messages posted by the
// page itself (same window, same origin, the app's marker and a known shape) and answers PING so
// the app can tell that the extension is installed. Answers go to the page's own origin, never '*'.
import { EXTENSION_SOURCE, isAppMessage, type ExtensionToAppMessage } from '@onething/shared-data/extension-protocol';

export interface PageBridgeEnv {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'postMessage'>;
  origin: string;
  version: string;
}

export function reply(env: PageBridgeEnv, message: ExtensionToAppMessage) {
  env.window.postMessage(message, env.origin);
}

export function startPageBridge(env: PageBridgeEnv): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.source !== env.window || event.origin !== env.origin || !isAppMessage(event.data)) return;
    if (event.data.type === 'PING') {
      reply(env, { source: EXTENSION_SOURCE, type: 'PONG', nonce: event.data.nonce, version: env.version });
    }
  };
  env.window.addEventListener('message', onMessage);
  return () => env.window.removeEventListener('message', onMessage);
}
