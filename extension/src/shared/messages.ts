// Messages between the extension's own pages (popup, blocked page, permission page) and its worker.
// The web app's messages are the window-message protocol in @onething/shared-data/extension-protocol.

/** The name of the content script's long-lived port to the worker. */
export const APP_PORT_NAME = 'onething-app';

export type PageRequest =
  | { type: 'GET_STATUS' }
  | { type: 'BLOCKED_PAGE_SHOWN'; site: string; firstView: boolean }
  | { type: 'STOP_FROM_POPUP' }
  | { type: 'TAKE_BREAK' }
  | { type: 'BEGIN_EMERGENCY_STOP'; sentence: string }
  | { type: 'CONFIRM_EMERGENCY_STOP' }
  | { type: 'GET_PERMISSION_REQUEST'; requestId: string }
  | { type: 'PERMISSION_ANSWER'; requestId: string; granted: boolean };

/** What the popup and the blocked page show about the shield. */
export type ShieldView = {
  /** Something blocks now: a session's shield, or (with no session) a schedule or a time block. */
  active: boolean;
  source: 'session' | 'schedule' | null;
  /** When blocking ends by itself (epoch milliseconds); null when nothing blocks. */
  endsAt: number | null;
  /** The domains from the user's list (the adult list is counted, not listed). */
  sites: string[];
  /** Allowlist mode: the only sites that open; null when off. */
  allowlist: string[] | null;
  /** The session's shield is locked until endsAt. */
  locked: boolean;
  /** When a begun emergency stop may be confirmed; null when none is begun. */
  emergencyStopAt: number | null;
  emergencyWaitSeconds: number;
  /** The end of the break being taken; null when none. */
  breakEndsAt: number | null;
  /** Breaks the session may still take (0 when locked). */
  breaksLeft: number;
  /** The schedule as last fetched; stale when it could not be refreshed since. */
  plan: { fetchedAt: number; stale: boolean } | null;
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
