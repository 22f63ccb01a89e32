// The extension's service worker. One router handles every runtime message: commands that need no
// trust first, then a trust check (the sender must be this extension) before anything privileged.
// The distraction shield's commands arrive with the deep work issue.
export type WorkerMessage = { type: 'GET_STATUS' };

export function isTrustedSender(sender: chrome.runtime.MessageSender, extensionId: string): boolean {
  return sender.id === extensionId;
}

export function routeMessage(message: unknown, sender: chrome.runtime.MessageSender, extensionId: string) {
  if (!isTrustedSender(sender, extensionId)) return { ok: false, error: 'untrusted sender' };
  const type = (message as { type?: unknown } | null)?.type;
  if (type === 'GET_STATUS') return { ok: true, shieldActive: false };
  return { ok: false, error: 'unknown message' };
}

if (typeof chrome !== 'undefined' && chrome.runtime?.onMessage) {
  chrome.runtime.onMessage.addListener((message, sender, sendResponse) => {
    sendResponse(routeMessage(message, sender, chrome.runtime.id));
    return false;
  });
}
