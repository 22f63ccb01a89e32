// Who is talking to the worker. A message is a request, never proof of identity: only the sender that
// Chrome reports counts. The app is this extension's own content script in the top frame of a tab on
// one of the app's origins; an extension page is a page of this extension. Anything else is refused.
import { APP_ORIGINS, isAppOrigin } from '../shared/app-origins';

export type SenderKind = 'app' | 'extension-page';

export function classifySender(
  sender: chrome.runtime.MessageSender,
  extensionId: string = chrome.runtime.id,
  appOrigins: readonly string[] = APP_ORIGINS,
): SenderKind | null {
  if (sender.id !== extensionId) return null;
  const extensionOrigin = `chrome-extension://${extensionId}`;
  if (sender.origin === extensionOrigin && sender.url?.startsWith(`${extensionOrigin}/`)) return 'extension-page';
  if (sender.tab?.id === undefined || sender.frameId !== 0) return null;
  if (!isAppOrigin(sender.origin, appOrigins)) return null;
  // The document's URL must agree with the origin Chrome reports for it.
  try {
    return new URL(sender.url ?? '').origin === sender.origin ? 'app' : null;
  } catch {
    return null;
  }
}
