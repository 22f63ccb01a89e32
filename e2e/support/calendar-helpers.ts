// The calendar specs' one set-up: a goal with steps planned at given times (through the database's own
// create_goal and create_step, as the user), finished deep work sessions, and opening the calendar once its
// data has loaded.
import { expect, type Page } from '@playwright/test';
import { adminRest, anonKey, type TestUser } from './session';
import { E2E_BACKEND_URL } from './ports';

/** A zone with daylight-saving changes, so local days, hours and the exported TZID are not UTC by accident. */
export const CALENDAR_TIME_ZONE = 'America/New_York';

/** An RPC as the user (RLS applies). */
export async function rpc<T>(user: TestUser, fn: string, args: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${E2E_BACKEND_URL}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: anonKey(), Authorization: `Bearer ${user.accessToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!response.ok) throw new Error(`${fn}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A step with its time block: its day, its start ('09:00') and its length in minutes. */
export type PlannedBlock = { title: string; date: string; start: string; minutes: number };

/** The active goal 'Launch the product' (with a deadline if given) and a step with a block for each of `blocks`. */
export async function goalWithBlocks(user: TestUser, blocks: readonly PlannedBlock[], deadline?: string) {
  const goal = await rpc<{ id: string; title: string }>(user, 'create_goal', {
    p_title: 'Launch the product',
    p_priority: 'High',
    ...(deadline ? { p_deadline: deadline } : {}),
  });
  for (const block of blocks) {
    await rpc(user, 'create_step', {
      p_goal_id: goal.id,
      p_title: block.title,
      p_start_time: block.start,
      p_duration_minutes: block.minutes,
      p_date: block.date,
    });
  }
  return goal;
}

/** A deep work session that ended at `completedAt` (an ISO time) after `minutes`. */
export async function addSession(user: TestUser, title: string, completedAt: string, minutes: number) {
  const { status, body } = await adminRest('deep_work_sessions', {
    method: 'POST',
    body: JSON.stringify({ user_id: user.userId, title, duration_minutes: minutes, completed_at: completedAt }),
  });
  if (status >= 300) throw new Error(`could not add a session: ${status} ${JSON.stringify(body)}`);
}

/** /calendar?<query>, once the page is drawn and its data has loaded. */
export async function openCalendar(page: Page, query: string) {
  await page.goto(`/calendar?${query}`);
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.locator('[aria-busy="false"]')).toBeVisible({ timeout: 20_000 });
}
