// Messages between the extension's own pages (popup, blocked page, permission page) and its worker.
// The web app's messages are the window-message protocol in @onething/shared-data/extension-protocol.

/** The name of the content script's long-lived port to the worker. */
export const APP_PORT_NAME = 'onething-app';

export type PageRequest =
  | { type: 'GET_STATUS' }
  | { type: 'BLOCKED_PAGE_SHOWN'; site: string; firstView: boolean }
  | { type: 'STOP_FROM_POPUP' }
  | { type: 'GET_PERMISSION_REQUEST'; requestId: string }
  | { type: 'PERMISSION_ANSWER'; requestId: string; granted: boolean };

/** What the popup and the blocked page show about the shield. */
export type ShieldView = {
  active: boolean;
  /** Epoch milliseconds; null when no shield runs. */
  endsAt: number | null;
  /** The domains from the user's list (the adult list is counted, not listed). */
  sites: string[];
  adultSiteCount: number;
  blockedCount: number;
  /** The web app's origin the user's token came from, for links back to it. */
  appOrigin: string | null;
};

export type BlockedView = ShieldView & { site: string; goalTitle: string | null };

/** An open permission request as its page shows it: for one site, or for every site; null when none is open. */
export type PermissionRequestView =
  { kind: 'site'; site: string; origins: string[] } | { kind: 'all-sites'; origins: string[] } | null;

export type WorkerReply<T = unknown> = { ok: true; value: T } | { ok: false; error: string };

/** Sends a request to the worker and unwraps its reply; throws on a refusal. */
export async function askWorker<T>(request: PageRequest): Promise<T> {
  const reply = (await chrome.runtime.sendMessage(request)) as WorkerReply<T> | undefined;
  if (!reply) throw new Error('the extension worker did not answer');
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}
