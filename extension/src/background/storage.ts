// Everything the worker remembers lives in chrome.storage, never only in globals: the worker is stopped
// whenever it is idle and must pick up where it left off. The shield and the account survive a browser
// restart (storage.local); the access token is kept only for the browser session (storage.session,
// which content scripts cannot read) and asked from the app again after a restart.

import type { TimeWindow, WeeklySchedule } from '@onething/shared-data/shield-schedule';

export type ShieldState = {
  /** Domains from the user's list, as blocked (subdomains included). */
  sites: string[];
  /** Domains (and their subdomains) never blocked. */
  allowedDomains: string[];
  blockAdultContent: boolean;
  /** The running deep_work_sessions row, when the app sent one. */
  sessionId: string | null;
  startedAt: number;
  /** Epoch milliseconds at which the shield ends itself. */
  endsAt: number;
  blockedCount: number;
  /** The last ONE Thing title read, shown when the backend cannot be reached. */
  goalTitle: string | null;
  /** Nothing stops it or shortens its lists before endsAt but an emergency stop (absent: not locked). */
  locked?: boolean;
  /** The emergency stop's wait for a locked shield, in milliseconds. */
  emergencyWaitMs?: number;
  /** When a begun emergency stop may be confirmed; null or absent when none is begun. */
  emergencyStopAt?: number | null;
  /** Allowlist mode: only these (and the app) open; null or absent: off. */
  allowlist?: string[] | null;
  /** Breaks this session may still take. */
  breaksLeft?: number;
  /** The end of the break being taken. */
  breakEndsAt?: number | null;
};

/** The user's blocking plan as last fetched with their token: what blocks with no session running. */
export type ShieldPlan = {
  userId: string;
  /** When it was fetched (epoch ms). */
  fetchedAt: number;
  /** When a refresh last failed after that (no token, expired, unreachable); null when the last one worked. */
  refreshFailedAt: number | null;
  timeZone: string;
  sites: string[];
  blockAdultContent: boolean;
  schedules: WeeklySchedule[];
  timeBlocks: TimeWindow[];
};

/** An emergency stop waiting to be recorded on its session (the token may be missing when it happens). */
export type PendingEmergencyStop = { userId: string; sessionId: string; minutes: number; endedAt: string };

export type Account = {
  /** The token's subject: whose rows the block log gets. */
  userId: string;
  /** The app origin the token came from, for links back to the app. */
  appOrigin: string;
  apiUrl: string | null;
  anonKey: string | null;
};

export type StoredToken = { token: string; expiresAt: number | null };

export type PendingBlock = { userId: string; domain: string; sessionId: string | null; blockedAt: string };

type PermissionRequestBase = {
  requestId: string;
  /** The host permission patterns asked for. */
  origins: string[];
  appTabId: number | null;
  pageTabId: number | null;
};

/** A permission request waiting for the user: for one site (a site the user added) or for every site. */
export type PermissionRequest =
  | (PermissionRequestBase & {
      kind: 'site';
      /** The site as the app sent it (echoed back in the answer). */
      site: string;
      domain: string;
    })
  | (PermissionRequestBase & { kind: 'all-sites' });

type LocalItems = {
  shield: ShieldState | null;
  account: Account | null;
  pendingBlocks: PendingBlock[];
  /** Whether this browser was asked for access to every site (asked once unless the user asks again). */
  allSitesAsked: boolean;
  plan: ShieldPlan | null;
  pendingEmergencyStops: PendingEmergencyStop[];
};
type SessionItems = { token: StoredToken | null; permissionRequests: PermissionRequest[] };

const LOCAL_DEFAULTS: LocalItems = {
  shield: null,
  account: null,
  pendingBlocks: [],
  allSitesAsked: false,
  plan: null,
  pendingEmergencyStops: [],
};
const SESSION_DEFAULTS: SessionItems = { token: null, permissionRequests: [] };

export async function readLocal<K extends keyof LocalItems>(key: K): Promise<LocalItems[K]> {
  const items = await chrome.storage.local.get(key);
  return (items[key] as LocalItems[K] | undefined) ?? LOCAL_DEFAULTS[key];
}

export async function writeLocal<K extends keyof LocalItems>(key: K, value: LocalItems[K]): Promise<void> {
  await chrome.storage.local.set({ [key]: value });
}

export async function readSession<K extends keyof SessionItems>(key: K): Promise<SessionItems[K]> {
  const items = await chrome.storage.session.get(key);
  return (items[key] as SessionItems[K] | undefined) ?? SESSION_DEFAULTS[key];
}

export async function writeSession<K extends keyof SessionItems>(key: K, value: SessionItems[K]): Promise<void> {
  await chrome.storage.session.set({ [key]: value });
}
