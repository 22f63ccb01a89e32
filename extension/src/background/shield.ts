// The shield's life: started (or updated) by the app, ended by the app, the popup or its end time; locked
// sessions that only an emergency stop ends early; rationed breaks. Rules are dynamic rules and the state is
// in storage.local, so blocking goes on while the worker sleeps and after a browser restart; one alarm at the
// next change (a session's or a break's end, a schedule's edge; checked again at every start-up) keeps what
// is installed right even when nothing else wakes the worker.
import {
  BREAK_MINUTES,
  EMERGENCY_WAIT_SECONDS,
  isEmergencySentence,
  type ShieldStopReason,
  type StartShieldMessage,
} from '@onething/shared-data/extension-protocol';
import { APP_ORIGINS } from '../shared/app-origins';
import { ALL_SITES_ORIGINS, hostPermissionOrigins, siteToTarget, targetParts } from '../shared/domains';
import type { ShieldView } from '../shared/messages';
import { broadcast } from './app-ports';
import { ADULT_DOMAINS, blockingNow, nextWake, specBlocks, type BlockSpec } from './blocking';
import { BLOCKED_PAGE_PATH, buildRules } from './rules';
import { isGranted } from './site-permission';
import { readLocal, writeLocal, type ShieldPlan, type ShieldState } from './storage';

export const SHIELD_END_ALARM = 'shield-end';
/**
 * The app's timer and the shield start a moment apart, so the app's "time is up" may arrive just before the
 * shield's own end: a locked shield takes it within this margin.
 */
const LOCK_END_MARGIN_MS = 5000;
/** A shield never runs longer than a day, whatever a message asks for. */
const MAX_DURATION_MINUTES = 24 * 60;

export type RuleInstall = { ruleCount: number; redirectCount: number; millis: number };
export type Refusal = { refused: string };

/** The app's own hosts, which allowlist mode never blocks (the user must be able to reach the app). */
export const APP_HOSTS: readonly string[] = [
  ...new Set(APP_ORIGINS.map((origin) => new URL(origin.replace(/:\*$/, '')).hostname)),
];

function uniqueTargets(sites: readonly string[]): string[] {
  return [...new Set(sites.map(siteToTarget).filter((target): target is string => target !== null))];
}

/** Whether what blocks now blocks `site` (a host, or the target a rule named). */
export async function blocksNow(site: string, now = Date.now()): Promise<boolean> {
  const spec = blockingNow(await readLocal('shield'), await readLocal('plan'), now);
  return spec !== null && specBlocks(spec, site, APP_HOSTS);
}

/** The targets whose domain's host permission is granted: all once every site is, else domain by domain. */
async function redirectableDomains(targets: readonly string[]): Promise<{ targets: Set<string>; all: boolean }> {
  if (await isGranted(ALL_SITES_ORIGINS)) return { targets: new Set(targets), all: true };
  const granted = await Promise.all(
    targets.map((target) => isGranted(hostPermissionOrigins(targetParts(target).domain))),
  );
  return { targets: new Set(targets.filter((_, index) => granted[index])), all: false };
}

/** Replaces every dynamic rule with the spec's in one update, so nothing is unblocked in between. */
export async function installRules(spec: BlockSpec | null): Promise<RuleInstall> {
  const started = performance.now();
  const domains = spec?.targets ?? [];
  const redirectable = await redirectableDomains(domains);
  const addRules = spec
    ? buildRules({
        domains,
        allowedDomains: spec.allowedDomains,
        redirectable: redirectable.targets,
        blockedPageUrl: chrome.runtime.getURL(BLOCKED_PAGE_PATH),
        allowlist: spec.allowlist
          ? { entries: spec.allowlist, appHosts: APP_HOSTS, redirectAll: redirectable.all }
          : null,
      })
    : [];
  const existing = await chrome.declarativeNetRequest.getDynamicRules();
  await chrome.declarativeNetRequest.updateDynamicRules({ removeRuleIds: existing.map((rule) => rule.id), addRules });
  return { ruleCount: addRules.length, redirectCount: redirectable.targets.size, millis: performance.now() - started };
}

/** Installs what blocks now and sets the one alarm for the next change. */
export async function applyBlocking(now = Date.now()): Promise<RuleInstall> {
  const [state, plan] = await Promise.all([readLocal('shield'), readLocal('plan')]);
  const install = await installRules(blockingNow(state, plan, now));
  const wake = nextWake(state, plan, now);
  if (wake === null) await chrome.alarms.clear(SHIELD_END_ALARM);
  else await chrome.alarms.create(SHIELD_END_ALARM, { when: wake });
  return install;
}

