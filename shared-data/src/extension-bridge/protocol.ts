// Window-message protocol between the web app and the companion extension's content script.
// Dependency-free on purpose so the extension can bundle it without React or supabase-js.
// A message is a request, never proof of identity: any page script can forge one.

export const APP_SOURCE = 'onething-app';
export const EXTENSION_SOURCE = 'onething-extension';

export type ShieldStopReason = 'manual_stop' | 'timer_expired' | 'user_stopped' | 'step_completed' | 'emergency_stop';
export const SHIELD_STOP_REASONS: readonly ShieldStopReason[] = [
  'manual_stop',
  'timer_expired',
  'user_stopped',
  'step_completed',
  'emergency_stop',
];

/**
 * What a user types to begin the emergency stop of a locked session (the app and the popup ask for it, the
 * extension checks it): slow enough to make the choice a deliberate one.
 */
export const EMERGENCY_STOP_SENTENCE = 'I choose to break my focus';

/** Whether a typed sentence is the emergency stop's: letter case, extra spaces and a final full stop aside. */
export function isEmergencySentence(typed: string): boolean {
  const clean = (text: string) => text.trim().replace(/\.$/, '').replace(/\s+/g, ' ').toLowerCase();
  return clean(typed) === clean(EMERGENCY_STOP_SENTENCE);
}
/** The emergency stop's wait, in seconds: the default, and the bounds a setting or a message may ask for. */
export const EMERGENCY_WAIT_SECONDS = { default: 60, min: 10, max: 3600 } as const;
/** How long one break of an unlocked session lifts the block. */
export const BREAK_MINUTES = 5;
/** Breaks allowed per session: the default and the most a setting may ask for. */
export const BREAKS_PER_SESSION = { default: 2, max: 10 } as const;

export type AuthTokenMessage = {
  source: typeof APP_SOURCE;
  type: 'AUTH_TOKEN';
  token: string;
  /** Unix seconds, as in the Supabase session; null when unknown. */
  expiresAt: number | null;
  /** The Supabase project URL the token belongs to: the only place the extension sends it. */
  apiUrl?: string;
  /** The project's public anon key, sent as `apikey` next to the token. */
  anonKey?: string;
};
export type LogoutMessage = { source: typeof APP_SOURCE; type: 'LOGOUT' };
export type StartShieldMessage = {
  source: typeof APP_SOURCE;
  type: 'START_SHIELD';
  enabled: boolean;
  sites: string[];
  allowedDomains: string[];
  sessionId: string | null;
  durationMinutes: number;
  /** Also block the extension's list of adult sites. */
  blockAdultContent?: boolean;
  /** Locked: nothing stops the shield or shortens its lists before its end but an emergency stop. */
  locked?: boolean;
  /** The emergency stop's wait for a locked shield. */
  emergencyWaitSeconds?: number;
  /** Allowlist mode: every site but these (and the app) is blocked, on top of `sites`. Never empty. */
  allowlist?: string[];
  /** Breaks of BREAK_MINUTES this (unlocked) session may take. */
  breaks?: number;
};
/**
 * Begins an emergency stop of a locked shield: the sentence typed, then the wait; after it, a STOP_SHIELD
 * with the reason 'emergency_stop' ends it (refused before).
 */
export type BeginEmergencyStopMessage = { source: typeof APP_SOURCE; type: 'BEGIN_EMERGENCY_STOP'; sentence: string };
/** The user's blocking plan (schedules, sites) changed: the extension fetches it again. */
export type ShieldPlanChangedMessage = { source: typeof APP_SOURCE; type: 'SHIELD_PLAN_CHANGED' };
/** Asks what the extension may do in this browser (answered by EXTENSION_INFO). */
export type GetExtensionInfoMessage = { source: typeof APP_SOURCE; type: 'GET_EXTENSION_INFO'; requestId: string };
export type StopShieldMessage = { source: typeof APP_SOURCE; type: 'STOP_SHIELD'; reason: ShieldStopReason };
export type RequestSitePermissionMessage = {
  source: typeof APP_SOURCE;
  type: 'REQUEST_SITE_PERMISSION';
  site: string;
  requestId: string;
};
/**
 * How the extension asks for access to every site, which lets the shield show its blocked page on any site
 * it blocks (without it, a blocked site shows the browser's error page): 'always' asks unless it is granted,
 * 'first-time' asks only if this browser was never asked before, 'never' only reports whether it is granted.
 */
