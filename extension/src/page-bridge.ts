// The content script's side of the window-message protocol. It runs only on the app's origins and
// accepts only messages the page itself posted (same window, exact origin, the app's marker and a
// known shape). PING is answered here; everything else goes to the worker over a long-lived port,
// and what the worker sends back is posted to the page's own origin, never '*'.
import {
  EXTENSION_SOURCE,
  isAppMessage,
  isExtensionMessage,
  type ExtensionToAppMessage,
} from '@onething/shared-data/extension-protocol';
import { isAppOrigin } from './shared/app-origins';

export type PortLike = {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
  disconnect(): void;
};

export interface PageBridgeEnv {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'postMessage'>;
  origin: string;
  version: string;
  appOrigins: readonly string[];
  /** Opens a port to the worker (chrome.runtime.connect); throws when the extension was reloaded. */
  connect: () => PortLike;
  /**
   * Whether the extension still runs: one disabled or removed leaves this script in the page, cut off from
   * it, and the app must then hear nothing (no PONG), so it can say the shield is down.
   */
  alive?: () => boolean;
}

export function reply(env: Pick<PageBridgeEnv, 'window' | 'origin'>, message: ExtensionToAppMessage) {
  env.window.postMessage(message, env.origin);
}

export function startPageBridge(env: PageBridgeEnv): () => void {
  if (!isAppOrigin(env.origin, env.appOrigins)) return () => {};
  let port: PortLike | null = null;
  let stopped = false;
  // Worth keeping the port open for: a running shield may end on its own, a permission may be answered.
  let shieldActive = false;
  const awaitedPermissions = new Set<string>();

  const connect = (): PortLike | null => {
    if (port || stopped) return port;
    try {
      port = env.connect();
    } catch {
      return null;
    }
    const current = port;
    current.onMessage.addListener((message) => {
      if (!isExtensionMessage(message)) return;
      if (message.type === 'SHIELD_STATUS') shieldActive = message.active;
      if (message.type === 'SITE_PERMISSION_RESPONSE' || message.type === 'ALL_SITES_PERMISSION_RESPONSE') {
        awaitedPermissions.delete(message.requestId);
      }
      reply(env, message);
    });
    current.onDisconnect.addListener(() => {
      if (port === current) port = null;
      // The worker stopped (idle, or stopped on purpose): come back if news is still expected.
      if (shieldActive || awaitedPermissions.size > 0) connect();
    });
    return current;
  };

  const onMessage = (event: MessageEvent) => {
    if (event.source !== env.window || event.origin !== env.origin || !isAppMessage(event.data)) return;
    const message = event.data;
    if (message.type === 'PING') {
      if (env.alive && !env.alive()) return;
      reply(env, { source: EXTENSION_SOURCE, type: 'PONG', nonce: message.nonce, version: env.version });
      return;
    }
    if (message.type === 'REQUEST_SITE_PERMISSION' || message.type === 'REQUEST_ALL_SITES_PERMISSION') {
      awaitedPermissions.add(message.requestId);
    }
    if (message.type === 'START_SHIELD') shieldActive = message.enabled;
    if (message.type === 'STOP_SHIELD') shieldActive = false;
    try {
      connect()?.postMessage(message);
    } catch {
      // The port closed under us (the worker stopped); a fresh one wakes the worker.
      port = null;
      connect()?.postMessage(message);
    }
  };

  env.window.addEventListener('message', onMessage);
  // Connecting at once lets the worker report a running shield and ask for a token it lacks.
  connect();
  return () => {
    stopped = true;
    env.window.removeEventListener('message', onMessage);
    port?.disconnect();
    port = null;
  };
}
