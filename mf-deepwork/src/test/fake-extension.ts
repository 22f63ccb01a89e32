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
  /** How the user answers the next permission requests (for one site or for every site). */
  answerPermissions: (answer: PermissionAnswer) => void;
  /** Whether access to every site is granted, whether this browser was asked before, and how often the user was. */
  allSites: { granted: boolean; asked: boolean; prompts: number };
  /** The answer to an earlier request for every site arrives now (the user answered late). */
  answerAllSitesLate: (requestId: string, granted: boolean) => void;
  uninstall: () => void;
};

type Answer = ExtensionToAppMessage extends infer M
  ? M extends ExtensionToAppMessage
    ? Omit<M, 'source'>
    : never
  : never;

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
export function fakeExtension({
  installed = true,
  version = '1.4.2',
}: { installed?: boolean; version?: string } = {}): FakeExtension {
  const received: AppToExtensionMessage[] = [];
  let permission: PermissionAnswer = 'grant';
  const allSites = { granted: false, asked: false, prompts: 0 };
  const listener = (event: MessageEvent) => {
    if (!isFromApp(event.data)) return;
    const message = event.data;
    received.push(message);
    if (!installed) return;
    if (message.type === 'PING') answer({ type: 'PONG', nonce: message.nonce, version });
    if (message.type === 'REQUEST_SITE_PERMISSION' && permission !== 'none') {
      answer({
        type: 'SITE_PERMISSION_RESPONSE',
        site: message.site,
        granted: permission === 'grant',
        requestId: message.requestId,
      });
    }
    if (message.type === 'REQUEST_ALL_SITES_PERMISSION') {
      // As the extension decides: granted or only asked about, or asked before when only the first time counts.
      const { requestId, ask } = message;
      if (allSites.granted || ask === 'never' || (ask === 'first-time' && allSites.asked)) {
        answer({ type: 'ALL_SITES_PERMISSION_RESPONSE', requestId, granted: allSites.granted, prompted: false });
        return;
      }
      allSites.asked = true;
      allSites.prompts += 1;
      if (permission === 'none') return;
      allSites.granted = permission === 'grant';
      answer({ type: 'ALL_SITES_PERMISSION_RESPONSE', requestId, granted: allSites.granted, prompted: true });
    }
  };
  window.addEventListener('message', listener);
  return {
    received,
    answerPermissions: (next) => {
      permission = next;
    },
    allSites,
    answerAllSitesLate: (requestId, granted) => {
      allSites.granted = granted;
      answer({ type: 'ALL_SITES_PERMISSION_RESPONSE', requestId, granted, prompted: true });
    },
    uninstall: () => window.removeEventListener('message', listener),
  };
}