export type AllSitesPermissionAsk = 'always' | 'first-time' | 'never';
export const ALL_SITES_PERMISSION_ASKS: readonly AllSitesPermissionAsk[] = ['always', 'first-time', 'never'];
export type RequestAllSitesPermissionMessage = {
  source: typeof APP_SOURCE;
  type: 'REQUEST_ALL_SITES_PERMISSION';
  requestId: string;
  ask: AllSitesPermissionAsk;
};
export type PingMessage = { source: typeof APP_SOURCE; type: 'PING'; nonce: string };

export type AppToExtensionMessage =
  | AuthTokenMessage
  | LogoutMessage
  | StartShieldMessage
  | StopShieldMessage
  | RequestSitePermissionMessage
  | RequestAllSitesPermissionMessage
  | BeginEmergencyStopMessage
  | ShieldPlanChangedMessage
  | GetExtensionInfoMessage
  | PingMessage;

export type RequestTokenMessage = { source: typeof EXTENSION_SOURCE; type: 'REQUEST_TOKEN' };
export type ShieldStatusMessage = {
  source: typeof EXTENSION_SOURCE;
  type: 'SHIELD_STATUS';
  active: boolean;
  /** Epoch milliseconds. */
  endsAt?: number;
  /** Blocked attempts during this session. */
  blockedCount?: number;
  /** Why an active shield ended (only with active: false). */
  reason?: ShieldStopReason;
  /** Locked until endsAt. */
  locked?: boolean;
  /** When a begun emergency stop may be confirmed (epoch ms); null when none is begun. */
  emergencyStopAt?: number | null;
  /** The end of the break being taken (epoch ms); null when none. */
  breakEndsAt?: number | null;
  /** Breaks this session may still take. */
  breaksLeft?: number;
  /** Blocking because of a weekly schedule or a time block, with no session. */
  scheduled?: boolean;
};
export type ExtensionInfoMessage = {
  source: typeof EXTENSION_SOURCE;
  type: 'EXTENSION_INFO';
  requestId: string;
  /** Whether the user allowed the extension in private (incognito) windows. */
  privateWindowsAllowed: boolean;
};
export type SitePermissionResponseMessage = {
  source: typeof EXTENSION_SOURCE;
  type: 'SITE_PERMISSION_RESPONSE';
  site: string;
  granted: boolean;
  requestId: string;
};
export type AllSitesPermissionResponseMessage = {
  source: typeof EXTENSION_SOURCE;
  type: 'ALL_SITES_PERMISSION_RESPONSE';
  requestId: string;
  granted: boolean;
  /** Whether the user was asked for this request (false: answered from what was granted or asked before). */
  prompted: boolean;
};
export type PongMessage = { source: typeof EXTENSION_SOURCE; type: 'PONG'; nonce: string; version: string };

export type ExtensionToAppMessage =
  | RequestTokenMessage
  | ShieldStatusMessage
  | SitePermissionResponseMessage
  | AllSitesPermissionResponseMessage
  | ExtensionInfoMessage
  | PongMessage;

/** A message the app sends, without the source marker (added by postToExtension). */
export type OutgoingAppMessage = AppToExtensionMessage extends infer M
  ? M extends AppToExtensionMessage
    ? Omit<M, 'source'>
    : never
  : never;

type Fields = Record<string, unknown>;

const isObject = (v: unknown): v is Fields => typeof v === 'object' && v !== null && !Array.isArray(v);
const isString = (v: unknown): v is string => typeof v === 'string';
const isNonEmptyString = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every(isString);
const isNullOrFiniteNumber = (v: unknown) => v === null || isFiniteNumber(v);
const isOptional = (v: unknown, check: (x: unknown) => boolean) => v === undefined || check(v);
const isPermissionAsk = (v: unknown): v is AllSitesPermissionAsk =>
  ALL_SITES_PERMISSION_ASKS.includes(v as AllSitesPermissionAsk);
