import {
  APP_SOURCE,
  isExtensionMessage,
  type AllSitesPermissionAsk,
  type AppToExtensionMessage,
  type ExtensionToAppMessage,
  type OutgoingAppMessage,
  type ShieldStopReason,
  type StartShieldMessage,
} from './protocol';
import { getRuntimeConfig, hasRuntimeConfig } from '../runtime-config';
import { normalizeSiteForPermission } from '../shield/rules/shield-domains';

export const TOKEN_POST_DELAY_AFTER_AUTH_EVENT_MS = 100;
export const TOKEN_POST_DELAY_AFTER_INITIAL_SESSION_MS = 500;
export const PING_TIMEOUT_MS = 1000;
export const SITE_PERMISSION_TIMEOUT_MS = 10_000;
/** The worker answers it (a PING is answered by the content script), and may have to wake first. */
export const EXTENSION_INFO_TIMEOUT_MS = 3000;

/** The part of a Supabase session the bridge needs. */
export type SessionLike = { access_token: string; expires_at?: number | null };
export type GetSession = () => Promise<SessionLike | null> | SessionLike | null;

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** Posts to the extension's content script. Always targets our own origin: the token must never go to '*'. */
export function postToExtension(message: OutgoingAppMessage): void {
  if (typeof window === 'undefined') return;
  const full = { ...message, source: APP_SOURCE } as AppToExtensionMessage;
  window.postMessage(full, window.location.origin);
}

/**
 * Subscribes to extension messages. Only events from this window, from our own origin and with a
 * valid extension message shape reach the handler. Returns the unsubscribe function.
 */
export function onExtensionMessage(handler: (message: ExtensionToAppMessage, event: MessageEvent) => void): () => void {
  if (typeof window === 'undefined') return () => {};
  const listener = (event: MessageEvent) => {
    if (event.source !== window) return;
    if (event.origin !== window.location.origin) return;
    if (!isExtensionMessage(event.data)) return;
    handler(event.data, event);
  };
  window.addEventListener('message', listener);
  return () => window.removeEventListener('message', listener);
}

/**
 * Posts the session's access token, if there is a session. Returns whether a token was sent. The
 * backend URL and the public anon key go with it, so the extension can read the user's ONE Thing and
 * log blocked sites with that token, and send the token nowhere else.
 */
export function sendAuthToken(session: SessionLike | null | undefined): boolean {
  if (!session?.access_token) return false;
  const backend = hasRuntimeConfig()
    ? { apiUrl: getRuntimeConfig().supabaseUrl, anonKey: getRuntimeConfig().supabaseAnonKey }
    : {};
  postToExtension({
    type: 'AUTH_TOKEN',
    token: session.access_token,
    expiresAt: session.expires_at ?? null,
    ...backend,
  });
  return true;
}

export type TokenSync = {
  /** Call on every auth state change: posts the token 100 ms later. */
  onAuthEvent(): void;
  /** Call once the first getSession() resolved: posts the token 500 ms later. */
  onInitialSession(): void;
  /** Reads the session now and posts its token; resolves whether one was sent. */
  sendNow(): Promise<boolean>;
  stop(): void;
};

/**
 * Keeps the extension supplied with the current access token: after auth events, after the initial
 * session load and whenever the extension asks (REQUEST_TOKEN). The delays let supabase-js finish
 * persisting the session before it is read back.
 */
export function startTokenSync(getSession: GetSession): TokenSync {
  let pending: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const sendNow = async () => {
    if (stopped) return false;
    try {
      const session = await getSession();
      return stopped ? false : sendAuthToken(session);
    } catch (error) {
      console.error('[onething] could not read the session for the extension:', error);
      return false;
    }
  };

  const schedule = (delayMs: number) => {
    if (stopped) return;
    // The latest event wins: both delays post whatever session is current by then.
    if (pending !== undefined) clearTimeout(pending);
    pending = setTimeout(() => {
      pending = undefined;
      void sendNow();
    }, delayMs);
  };

  const unsubscribe = onExtensionMessage((message) => {
    if (message.type === 'REQUEST_TOKEN') void sendNow();
  });

  return {
    onAuthEvent: () => schedule(TOKEN_POST_DELAY_AFTER_AUTH_EVENT_MS),
    onInitialSession: () => schedule(TOKEN_POST_DELAY_AFTER_INITIAL_SESSION_MS),
    sendNow,
    stop: () => {
      stopped = true;
      if (pending !== undefined) clearTimeout(pending);
      pending = undefined;
      unsubscribe();
    },
  };
}

/**
 * Posts a request and resolves with the extension's answer to it, or with `onTimeout` when no answer
 * arrives in time (the extension is not there, or the user has not answered yet).
 */
function askExtension<T>(
  request: OutgoingAppMessage,
  answerOf: (message: ExtensionToAppMessage) => T | null,
  onTimeout: T,
  timeoutMs: number,
): Promise<T> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unsubscribe();
      resolve(result);
    };
    const unsubscribe = onExtensionMessage((message) => {
      const answer = answerOf(message);
      if (answer !== null) finish(answer);
    });
    const timer = setTimeout(() => afterMessagesOnTheirWay(() => finish(onTimeout)), timeoutMs);
    postToExtension(request);
  });
}

const QUEUE_MARKER_SOURCE = 'onething-app-queue-marker';

/**
 * Runs `then` once the messages already on their way to this window have been delivered. The content
 * script answers on the page's own thread: when the page was busy past a time-out, the request may have
 * been read only after the timer ran, and its answer is then queued behind it. Window messages are
 * delivered in the order they were posted, so a marker posted twice (the answer may be queued after the
 * first) comes back after any such answer.
 */
