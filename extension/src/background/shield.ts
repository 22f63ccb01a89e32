// The shield's life: started (or updated) by the app, ended by the app, the popup or its end time.
// Rules are dynamic rules and the state is in storage.local, so blocking goes on while the worker
// sleeps and after a browser restart; an alarm at the end time (checked again at every start-up)
// ends it even when nothing else wakes the worker.
import type { ShieldStopReason, StartShieldMessage } from '@onething/shared-data/extension-protocol';
import adultList from '../data/adult-domains.json';
import {
  ALL_SITES_ORIGINS,
  hostPermissionOrigins,
  isSameOrSubdomain,
  siteToTarget,
  targetParts,
} from '../shared/domains';
import type { ShieldView } from '../shared/messages';
import { broadcast } from './app-ports';
import { BLOCKED_PAGE_PATH, buildRules, domainsToBlock } from './rules';
import { isGranted } from './site-permission';
import { readLocal, writeLocal, type ShieldState } from './storage';

export const SHIELD_END_ALARM = 'shield-end';
export const ADULT_DOMAINS: readonly string[] = adultList.domains;
/** A shield never runs longer than a day, whatever a message asks for. */
const MAX_DURATION_MINUTES = 24 * 60;

export type RuleInstall = { ruleCount: number; redirectCount: number; millis: number };

function uniqueTargets(sites: readonly string[]): string[] {
  return [...new Set(sites.map(siteToTarget).filter((target): target is string => target !== null))];
}

/** What this shield blocks: domains, and domains with a path (see siteToTarget). */
export function blockedDomainsOf(state: ShieldState): string[] {
  return domainsToBlock(state.sites, state.allowedDomains, ADULT_DOMAINS, state.blockAdultContent);
}

/**
 * Whether this shield blocks `site`: a host under one of its whole domains, or exactly one of its path
 * targets (the blocked page names the target its rule matched).
 */
export function blocks(state: ShieldState, site: string): boolean {
  return blockedDomainsOf(state).some((target) =>
    target.includes('/') ? target === site : isSameOrSubdomain(site, target),
  );
}

/** The targets whose domain's host permission is granted: all once every site is, else domain by domain. */
async function redirectableDomains(targets: readonly string[]): Promise<Set<string>> {
  if (await isGranted(ALL_SITES_ORIGINS)) return new Set(targets);
  const granted = await Promise.all(
    targets.map((target) => isGranted(hostPermissionOrigins(targetParts(target).domain))),
  );
  return new Set(targets.filter((_, index) => granted[index]));
}

/** Replaces every dynamic rule with the shield's in one update, so nothing is unblocked in between. */
export async function installRules(state: ShieldState | null): Promise<RuleInstall> {
  const started = performance.now();
  const domains = state ? blockedDomainsOf(state) : [];
  const redirectable = await redirectableDomains(domains);
  const addRules = state
    ? buildRules({
        domains,
        allowedDomains: state.allowedDomains,
        redirectable,
        blockedPageUrl: chrome.runtime.getURL(BLOCKED_PAGE_PATH),
      })
    : [];
  const existing = await chrome.declarativeNetRequest.getDynamicRules();
  await chrome.declarativeNetRequest.updateDynamicRules({ removeRuleIds: existing.map((rule) => rule.id), addRules });
  return { ruleCount: addRules.length, redirectCount: redirectable.size, millis: performance.now() - started };
}

export function statusMessage(state: ShieldState | null) {
  return state
    ? ({ type: 'SHIELD_STATUS', active: true, endsAt: state.endsAt, blockedCount: state.blockedCount } as const)
    : ({ type: 'SHIELD_STATUS', active: false } as const);
}

export function viewOf(state: ShieldState | null, appOrigin: string | null): ShieldView {
  return {
    active: state !== null,
    endsAt: state?.endsAt ?? null,
    sites: state
      ? state.sites.filter((site) => !state.allowedDomains.some((allowed) => isSameOrSubdomain(site, allowed)))
      : [],
    adultSiteCount: state?.blockAdultContent ? ADULT_DOMAINS.length : 0,
    blockedCount: state?.blockedCount ?? 0,
    appOrigin,
  };
}

/**
 * Starts the shield, or updates the running one: a repeated start (a resumed session) replaces the end
 * time and the lists, and keeps the blocked count when it is the same session.
 */
export async function startShield(
  message: StartShieldMessage,
  now = Date.now(),
): Promise<{ state: ShieldState | null; install: RuleInstall }> {
  if (!message.enabled) {
    const install = await stopShield('manual_stop');
    return { state: null, install };
  }
  const previous = await readLocal('shield');
  const minutes = Math.min(message.durationMinutes, MAX_DURATION_MINUTES);
  const sameSession = previous !== null && previous.sessionId === message.sessionId;
  const state: ShieldState = {
    sites: uniqueTargets(message.sites),
    // An allowed site lifts the block of its whole domain.
    allowedDomains: uniqueTargets(message.allowedDomains).map((target) => targetParts(target).domain),
    blockAdultContent: message.blockAdultContent === true,
    sessionId: message.sessionId,
    startedAt: sameSession ? previous.startedAt : now,
    endsAt: now + Math.round(minutes * 60_000),
    blockedCount: sameSession ? previous.blockedCount : 0,
    goalTitle: previous?.goalTitle ?? null,
  };
  await writeLocal('shield', state);
  const install = await installRules(state);
  await chrome.alarms.create(SHIELD_END_ALARM, { when: state.endsAt });
  broadcast(statusMessage(state));
  return { state, install };
}

/** Ends the shield: rules removed, alarm cleared, the app told why. */
export async function stopShield(reason: ShieldStopReason): Promise<RuleInstall> {
  const previous = await readLocal('shield');
  await writeLocal('shield', null);
  const install = await installRules(null);
  await chrome.alarms.clear(SHIELD_END_ALARM);
  broadcast({ type: 'SHIELD_STATUS', active: false, reason, blockedCount: previous?.blockedCount ?? 0 });
  return install;
}

/**
 * Ends a shield whose time is up; otherwise makes sure its alarm exists. Runs at every worker start,
 * at browser start-up and when the alarm fires: a missed alarm (the machine slept) is caught here.
 */
export async function endIfExpired(now = Date.now()): Promise<boolean> {
  const state = await readLocal('shield');
  if (!state) return false;
  if (state.endsAt <= now) {
    await stopShield('timer_expired');
    return true;
  }
  const alarm = await chrome.alarms.get(SHIELD_END_ALARM);
  if (!alarm) await chrome.alarms.create(SHIELD_END_ALARM, { when: state.endsAt });
  return false;
}
