// What blocks right now, from the two things that can block: the running session's shield (unless it is on
// a break) and, with no session, the user's plan (weekly schedules and the active goal's time blocks). Pure:
// the worker's applyBlocking installs what this says and wakes at the next change it names.
import {
  mergeWindows,
  nextChange,
  scheduleWindows,
  windowAt,
  type TimeWindow,
} from '@onething/shared-data/shield-schedule';
import adultList from '../data/adult-domains.json';
import { isSameOrSubdomain, targetParts } from '../shared/domains';
import { domainsToBlock } from './rules';
import type { ShieldPlan, ShieldState } from './storage';

export const ADULT_DOMAINS: readonly string[] = adultList.domains;

/** How far ahead the plan's schedule windows are worked out; the plan is fetched again long before. */
const PLAN_HORIZON_MS = 8 * 24 * 60 * 60_000;

export type BlockSource = 'session' | 'schedule';

/** What to block now: the targets, the domains never blocked, and, in allowlist mode, the only sites that open. */
export type BlockSpec = {
  source: BlockSource;
  targets: string[];
  allowedDomains: string[];
  allowlist: string[] | null;
  /** When this block ends by itself (the session's end, or the schedule window's). */
  endsAt: number;
};

/** The plan's blocking windows around `now` (schedules in the user's time zone, and time blocks). */
export function planWindows(plan: ShieldPlan, now: number): TimeWindow[] {
  const weekly = scheduleWindows(plan.schedules, plan.timeZone, now - 24 * 60 * 60_000, now + PLAN_HORIZON_MS);
  return mergeWindows([...weekly, ...plan.timeBlocks]);
}

function onBreak(state: ShieldState, now: number): boolean {
  return state.breakEndsAt != null && state.breakEndsAt > now;
}

/** What blocks at `now`, or null when nothing does (no session, a break, or outside every window). */
export function blockingNow(state: ShieldState | null, plan: ShieldPlan | null, now: number): BlockSpec | null {
  if (state && state.endsAt > now) {
    if (onBreak(state, now)) return null;
    return {
      source: 'session',
      targets: domainsToBlock(state.sites, state.allowedDomains, ADULT_DOMAINS, state.blockAdultContent),
      allowedDomains: state.allowedDomains,
      allowlist: state.allowlist ?? null,
      endsAt: state.endsAt,
    };
  }
  if (!plan) return null;
  const window = windowAt(planWindows(plan, now), now);
  if (!window) return null;
  return {
    source: 'schedule',
    targets: domainsToBlock(plan.sites, [], ADULT_DOMAINS, plan.blockAdultContent),
    allowedDomains: [],
    allowlist: null,
    endsAt: window.endsAt,
  };
}

/** The next moment the answer of blockingNow may change: a session's or break's end, a schedule's edge. */
export function nextWake(state: ShieldState | null, plan: ShieldPlan | null, now: number): number | null {
  const moments = [state?.endsAt, state?.breakEndsAt, plan ? nextChange(planWindows(plan, now), now) : null].filter(
    (moment): moment is number => typeof moment === 'number' && moment > now,
  );
  return moments.length > 0 ? Math.min(...moments) : null;
}

/**
 * Whether `spec` blocks `site` (a host, or the target a rule named): a host under a whole blocked domain,
 * exactly a path target, or, in allowlist mode, any host not under an allowed domain nor the app's.
 */
export function specBlocks(spec: BlockSpec, site: string, appHosts: readonly string[]): boolean {
  const listed = spec.targets.some((target) =>
    target.includes('/') ? target === site : isSameOrSubdomain(site, target),
  );
  if (listed || !spec.allowlist) return listed;
  const host = targetParts(site).domain;
  return ![...spec.allowlist.map((entry) => targetParts(entry).domain), ...appHosts].some((allowed) =>
    isSameOrSubdomain(host, allowed),
  );
}