function afterMessagesOnTheirWay(then: () => void): void {
  const marker = randomId();
  let rounds = 2;
  // jsdom delivers messages without their source window, so the marker is recognised by its id alone;
  // anyone posting it early could only end the wait sooner.
  const listener = (event: MessageEvent) => {
    const data = event.data as { source?: unknown; marker?: unknown } | null;
    if (data?.source !== QUEUE_MARKER_SOURCE || data.marker !== marker) return;
    rounds -= 1;
    if (rounds > 0) {
      window.postMessage(data, window.location.origin);
      return;
    }
    window.removeEventListener('message', listener);
    then();
  };
  window.addEventListener('message', listener);
  window.postMessage({ source: QUEUE_MARKER_SOURCE, marker }, window.location.origin);
}

export type ExtensionStatus = { installed: boolean; version?: string };

/** The page cannot tell whether the extension is installed until it answers; no answer in time = not installed. */
export function pingExtension(timeoutMs: number = PING_TIMEOUT_MS): Promise<ExtensionStatus> {
  if (typeof window === 'undefined') return Promise.resolve({ installed: false });
  const nonce = randomId();
  return askExtension<ExtensionStatus>(
    { type: 'PING', nonce },
    (message) =>
      message.type === 'PONG' && message.nonce === nonce ? { installed: true, version: message.version } : null,
    { installed: false },
    timeoutMs,
  );
}

export type SitePermissionResult = { site: string; granted: boolean; timedOut: boolean };

/** Asks the extension for permission to block a site; denied when no answer arrives within 10 s. */
export function requestSitePermission(
  site: string,
  timeoutMs: number = SITE_PERMISSION_TIMEOUT_MS,
): Promise<SitePermissionResult> {
  const normalized = normalizeSiteForPermission(site);
  if (typeof window === 'undefined') return Promise.resolve({ site: normalized, granted: false, timedOut: true });
  const requestId = randomId();
  return askExtension<SitePermissionResult>(
    { type: 'REQUEST_SITE_PERMISSION', site: normalized, requestId },
    (message) =>
      message.type === 'SITE_PERMISSION_RESPONSE' && message.requestId === requestId
        ? { site: normalized, granted: message.granted, timedOut: false }
        : null,
    { site: normalized, granted: false, timedOut: true },
    timeoutMs,
  );
}

export type AllSitesPermissionResult = { granted: boolean; prompted: boolean; timedOut: boolean };

/**
 * Asks the extension for access to every site, so each site the shield blocks shows its blocked page (one
 * request instead of one per site); not granted when no answer arrives within 10 s.
 */
export function requestAllSitesPermission(
  ask: AllSitesPermissionAsk,
  timeoutMs: number = SITE_PERMISSION_TIMEOUT_MS,
): Promise<AllSitesPermissionResult> {
  const timedOut: AllSitesPermissionResult = { granted: false, prompted: false, timedOut: true };
  if (typeof window === 'undefined') return Promise.resolve(timedOut);
  const requestId = randomId();
  return askExtension<AllSitesPermissionResult>(
    { type: 'REQUEST_ALL_SITES_PERMISSION', requestId, ask },
    (message) =>
      message.type === 'ALL_SITES_PERMISSION_RESPONSE' && message.requestId === requestId
        ? { granted: message.granted, prompted: message.prompted, timedOut: false }
        : null,
    timedOut,
    timeoutMs,
  );
}

export type StartShieldOptions = Omit<StartShieldMessage, 'source' | 'type' | 'enabled'> & { enabled?: boolean };

/**
 * Activating the shield sends the token first, then the start message. Sending it again (on resume,
 * with the minutes left) replaces the running shield's end time and sites.
 */
export function startShield(session: SessionLike | null | undefined, options: StartShieldOptions): void {
  sendAuthToken(session);
  postToExtension({
    type: 'START_SHIELD',
    enabled: options.enabled ?? true,
    sites: options.sites,
    allowedDomains: options.allowedDomains,
    sessionId: options.sessionId,
    durationMinutes: options.durationMinutes,
    ...(options.blockAdultContent === undefined ? {} : { blockAdultContent: options.blockAdultContent }),
    ...(options.locked ? { locked: true, emergencyWaitSeconds: options.emergencyWaitSeconds } : {}),
    ...(options.allowlist && options.allowlist.length > 0 ? { allowlist: options.allowlist } : {}),
    ...(options.breaks === undefined ? {} : { breaks: options.breaks }),
  });
}

/** Begins the emergency stop of a locked shield (the extension checks the sentence and keeps the wait). */
export function beginEmergencyStop(sentence: string): void {
  postToExtension({ type: 'BEGIN_EMERGENCY_STOP', sentence });
}

/** The blocking plan changed (schedules, sites): the extension fetches it again with the user's token. */
export function notifyShieldPlanChanged(): void {
  postToExtension({ type: 'SHIELD_PLAN_CHANGED' });
}

export type ExtensionInfo = { privateWindowsAllowed: boolean };

/** What the extension may do in this browser; null when it does not answer (not installed, or too old). */
export function getExtensionInfo(timeoutMs: number = EXTENSION_INFO_TIMEOUT_MS): Promise<ExtensionInfo | null> {
  if (typeof window === 'undefined') return Promise.resolve(null);
  const requestId = randomId();
  return askExtension<ExtensionInfo | null>(
    { type: 'GET_EXTENSION_INFO', requestId },
    (message) =>
      message.type === 'EXTENSION_INFO' && message.requestId === requestId
        ? { privateWindowsAllowed: message.privateWindowsAllowed }
        : null,
    null,
    timeoutMs,
  );
}

export function stopShield(reason: ShieldStopReason): void {
  postToExtension({ type: 'STOP_SHIELD', reason });
}

export function postLogout(): void {
  postToExtension({ type: 'LOGOUT' });
}
