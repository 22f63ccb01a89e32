// The user's blocking plan (weekly schedules, the active goal's time blocks, the sites), fetched with their
// token and kept in storage.local, so the extension blocks on schedule with no app tab open and after a
// browser restart. When it cannot be refreshed (no token since the restart, an expired one, no network) the
// last plan keeps blocking and the popup says since when; the app is asked for a fresh token.
import { isValidTimeZone, validateSchedules, type WeeklySchedule } from '@onething/shared-data/shield-schedule';
import { currentCredentials } from './account';
import { broadcast } from './app-ports';
import { fetchShieldPlan, type PlanRow } from './backend';
import { siteToTarget } from '../shared/domains';
import { serially } from './serial';
import { applyBlocking } from './shield';
import { readLocal, writeLocal, type ShieldPlan } from './storage';

export const PLAN_REFRESH_ALARM = 'shield-plan-refresh';
/** How often the plan is fetched again while the browser runs (a change in the app also asks at once). */
export const PLAN_REFRESH_MINUTES = 15;

function schedulesOf(value: unknown): WeeklySchedule[] {
  const list = Array.isArray(value) ? (value as WeeklySchedule[]) : [];
  // The database refuses a list it could not read; a bad one is dropped whole rather than half-obeyed.
  return validateSchedules(list).length === 0 ? list : [];
}

export function toPlan(row: PlanRow, userId: string, now: number): ShieldPlan {
  return {
    userId,
    fetchedAt: now,
    refreshFailedAt: null,
    timeZone: isValidTimeZone(row.time_zone) ? row.time_zone : 'UTC',
    sites: (row.sites ?? []).map(siteToTarget).filter((target): target is string => target !== null),
    blockAdultContent: row.block_adult_content === true,
    schedules: schedulesOf(row.schedules),
    timeBlocks: (row.time_blocks ?? [])
      .map((block) => ({ startsAt: Date.parse(block.starts_at), endsAt: Date.parse(block.ends_at) }))
      .filter((block) => Number.isFinite(block.startsAt) && block.endsAt > block.startsAt),
  };
}

/** Fetches the plan; on failure keeps the last one, marked as not refreshed. Re-installs what blocks now. */
export async function refreshPlan(now = Date.now()): Promise<'fetched' | 'kept' | 'none'> {
  const credentials = await currentCredentials(now);
  const row = credentials ? await fetchShieldPlan(credentials.backend, credentials.token) : 'unauthorized';
  const outcome = await serially(async () => {
    const previous = await readLocal('plan');
    if (typeof row === 'object' && credentials) {
      await writeLocal('plan', toPlan(row, credentials.account.userId, now));
      return 'fetched' as const;
    }
    if (!previous) return 'none' as const;
    if (previous.refreshFailedAt === null) await writeLocal('plan', { ...previous, refreshFailedAt: now });
    return 'kept' as const;
  });
  if (row === 'unauthorized') broadcast({ type: 'REQUEST_TOKEN' });
  await serially(() => applyBlocking(now));
  return outcome;
}

/** The plan is the signed-in user's only: another user's token, or a sign-out, drops it. */
export async function forgetPlan(): Promise<void> {
  await writeLocal('plan', null);
  await applyBlocking();
}