export function statusMessage(state: ShieldState | null, plan: ShieldPlan | null = null, now = Date.now()) {
  const scheduled = !state && blockingNow(null, plan, now) !== null;
  return state
    ? ({
        type: 'SHIELD_STATUS',
        active: true,
        endsAt: state.endsAt,
        blockedCount: state.blockedCount,
        locked: state.locked === true,
        emergencyStopAt: state.emergencyStopAt ?? null,
        breakEndsAt: state.breakEndsAt ?? null,
        breaksLeft: state.breaksLeft ?? 0,
      } as const)
    : ({ type: 'SHIELD_STATUS', active: false, scheduled } as const);
}

async function announce(state: ShieldState | null): Promise<void> {
  broadcast(statusMessage(state, await readLocal('plan')));
}

export function viewOf(
  state: ShieldState | null,
  plan: ShieldPlan | null,
  appOrigin: string | null,
  now = Date.now(),
): ShieldView {
  const spec = blockingNow(state, plan, now);
  const session = state && state.endsAt > now ? state : null;
  const sites = session?.sites ?? (spec ? (plan?.sites ?? []) : []);
  const adult = session ? session.blockAdultContent : spec !== null && plan?.blockAdultContent === true;
  return {
    active: spec !== null || session !== null,
    source: session ? 'session' : spec ? 'schedule' : null,
    endsAt: session?.endsAt ?? spec?.endsAt ?? null,
    sites: sites.filter((site) => !(session?.allowedDomains ?? []).some((allowed) => site === allowed)),
    allowlist: session?.allowlist ?? null,
    adultSiteCount: adult ? ADULT_DOMAINS.length : 0,
    blockedCount: session?.blockedCount ?? 0,
    locked: session?.locked === true,
    emergencyStopAt: session?.emergencyStopAt ?? null,
    emergencyWaitSeconds: Math.round((session?.emergencyWaitMs ?? EMERGENCY_WAIT_SECONDS.default * 1000) / 1000),
    breakEndsAt: session?.breakEndsAt != null && session.breakEndsAt > now ? session.breakEndsAt : null,
    breaksLeft: session && !session.locked ? (session.breaksLeft ?? 0) : 0,
    plan: plan ? { fetchedAt: plan.fetchedAt, stale: plan.refreshFailedAt !== null } : null,
    appOrigin,
  };
}

const isLockedAt = (state: ShieldState | null, now: number): state is ShieldState =>
  state !== null && state.locked === true && state.endsAt > now;

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * Starts the shield, or updates the running one: a repeated start (a resumed session) replaces the end time
 * and the lists, and keeps the blocked count and the breaks taken when it is the same session. A locked
 * shield is only ever tightened: its lists grow, its end does not come earlier, it stays locked.
 */
export async function startShield(
  message: StartShieldMessage,
  now = Date.now(),
): Promise<{ state: ShieldState | null; install: RuleInstall } | Refusal> {
  const previous = await readLocal('shield');
  const locked: ShieldState | null = isLockedAt(previous, now) ? previous : null;
  if (!message.enabled) {
    const stopped = await stopShield('manual_stop', now);
    return 'refused' in stopped ? stopped : { state: null, install: stopped };
  }
  const minutes = Math.min(message.durationMinutes, MAX_DURATION_MINUTES);
  const sameSession = previous !== null && previous.sessionId === message.sessionId;
  const sites = uniqueTargets(message.sites);
  // An allowed site lifts the block of its whole domain.
  const allowedDomains = uniqueTargets(message.allowedDomains).map((target) => targetParts(target).domain);
  const allowlist = message.allowlist ? uniqueTargets(message.allowlist) : null;
  const endsAt = now + Math.round(minutes * 60_000);
  const waitSeconds = Math.min(
    Math.max(message.emergencyWaitSeconds ?? EMERGENCY_WAIT_SECONDS.default, EMERGENCY_WAIT_SECONDS.min),
    EMERGENCY_WAIT_SECONDS.max,
  );
  const state: ShieldState = locked
    ? {
        ...locked,
        sites: union(locked.sites, sites),
        allowedDomains: locked.allowedDomains.filter((domain) => allowedDomains.includes(domain)),
        blockAdultContent: locked.blockAdultContent || message.blockAdultContent === true,
        endsAt: Math.max(locked.endsAt, endsAt),
      }
    : {
        sites,
        allowedDomains,
        blockAdultContent: message.blockAdultContent === true,
        sessionId: message.sessionId,
        startedAt: sameSession ? previous.startedAt : now,
        endsAt,
        blockedCount: sameSession ? previous.blockedCount : 0,
        goalTitle: previous?.goalTitle ?? null,
        locked: message.locked === true,
        emergencyWaitMs: waitSeconds * 1000,
        emergencyStopAt: null,
        allowlist: allowlist && allowlist.length > 0 ? allowlist : null,
        breaksLeft: message.locked ? 0 : sameSession ? (previous.breaksLeft ?? 0) : (message.breaks ?? 0),
        breakEndsAt: sameSession ? (previous.breakEndsAt ?? null) : null,
      };
  await writeLocal('shield', state);
  const install = await applyBlocking(now);
  await announce(state);
  return { state, install };
}