const isStopReason = (v: unknown): v is ShieldStopReason => SHIELD_STOP_REASONS.includes(v as ShieldStopReason);
const isHttpUrl = (v: unknown): v is string => {
  if (typeof v !== 'string') return false;
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

/** Type guard for messages from the extension; anything else (other sources, wrong fields) is rejected. */
export function isExtensionMessage(data: unknown): data is ExtensionToAppMessage {
  if (!isObject(data) || data.source !== EXTENSION_SOURCE) return false;
  switch (data.type) {
    case 'REQUEST_TOKEN':
      return true;
    case 'SHIELD_STATUS':
      return (
        typeof data.active === 'boolean' &&
        isOptional(data.endsAt, isFiniteNumber) &&
        isOptional(data.blockedCount, isFiniteNumber) &&
        isOptional(data.reason, isStopReason) &&
        isOptional(data.locked, (v) => typeof v === 'boolean') &&
        isOptional(data.emergencyStopAt, isNullOrFiniteNumber) &&
        isOptional(data.breakEndsAt, isNullOrFiniteNumber) &&
        isOptional(data.breaksLeft, isFiniteNumber) &&
        isOptional(data.scheduled, (v) => typeof v === 'boolean')
      );
    case 'EXTENSION_INFO':
      return isNonEmptyString(data.requestId) && typeof data.privateWindowsAllowed === 'boolean';
    case 'SITE_PERMISSION_RESPONSE':
      return isNonEmptyString(data.site) && typeof data.granted === 'boolean' && isNonEmptyString(data.requestId);
    case 'ALL_SITES_PERMISSION_RESPONSE':
      return (
        typeof data.granted === 'boolean' && typeof data.prompted === 'boolean' && isNonEmptyString(data.requestId)
      );
    case 'PONG':
      return isNonEmptyString(data.nonce) && isString(data.version);
    default:
      return false;
  }
}

/** Type guard for messages from the app, for the extension's content script. */
export function isAppMessage(data: unknown): data is AppToExtensionMessage {
  if (!isObject(data) || data.source !== APP_SOURCE) return false;
  switch (data.type) {
    case 'AUTH_TOKEN':
      return (
        isNonEmptyString(data.token) &&
        (data.expiresAt === null || isFiniteNumber(data.expiresAt)) &&
        isOptional(data.apiUrl, isHttpUrl) &&
        isOptional(data.anonKey, isNonEmptyString)
      );
    case 'LOGOUT':
      return true;
    case 'START_SHIELD':
      return (
        typeof data.enabled === 'boolean' &&
        isStringArray(data.sites) &&
        isStringArray(data.allowedDomains) &&
        (data.sessionId === null || isString(data.sessionId)) &&
        isFiniteNumber(data.durationMinutes) &&
        data.durationMinutes > 0 &&
        isOptional(data.blockAdultContent, (v) => typeof v === 'boolean') &&
        isOptional(data.locked, (v) => typeof v === 'boolean') &&
        isOptional(
          data.emergencyWaitSeconds,
          (v) => isFiniteNumber(v) && v >= EMERGENCY_WAIT_SECONDS.min && v <= EMERGENCY_WAIT_SECONDS.max,
        ) &&
        isOptional(data.allowlist, (v) => isStringArray(v) && v.length > 0) &&
        isOptional(data.breaks, (v) => isFiniteNumber(v) && v >= 0 && v <= BREAKS_PER_SESSION.max)
      );
    case 'BEGIN_EMERGENCY_STOP':
      return isString(data.sentence);
    case 'SHIELD_PLAN_CHANGED':
      return true;
    case 'GET_EXTENSION_INFO':
      return isNonEmptyString(data.requestId);
    case 'STOP_SHIELD':
      return isStopReason(data.reason);
    case 'REQUEST_SITE_PERMISSION':
      return isNonEmptyString(data.site) && isNonEmptyString(data.requestId);
    case 'REQUEST_ALL_SITES_PERMISSION':
      return isNonEmptyString(data.requestId) && isPermissionAsk(data.ask);
    case 'PING':
      return isNonEmptyString(data.nonce);
    default:
      return false;
  }
}
