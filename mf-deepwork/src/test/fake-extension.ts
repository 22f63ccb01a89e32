// Stands in for the companion extension's content script at the page boundary: it reads the window
// messages the app posts and answers the way the content script does (a message from this window, on
// this origin, marked as the extension's). jsdom delivers the app's posts without source or origin,
// so they are read by their source marker.
import {
  APP_SOURCE,
  EXTENSION_SOURCE,
  type AppToExtensionMessage,
  type ExtensionToAppMessage,
} from '@onething/shared-data';

export type PermissionAnswer = 'grant' | 'deny' | 'none';

export type FakeExtension = {
  /** Every message the app posted while installed. */
  received: AppToExtensionMessage[];
  /** How the next permission requests are answered. */
  answerPermissions: (answer: PermissionAnswer) => void;
  uninstall: () => void;
};

type Answer = ExtensionToAppMessage extends infer M ? (M extends ExtensionToAppMessage ? Omit<M, 'source'> : never) : never;

function answer(message: Answer): void {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { ...message, source: EXTENSION_SOURCE },
      source: window,
      origin: window.location.origin,
    }),
  );
}

function isFromApp(data: unknown): data is AppToExtensionMessage {
  return typeof data === 'object' && data !== null && (data as { source?: unknown }).source === APP_SOURCE;
}

/** Records what the app posts; with `installed`, answers pings and permission requests too. */
export function fakeExtension({ installed = true, version = '1.4.2' }: { installed?: boolean; version?: string } = {}): FakeExtension {
  const received: AppToExtensionMessage[] = [];
  let permission: PermissionAnswer = 'grant';
  const listener = (event: MessageEvent) => {
    if (!isFromApp(event.data)) return;
    const message = event.data;
    received.push(message);
    if (!installed) return;
    if (message.type === 'PING') answer({ type: 'PONG', nonce: message.nonce, version });
    if (message.type === 'REQUEST_SITE_PERMISSION' && permission !== 'none') {
      answer({ type: 'SITE_PERMISSION_RESPONSE', site: message.site, granted: permission === 'grant', requestId: message.requestId });
    }
  };
  window.addEventListener('message', listener);
  return {
    received,
    answerPermissions: (next) => {
      permission = next;
    },
    uninstall: () => window.removeEventListener('message', listener),
  };
}
