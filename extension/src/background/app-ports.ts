// Long-lived ports from the app's content scripts: the only way the worker can tell an open app tab
// something on its own (a shield that ended, a permission answer), since it has no access to the app's
// tabs. A port closes when the worker stops; the content script reconnects while it still expects news.
import { EXTENSION_SOURCE, type ExtensionToAppMessage } from '@onething/shared-data/extension-protocol';

export { APP_PORT_NAME } from '../shared/messages';

type OutgoingMessage = ExtensionToAppMessage extends infer M
  ? M extends ExtensionToAppMessage
    ? Omit<M, 'source'>
    : never
  : never;

const ports = new Set<chrome.runtime.Port>();

export function addAppPort(port: chrome.runtime.Port): void {
  ports.add(port);
  port.onDisconnect.addListener(() => ports.delete(port));
}

/** Tells the app tab behind one port. */
export function post(port: chrome.runtime.Port, message: OutgoingMessage): void {
  try {
    port.postMessage({ ...message, source: EXTENSION_SOURCE });
  } catch {
    ports.delete(port);
  }
}

/** Tells every open app tab. */
export function broadcast(message: OutgoingMessage): void {
  for (const port of ports) post(port, message);
}

/** Tells one app tab (falls back to every app tab when that tab is unknown or gone). */
export function tellTab(tabId: number | null, message: OutgoingMessage): void {
  const target = [...ports].filter((port) => tabId !== null && port.sender?.tab?.id === tabId);
  for (const port of target.length > 0 ? target : ports) post(port, message);
}