/**
 * Ends the session's shield: rules re-installed (a schedule may still block), the app told why. A locked
 * shield before its end is refused, unless this is its confirmed emergency stop.
 */
export async function stopShield(reason: ShieldStopReason, now = Date.now()): Promise<RuleInstall | Refusal> {
  const previous = await readLocal('shield');
  const lockedNow = isLockedAt(previous, reason === 'timer_expired' ? now + LOCK_END_MARGIN_MS : now);
  if (lockedNow && !(reason === 'emergency_stop' && emergencyWaitOver(previous!, now))) {
    await announce(previous);
    return { refused: 'The shield is locked until the session ends.' };
  }
  await writeLocal('shield', null);
  const install = await applyBlocking(now);
  broadcast({ type: 'SHIELD_STATUS', active: false, reason, blockedCount: previous?.blockedCount ?? 0 });
  return install;
}

const emergencyWaitOver = (state: ShieldState, now: number) =>
  state.emergencyStopAt != null && state.emergencyStopAt <= now;

/** Begins the emergency stop of a locked shield: after its wait, it may be confirmed. A second begin keeps the first. */
export async function beginEmergencyStop(sentence: string, now = Date.now()): Promise<ShieldState | Refusal> {
  const state = await readLocal('shield');
  if (!isLockedAt(state, now)) return { refused: 'The shield is not locked.' };
  if (!isEmergencySentence(sentence)) return { refused: 'Type the sentence exactly as shown.' };
  if (state.emergencyStopAt != null) return state;
  const updated = { ...state, emergencyStopAt: now + (state.emergencyWaitMs ?? EMERGENCY_WAIT_SECONDS.default * 1000) };
  await writeLocal('shield', updated);
  await announce(updated);
  return updated;
}

/** Ends a locked shield whose emergency stop's wait is over; returns the state it ended. */
export async function confirmEmergencyStop(now = Date.now()): Promise<ShieldState | Refusal> {
  const state = await readLocal('shield');
  if (!state) return { refused: 'The shield is not running.' };
  if (isLockedAt(state, now) && !emergencyWaitOver(state, now)) return { refused: 'The wait is not over yet.' };
  const stopped = await stopShield('emergency_stop', now);
  return 'refused' in stopped ? stopped : state;
}

/** Lifts an unlocked session's block for BREAK_MINUTES, while it has breaks left. */
export async function takeBreak(now = Date.now()): Promise<ShieldState | Refusal> {
  const state = await readLocal('shield');
  if (!state || state.endsAt <= now) return { refused: 'No session is running.' };
  if (state.locked) return { refused: 'A locked session has no breaks.' };
  if (state.breakEndsAt != null && state.breakEndsAt > now) return state;
  if ((state.breaksLeft ?? 0) <= 0) return { refused: 'No breaks are left in this session.' };
  const updated = { ...state, breaksLeft: (state.breaksLeft ?? 0) - 1, breakEndsAt: now + BREAK_MINUTES * 60_000 };
  await writeLocal('shield', updated);
  await applyBlocking(now);
  await announce(updated);
  return updated;
}

/**
 * Brings the shield up to date with the clock: ends a session whose time is up, closes a break that is over,
 * and installs what blocks now. Runs at every worker start, at browser start-up and when the alarm fires: a
 * missed alarm (the machine slept) is caught here. Returns whether a session ended.
 */
export async function catchUp(now = Date.now()): Promise<boolean> {
  const state = await readLocal('shield');
  if (state && state.endsAt <= now) {
    await stopShield('timer_expired', now);
    return true;
  }
  if (state?.breakEndsAt != null && state.breakEndsAt <= now) {
    const updated = { ...state, breakEndsAt: null };
    await writeLocal('shield', updated);
    await applyBlocking(now);
    await announce(updated);
    return false;
  }
  await applyBlocking(now);
  return false;
}
